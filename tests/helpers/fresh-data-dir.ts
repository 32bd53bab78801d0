// A new DATA_DIR whose embedded database is already created and migrated: a copy of the run's template
// (tests/helpers/pglite-template.ts), the same database the server's first start would make, without
// the seconds of PGlite's initdb. Without the template (another vitest config), an empty folder.
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";

/** Fills `dataDir` (existing or not) with a fresh embedded database; returns it. */
export async function withFreshDatabase(dataDir: string): Promise<string> {
  const template = inject("pgliteTemplateDir");
  if (template) await cp(template, path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/** A new temporary DATA_DIR holding a fresh embedded database. */
export async function freshDataDir(prefix = "gasolinaeco-"): Promise<string> {
  return withFreshDatabase(await mkdtemp(path.join(tmpdir(), prefix)));
}
