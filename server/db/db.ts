// The one database interface the server uses. Two implementations: PGlite (embedded, default) and
// PostgreSQL (when DATABASE_URL is set). Both speak the same SQL dialect and run the same migrations.
import type pg from "pg";

export type SqlParam = string | number | boolean | null | Date | Uint8Array | readonly unknown[];

export interface DbQueries {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbQueries {
  readonly kind: "pglite" | "postgres";
  /** Runs fn inside one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: DbQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a new connection outside the pool, with the pool's settings (schema, application
   * name), for what needs one session of its own (LISTEN, session advisory locks). The caller connects
   * it, listens to its 'error' events (an unheard one ends the process) and ends it.
   */
  newClient?(): pg.Client;
}
