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

export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir);
  const base = wrap(pg);
  return {
    kind: "pglite",
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
