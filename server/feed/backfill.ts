// Back-fills price history for one past day from EstacionesTerrestresHist/{dd-mm-yyyy}, whose prices are
// those in force at 23:59 that day. History only gains rows where the price differs from the one in
// force just before; current prices are never replaced by older ones. Only when there is no current
// data, or it is older than that day, does the day become the current data (a normal ingest). The day
// is parsed on a worker thread and written in short slices that wait for requests to leave the event
// loop alone, so searches keep their pace meanwhile.
import type { Db } from "../db/db.ts";
import { failRun, finishRun, startRun } from "./feed-runs.ts";
import { madridWallClock } from "./feed-values.ts";
import { parseHistoryDayOffThread } from "./history-day-off-thread.ts";
import type { HistoryDayPrices } from "./history-day-prices.ts";
import { mergeDayIntoMonths } from "./history-merge.ts";
import { FEED_LOCK_KEY, ingestFeed, type IngestResult } from "./ingest.ts";
import { lastGoodRun } from "./last-good-run.ts";
import { historyUrl } from "./ministry-client.ts";
import { giveWayToRequests } from "../process/give-way.ts";
import { MAX_REJECTED_ROW_SHARE, parseFeedYielding } from "./parse-feed.ts";
import { ministrySource, type FeedConfig, type FeedSource } from "./run-feed.ts";

export interface HistoryDay {
  /** As the Ministry writes it in the URL: dd-mm-yyyy. */
  label: string;
  /** 23:59 that day, Spanish time: when the day's prices were in force. */
  validFrom: Date;
}

export interface BackfillResult extends IngestResult {
  /** history: only price_history written. current: there was no newer data, so the day became current. */
  mode: "history" | "current";
}

/** "04-09-2019" → the day; throws with a Spanish message when it is not a real past date. */
export function parseHistoryDay(text: string, now = new Date()): HistoryDay {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) throw new Error(`Fecha no válida "${text}": se espera dd-mm-aaaa`);
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  let validFrom: Date;
  try {
    validFrom = madridWallClock(year, month, day, 23, 59, 0, text);
  } catch {
    throw new Error(`Fecha no válida "${text}": ese día no existe`);
  }
  // The newest day the Ministry keeps is yesterday: a day is history once its 23:59 has passed.
  if (validFrom.getTime() > now.getTime()) throw new Error(`Fecha no válida "${text}": aún no hay histórico de ese día`);
  return { label: match.slice(1).join("-"), validFrom };
}

/** The Ministry's history endpoint for that day, with the configured timeout and retries. */
export function ministryHistorySource(config: FeedConfig, day: HistoryDay, log?: (message: string) => void): FeedSource {
  return ministrySource(config, historyUrl(config.feedUrl, day.label), log);
}

/** Loads, parses and back-fills one day, recording the run; failures are recorded and rethrown. */
export async function runBackfill(db: Db, day: HistoryDay, source: FeedSource): Promise<BackfillResult> {
  const current = await lastGoodRun(db);
  const becomesCurrent = !current || current.fecha < day.validFrom;
  const runId = await startRun(db, source.name, becomesCurrent ? "current" : "history");
  const options = { fecha: day.validFrom, maxRejectedShare: MAX_REJECTED_ROW_SHARE };
  try {
    const bytes = await source.load();
    // Becoming the current data is a whole ingest (a fresh install's first day): parsed here, once.
    if (becomesCurrent) return { ...(await ingestFeed(db, await parseFeedYielding(bytes, options), source.name, { runId })), mode: "current" };
    // The response is dated by the request: its prices are those in force at 23:59 that day.
    const prices = await parseHistoryDayOffThread(bytes, day.validFrom);
    return { ...(await backfillHistory(db, prices, source.name, runId)), mode: "history" };
  } catch (error) {
    await failRun(db, runId, error, day.validFrom);
    throw error;
  }
}

/**
 * Prices per slice of a back-filled day. On the embedded database each statement holds the event loop
 * (a search arriving meanwhile waits for it), so a day is cut into slices of a few milliseconds, each
 * its own short transaction (queries of requests wait for an open one, in PGlite), each started only
 * when requests leave the loop alone (giveWayToRequests). Merging a slice again is harmless (the same
 * price at the same instant replaces itself), so a day stopped midway is simply merged again whole.
 * PostgreSQL runs statements in its own process: larger slices there, and no turn to wait for.
 */
const SLICE_PRICES = { pglite: 100, postgres: 1000 } as const;

/** Writes only the history, slice by slice, and marks the run ok (or failed). */
export async function backfillHistory(db: Db, day: HistoryDayPrices, source: string, runId?: number): Promise<IngestResult> {
  const id = runId ?? (await startRun(db, source, "history"));
  const reasons = { ...day.rejected.byReason, ...day.fixed.byReason };
  const slice = SLICE_PRICES[db.kind];
  try {
    let historyRows = 0;
    let lastSliceMs = 0;
    for (let start = 0; start < day.stationIds.length; start += slice) {
      const end = start + slice;
      const batch = { stationIds: day.stationIds.slice(start, end), productos: day.productos.slice(start, end), precios: day.precios.slice(start, end) };
      if (db.kind === "pglite") await giveWayToRequests(lastSliceMs);
      const sliceStarted = performance.now();
      historyRows += await db.transaction(async (tx) => {
        // Kept apart from a live ingest's writes to the same rows; and each price is a few probes of the
        // history's primary key, never a scan of a year of it, whatever the planner's (on the embedded
        // database, never refreshed) statistics say. One statement: a slice's statements are its cost.
        await tx.query("select pg_advisory_xact_lock($1), set_config('enable_seqscan', 'off', true)", [FEED_LOCK_KEY]);
        return mergeDayIntoMonths(tx, batch, day.fecha);
      });
      lastSliceMs = performance.now() - sliceStarted;
    }
    const counts = {
      fecha: day.fecha,
      stations: day.stations,
      prices: day.stationIds.length,
      rejected: day.rejected.count,
      reasons,
      historyRows,
      implausible: day.implausible.count,
      implausibleReasons: day.implausible.byReason,
    };
    await finishRun(db, id, counts);
    return { runId: id, ...counts, staleStations: 0, unknownPriceFields: day.unknownPriceFields };
  } catch (error) {
    await failRun(db, id, error, day.fecha);
    throw error;
  }
}
