// The embedded database on disk: a new directory is initialised (in a child process) and opened, and
// what was written is there when the server opens the same directory again.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../../server/db/open-db.ts";
import { initialisePgliteDataDir, isInitialisedDataDir } from "../../server/db/pglite-initdb.ts";

describe("embedded database files under DATA_DIR", () => {
  let dataDir: string;
  beforeAll(async () => { dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-db-")); });
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }); });

  it("creates the database in a new directory and keeps its rows for the next start", async () => {
    const first = await openDb({ dataDir });
    try {
      expect(isInitialisedDataDir(path.join(dataDir, "pglite"))).toBe(true);
      await first.query("insert into feed_runs (started_at, source, outcome) values (now(), 'first start', 'ok')");
    } finally {
      await first.close();
    }
    const again = await openDb({ dataDir });
    try {
      const rows = await again.query<{ source: string }>("select source from feed_runs");
      expect(rows.map((r) => r.source)).toEqual(["first start"]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it("says in Spanish why when the directory cannot be initialised", async () => {
    // A regular file where the directory should be: Postgres cannot create its cluster there.
    const notADirectory = path.join(dataDir, "un-fichero");
    await writeFile(notADirectory, "x");
    await expect(initialisePgliteDataDir(notADirectory)).rejects.toThrow(`No se pudo crear la base de datos embebida en ${notADirectory}`);
  }, 60_000);
});
