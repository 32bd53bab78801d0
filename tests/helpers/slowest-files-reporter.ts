// A vitest reporter that prints, once a run has ended, the ten test files that took longest: CI has a
// hard time limit, and the list says where the next minute is to be won. Used beside the default
// reporter by the unit and the browser runs (vite.config.ts, vitest.e2e.config.ts).
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

/** Time a file held a worker: its environment, imports, setup files and every test and hook. */
export function fileSeconds(module: TestModule): number {
  const d = module.diagnostic();
  return (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
}

export function slowestFilesReport(files: ReadonlyArray<{ name: string; seconds: number }>, shown = SHOWN): string {
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, shown);
  const width = Math.max(0, ...slowest.map((f) => f.seconds.toFixed(1).length));
  const lines = slowest.map((f, i) => `${String(i + 1).padStart(2)}. ${f.seconds.toFixed(1).padStart(width)} s  ${f.name}`);
  return [`Slowest ${slowest.length} of ${files.length} test files:`, ...lines].join("\n");
}

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length === 0) return;
    const files = testModules.map((module) => ({ name: module.relativeModuleId, seconds: fileSeconds(module) }));
    process.stdout.write(`\n${slowestFilesReport(files)}\n`);
  }
}
