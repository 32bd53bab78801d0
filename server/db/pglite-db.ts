// Embedded PostgreSQL (PGlite, WASM) with its files under DATA_DIR; or in memory when no dir is given.
import { PGlite } from "@electric-sql/pglite";
import type { Db, DbQueries, SqlParam } from "./db.ts";

function wrap(q: Pick<PGlite, "query" | "exec">): DbQueries {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

// PGlite runs inside this process, so its buffers are our RSS: Postgres' 128 MB default for
// shared_buffers is more than a 12,000-station database needs (its tables fit in a few MB).
const EMBEDDED_SETTINGS = ["shared_buffers = 16MB", "work_mem = 8MB", "maintenance_work_mem = 16MB", "wal_buffers = 1MB"];

export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir, { postgresqlconf: EMBEDDED_SETTINGS });
  const base = wrap(pg);
  return {
    kind: "pglite",
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
