// Statements a PostgreSQL test runs beside the code under test, each on a connection of its own (a
// schema to create or drop, a NOTIFY to send, backends to terminate as a restart or failover would).
import pg from "pg";

export async function adminQuery<Row extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Terminates every backend of this application name; how many there were. */
export async function terminateBackends(url: string, applicationName: string): Promise<number> {
  const [row] = await adminQuery<{ n: number }>(url, "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1", [applicationName]);
  return row!.n;
}
