// Once per unit-test run (vite.config.ts globalSetup): a folder for what test files share within the
// run (tests/helpers/parsed-feed.ts), created empty and removed at the end, so nothing in it outlives
// the code that made it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A folder of this run's alone, shared by its test files. */
    runCacheDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-run-"));
  project.provide("runCacheDir", dir);
  return () => rm(dir, { recursive: true, force: true });
}
