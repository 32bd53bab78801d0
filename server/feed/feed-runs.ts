// The run log (feed_runs): every ingest and back-fill is recorded as running, then ok or failed, so
// getlastupdate and operators can see what was loaded, when, from where, and why a run failed.
import type { DbQueries } from "../db/db.ts";

/** current: the live feed or a file, replaces current prices. history: a back-filled day. */
export type RunKind = "current" | "history";

export interface RunCounts {
  fecha: Date;
  stations: number;
  prices: number;
  rejected: number;
  /** Rejection and repair reasons with their counts. */
  reasons: Record<string, number>;
  historyRows: number;
  /** Prices the plausibility rule sets aside (kept, never ranked), and by reason. */
  implausible?: number;
  implausibleReasons?: Record<string, number>;
}

export async function startRun(db: DbQueries, source: string, kind: RunKind = "current", startedAt = new Date()): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "insert into feed_runs (kind, started_at, source, outcome) values ($1, $2, $3, 'running') returning id::int as id",
    [kind, startedAt, source],
  );
  if (!row) throw new Error("feed_runs: insert returned no id");
  return row.id;
}

/** Marks the run ok; call it inside the ingest transaction so the log and the data commit together. */
export async function finishRun(tx: DbQueries, runId: number, counts: RunCounts): Promise<void> {
  await tx.query(
    `update feed_runs set outcome = 'ok', finished_at = now(), feed_fecha = $2, stations = $3, prices = $4,
       rejected = $5, rejected_reasons = $6::jsonb, history_rows = $7, error = null,
       implausible_prices = $8, implausible_reasons = $9::jsonb
     where id = $1`,
    [runId, counts.fecha, counts.stations, counts.prices, counts.rejected, JSON.stringify(counts.reasons), counts.historyRows,
      counts.implausible ?? 0, JSON.stringify(counts.implausibleReasons ?? {})],
  );
}

/** Marks the run failed. Never throws: the caller rethrows the original error, which matters more. */
export async function failRun(db: DbQueries, runId: number, error: unknown, fecha?: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .query(
      "update feed_runs set outcome = 'failed', finished_at = now(), error = $2, feed_fecha = coalesce($3, feed_fecha) where id = $1",
      [runId, message.slice(0, 2000), fecha ?? null],
    )
    .catch(() => undefined);
}

export const INTERRUPTED_RUN_ERROR = "Interrumpida: el proceso se detuvo antes de terminar la ingesta; no cambió ningún dato";

/**
 * Marks as failed the runs still 'running' that started before `before`: their process stopped
 * mid-run (a crash, a kill), so they will never finish, and their transaction never committed.
 * Returns how many were closed.
 */
export async function closeInterruptedRuns(db: DbQueries, before: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    "update feed_runs set outcome = 'failed', finished_at = now(), error = $2 where outcome = 'running' and started_at < $1 returning id::int as id",
    [before, INTERRUPTED_RUN_ERROR],
  );
  return rows.length;
}

/** Station count of the last good run from the same source: a much smaller answer now means a cut-off one. */
export async function previousStationCount(db: DbQueries, source: string): Promise<number | undefined> {
  const [row] = await db.query<{ stations: number }>(
    `select stations from feed_runs where outcome = 'ok' and kind = 'current' and source = $1
     order by finished_at desc limit 1`,
    [source],
  );
  return row?.stations;
}
