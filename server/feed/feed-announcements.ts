// Processes sharing one PostgreSQL learn of each other's ingests through NOTIFY: the ingest announces
// its run inside its transaction (PostgreSQL delivers it at commit, never for a rolled-back run), and
// every listening process reloads its index from the database. Channels span the whole database, so
// the payload names the schema and a process ignores runs of other schemas (tests share a database).
import type { DbQueries } from "../db/db.ts";

export const FEED_RUNS_CHANNEL = "gasolinaeco_feed_runs";

/** Call inside the ingest's transaction, after the run is marked ok. */
export async function announceRun(tx: DbQueries, runId: number): Promise<void> {
  await tx.query("select pg_notify($1, current_schema() || ':' || $2::text)", [FEED_RUNS_CHANNEL, runId]);
}

/** The run id a payload announces for `schema`, or undefined when it is another schema's or unreadable. */
export function announcedRun(payload: string, schema: string): number | undefined {
  const cut = payload.lastIndexOf(":");
  if (cut < 0 || payload.slice(0, cut) !== schema) return undefined;
  const runId = Number(payload.slice(cut + 1));
  return Number.isSafeInteger(runId) && runId > 0 ? runId : undefined;
}
