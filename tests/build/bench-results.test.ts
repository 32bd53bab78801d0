// bench/RESULTS.md is written by `npm run bench`: a run replaces the sections of the benches it ran,
// keeps the others and what stands above them.
import { describe, expect, it } from "vitest";
import { sectionOf, updatedResults } from "../../bench/results-file.ts";

const ORDER = ["Ingest", "HTTP search", "Server start"];
const existing = [
  "# Benchmark results",
  "",
  "Written by npm run bench.",
  "",
  sectionOf("Ingest", { "seconds": 12 }, "old machine", "2026-01-01"),
  sectionOf("HTTP search", { "requests/s": 900 }, "old machine", "2026-01-01"),
].join("\n");

describe("updatedResults", () => {
  it("replaces the section of a bench that ran and keeps the others", () => {
    const text = updatedResults(existing, new Map([["HTTP search", sectionOf("HTTP search", { "requests/s": 1200 }, "new machine", "2026-11-27")]]), ORDER);
    expect(text).toContain("| seconds | 12 |");
    expect(text).toContain("| requests/s | 1200 |");
    expect(text).not.toContain("| requests/s | 900 |");
    expect(text.match(/^## HTTP search$/gm)).toHaveLength(1);
  });

  it("keeps the text above the first section and the benches' order", () => {
    const text = updatedResults(existing, new Map([["Server start", sectionOf("Server start", { "ratio": 0.9 }, "m", "2026-11-27")]]), ORDER);
    expect(text.startsWith("# Benchmark results\n\nWritten by npm run bench.\n\n## Ingest")).toBe(true);
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(ORDER);
  });

  it("keeps a hand-written section that no bench writes, after the benches' sections", () => {
    const withOwn = `${existing}\n## Kept our own\n\n- **A cache**: the reason.\n`;
    const text = updatedResults(withOwn, new Map([["Ingest", sectionOf("Ingest", { "seconds": 11 }, "m", "2026-11-27")]]), ORDER);
    expect(text).toContain("## Kept our own\n\n- **A cache**: the reason.\n");
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(["Ingest", "HTTP search", "Kept our own"]);
  });

  it("says on which machine and day each section was measured", () => {
    expect(sectionOf("Ingest", { "seconds": 12 }, "Xeon × 2", "2026-11-27")).toContain("Measured 2026-11-27 on Xeon × 2.");
  });
});
