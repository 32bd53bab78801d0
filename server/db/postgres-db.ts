// A real PostgreSQL server through a `pg` pool. `schema` isolates tests that share one database.
import pg from "pg";
import type { Db, DbQueries, SqlParam } from "./db.ts";

type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;

function wrap(q: Queryable): DbQueries {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  };
}

export async function createPostgresDb(url: string, options: { schema?: string; max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query("select 1");
  const base = wrap(pool);
  return {
    kind: "postgres",
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
