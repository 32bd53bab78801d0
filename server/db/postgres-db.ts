// A real PostgreSQL server through a `pg` pool. `schema` isolates tests that share one database.
// The server may go away (restart, failover, an idle timeout, pg_terminate_backend): every connection
// error is listened to (an unheard 'error' event ends the process), a lost connection becomes
// DatabaseUnavailable (503 for the request), and the pool opens new connections when asked again.
import pg from "pg";
import type { Db, DbQueries, SqlParam } from "./db.ts";
import { DatabaseUnavailable, isConnectionLost } from "./database-unavailable.ts";
import { partLog } from "../log/logger.ts";

type Queryable = Pick<pg.Pool | pg.PoolClient, "query">;

/** A request waits at most this long for a connection (the default waits for ever). */
const CONNECT_TIMEOUT_MS = 5_000;

function unavailableOr(error: unknown): unknown {
  return !(error instanceof DatabaseUnavailable) && isConnectionLost(error) ? new DatabaseUnavailable(error) : error;
}

function wrap(q: Queryable): DbQueries {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      try {
        const result = await q.query(sql, params as unknown[]);
        return result.rows as Row[];
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async exec(sql: string) {
      try {
        await q.query(sql);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
  };
}

export interface PostgresOptions {
  schema?: string;
  max?: number;
  /** Names the connections in pg_stat_activity (tests target their own). */
  applicationName?: string;
  log?: (message: string) => void;
}

export async function createPostgresDb(url: string, options: PostgresOptions = {}): Promise<Db> {
  const log = options.log ?? ((message: string) => partLog("db").warn(message));
  const connection: pg.ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.max ?? 10 });
  // An idle connection that dies is dropped by the pool, which then tells us here.
  pool.on("error", (error) => log(`conexión perdida (${(error as Error).message}); se abrirá otra al necesitarla`));
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query("select 1");
  const base = wrap(pool);
  return {
    kind: "postgres",
    ...base,
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailableOr(error);
      }
      // A checked-out client has no listener of the pool's: its connection dying mid-transaction must not end the process.
      const onClientError = (error: Error) => log(`conexión perdida durante una transacción (${error.message})`);
      client.on("error", onClientError);
      let broken: unknown;
      try {
        await client.query("begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        if (isConnectionLost(error) || error instanceof DatabaseUnavailable) broken = error;
        else await client.query("rollback").catch((rollbackError: unknown) => (broken = rollbackError));
        throw unavailableOr(error);
      } finally {
        if (broken) {
          // Destroyed, not handed to the next request; our listener stays for its last words.
          client.release(broken instanceof Error ? broken : new Error(String(broken)));
        } else {
          client.removeListener("error", onClientError);
          client.release();
        }
      }
    },
    close: () => pool.end(),
    // Kept alive by TCP probes: a session that only listens would otherwise not notice a dead peer.
    newClient: () => new pg.Client({ ...connection, keepAlive: true }),
  };
}
