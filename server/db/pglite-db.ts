// Embedded PostgreSQL (PGlite, WASM) with its files under DATA_DIR; or in memory when no dir is given.
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import type { Db, DbQueries, SqlParam } from "./db.ts";
import { initialisePgliteDataDir, isInitialisedDataDir } from "./pglite-initdb.ts";

/**
 * PGlite runs each statement synchronously on this thread and resolves its promise as a microtask,
 * so a run of awaited statements (a whole ingest) would hold the event loop from start to end and
 * every request would wait for it. After each statement the loop gets a turn: other requests are
 * answered between statements (their own queries still wait for an open transaction, in PGlite).
 */
function wrap(q: Pick<PGlite, "query" | "exec">): DbQueries {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      await yieldToEventLoop();
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
      await yieldToEventLoop();
    },
  };
}

// PGlite runs inside this process, so its buffers are our RSS (shared_buffers is touched in full as
// soon as it opens): Postgres' 128 MB default is far more than a 12,000-station database needs. Its
// hot tables and indexes fit in ~5 MB; 8 MB ingests as fast as 16 MB did and keeps 8 MB more free.
const EMBEDDED_SETTINGS = ["shared_buffers = 8MB", "work_mem = 8MB", "maintenance_work_mem = 16MB", "wal_buffers = 1MB"];

// PGlite's Postgres is 9 MB of WebAssembly. By default V8 recompiles its hot functions with its
// optimising compiler (TurboFan) on background threads, and those compilations need ~80 MB of scratch
// memory that the C allocator then keeps for good. On V8's baseline compiler (Liftoff) alone the
// server's RSS is much lower (README "Memory"); the price is paid in SQL only (slower ingests and
// aggregates, point queries unchanged), while searches run on the in-memory index.
// Process-wide, and only when PGlite is the database; must run before the module is compiled.
function compileWasmWithBaselineOnly(): void {
  setFlagsFromString("--no-wasm-tier-up");
  setFlagsFromString("--no-wasm-dynamic-tiering");
}

export interface PgliteDb extends Db {
  /** Its data directory as a tarball: a copy opened from it skips initdb (the tests' fresh databases). */
  dumpDataDir(): Promise<Blob>;
}

/** `copyOf`: an in-memory database starts as a copy of a dumped one (dumpDataDir) instead of empty. */
export async function createPgliteDb(dataDir?: string, copyOf?: Blob): Promise<PgliteDb> {
  compileWasmWithBaselineOnly();
  if (dataDir && !isInitialisedDataDir(dataDir)) await initialisePgliteDataDir(dataDir);
  const pg = await PGlite.create(dataDir, { postgresqlconf: EMBEDDED_SETTINGS, ...(copyOf ? { loadDataDir: copyOf } : {}) });
  const base = wrap(pg);
  return {
    kind: "pglite",
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir("none"),
  };
}
