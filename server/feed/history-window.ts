// The days the back-fill keeps filled: the last N days whose 23:59 (Spanish time) has passed, newest
// first, and which of them the database already holds (an ok run dated at that day's 23:59).
import type { DbQueries } from "../db/db.ts";
import { cachedRead } from "../db/cached-read.ts";
import { MADRID_ZONE, zoneOffsetMs } from "../../src/domain/local-time.ts";
import { parseHistoryDay, type HistoryDay } from "./backfill.ts";

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The last `days` complete Spanish days before `now`, newest first. */
export function historyWindow(now: Date, days: number): HistoryDay[] {
  const wall = new Date(now.getTime() + zoneOffsetMs(MADRID_ZONE, now.getTime()));
  const today = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const window: HistoryDay[] = [];
  for (let back = 1; back <= days; back++) {
    const d = new Date(today - back * DAY_MS);
    window.push(parseHistoryDay(`${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`, now));
  }
  return window;
}

/** The days of the window with no ok run dated at their 23:59: what is left to download. */
export async function missingDays(db: DbQueries, window: readonly HistoryDay[]): Promise<HistoryDay[]> {
  if (window.length === 0) return [];
  const rows = await db.query<{ fecha: Date | string }>(
    "select distinct feed_fecha as fecha from feed_runs where outcome = 'ok' and feed_fecha = any($1::timestamptz[])",
    [window.map((d) => d.validFrom.toISOString())],
  );
  const held = new Set(rows.map((r) => new Date(r.fecha).getTime()));
  return window.filter((d) => !held.has(d.validFrom.getTime()));
}

/** Whole days since the oldest feed the database holds (a live ingest or a back-filled day); 0 when none. */
export async function daysOfHistory(db: DbQueries, now: Date): Promise<number> {
  const [row] = await db.query<{ oldest: Date | string | null }>(
    "select min(feed_fecha) as oldest from feed_runs where outcome = 'ok'",
  );
  if (!row?.oldest) return 0;
  return Math.max(0, Math.ceil((now.getTime() - new Date(row.oldest).getTime()) / DAY_MS));
}

/** daysOfHistory read at most every second: getlastupdate is asked as often as the app starts. */
export function cachedDaysOfHistory(db: DbQueries, now: () => Date): () => Promise<number> {
  return cachedRead(() => daysOfHistory(db, now()), { maxAgeMs: 1_000, initial: 0 });
}
