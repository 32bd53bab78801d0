// Once per unit-test run (vite.config.ts globalSetup): one embedded database, created and migrated as
// the server creates its own, kept as a data directory and as a dump. PGlite's initdb takes seconds
// and ~600 MB; the tests' new databases are copies of this one instead (tests/helpers/test-dbs.ts,
// tests/helpers/fresh-data-dir.ts), the same migrated, empty database as a new one.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (DATA_DIR/pglite of a server that started once). */
    pgliteTemplateDir: string;
    /** The same database as a tarball, for PGlite's loadDataDir. */
    pgliteTemplateDump: string;
  }
}

const MAKE_TEMPLATE = fileURLToPath(new URL("./make-pglite-template.ts", import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), "gasolinaeco-template-"));
  const dump = path.join(root, "migrated-empty.tar");
  // In a process of its own, as the server's code runs (the runner that loads this file cannot resolve
  // PGlite for its initdb), and so initdb's memory goes back to the system with it.
  await promisify(execFile)(process.execPath, ["--import", "tsx", MAKE_TEMPLATE, root, dump], { timeout: 240_000 });
  project.provide("pgliteTemplateDir", path.join(root, "pglite"));
  project.provide("pgliteTemplateDump", dump);
  return () => rm(root, { recursive: true, force: true });
}
