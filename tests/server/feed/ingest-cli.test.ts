import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withFreshDatabase } from "../../helpers/fresh-data-dir.ts";
import { serverCliArgs } from "../../helpers/server-build.ts";
import { feedJson, feedRows } from "./feed-fixture.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** Runs `npm run ingest -- …` (compiled when built, else from the source), on a new data directory. */
function ingestCli(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      serverCliArgs("ingest", args),
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", FEED_FILE: "" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("npm run ingest", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-cli-"));
    await writeFile(path.join(dir, "feed.json"), feedJson(feedRows(12)));
    await writeFile(path.join(dir, "cut.json"), feedJson(feedRows(12)).slice(0, 500));
  });
  afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

  it("loads a file and prints the counts in Spanish and English", async () => {
    const result = await ingestCli(["--file", path.join(dir, "feed.json")], await withFreshDatabase(path.join(dir, "data-ok")));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("12 estaciones, 24 precios, 24 filas de histórico, 0 descartes");
    expect(result.stdout).toContain("12 stations, 24 prices, 24 history rows, 0 rejected");
  });

  it("exits with code 1 and says nothing changed when the file is truncated", async () => {
    const result = await ingestCli(["--file", path.join(dir, "cut.json")], await withFreshDatabase(path.join(dir, "data-cut")));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Ingesta fallida \/ ingest failed: El feed no es JSON válido/);
  });

  it("exits with code 1 on a badly written date", async () => {
    const result = await ingestCli(["--date", "2025-09-20"], path.join(dir, "data-date"));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("dd-mm-aaaa");
  });
});
