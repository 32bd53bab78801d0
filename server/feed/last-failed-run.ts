// The latest refresh that failed and why: getlastupdate reports it beside the run it serves, so an
// operator (or the app) can tell "prices from 09:30" apart from "prices from 09:30 because every
// refresh since has failed". Read at most every CACHE_MS: it is asked as often as the app starts.
import type { DbQueries } from "../db/db.ts";
import { cachedRead } from "../db/cached-read.ts";

export interface FailedRun {
  /** When the failed run ended. */
  at: Date;
  reason: string;
}

const CACHE_MS = 10_000;

export async function lastFailedRun(db: DbQueries): Promise<FailedRun | null> {
  const [row] = await db.query<{ finished_at: Date | string; error: string | null }>(
    `select finished_at, error from feed_runs
     where outcome = 'failed' and kind = 'current' and finished_at is not null
     order by finished_at desc, id desc limit 1`,
  );
  return row ? { at: new Date(row.finished_at), reason: row.error ?? "Motivo desconocido" } : null;
}

/** lastFailedRun, remembered for CACHE_MS; while the database is away, the last value read. */
export function cachedLastFailedRun(db: DbQueries): () => Promise<FailedRun | null> {
  return cachedRead(() => lastFailedRun(db), { maxAgeMs: CACHE_MS, initial: null });
}
