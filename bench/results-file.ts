// bench/RESULTS.md, written by `npm run bench` and not by hand: one section per benchmark holding its
// current figures with the machine and date they were measured on. A run replaces the sections of the
// benches it ran and keeps the others; what stands above the first section is kept as written.
// Earlier figures are in git history.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";

export const RESULTS_FILE = "bench/RESULTS.md";
const FIRST_SECTION = "\n## ";

export type Figures = Record<string, number | string>;

/** The machine the figures were measured on, in one line. */
export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

export function sectionOf(name: string, figures: Figures, machine: string, date: string): string {
  const rows = Object.entries(figures).map(([label, value]) => `| ${label} | ${String(value)} |`);
  return [`## ${name}`, "", `Measured ${date} on ${machine}.`, "", "| Figure | Value |", "|---|---|", ...rows, ""].join("\n");
}

/** The file's text with the given sections replaced or added, in the order of `order`. */
export function updatedResults(current: string, fresh: Map<string, string>, order: string[]): string {
  const cut = current.indexOf(FIRST_SECTION);
  const head = (cut < 0 ? current : current.slice(0, cut)).trimEnd();
  const kept = new Map<string, string>();
  if (cut >= 0) {
    for (const block of current.slice(cut + 1).split(/^(?=## )/m)) {
      const name = block.slice(3, block.indexOf("\n")).trim();
      kept.set(name, block.trimEnd() + "\n");
    }
  }
  for (const [name, section] of fresh) kept.set(name, section);
  const known = order.filter((name) => kept.has(name));
  const others = [...kept.keys()].filter((name) => !order.includes(name));
  return `${head}\n\n${[...known, ...others].map((name) => kept.get(name)!).join("\n")}`;
}

export function writeResults(fresh: Map<string, string>, order: string[]): void {
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, "utf8") : "# Benchmark results\n";
  writeFileSync(RESULTS_FILE, updatedResults(current, fresh, order));
}
