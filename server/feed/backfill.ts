// Back-fills price history for one past day from EstacionesTerrestresHist/{dd-mm-yyyy}, whose prices are
// those in force at 23:59 that day. History only gains rows where the price differs from the one in
// force just before; current prices are never replaced by older ones. Only when there is no current
// data, or it is older than that day, does the day become the current data (a normal ingest).
import type { Db, DbQueries } from "../db/db.ts";
import { pagePacer } from "../db/background-pages.ts";
import { failRun, finishRun, startRun } from "./feed-runs.ts";
import { madridWallClock } from "./feed-values.ts";
import { countImplausible } from "./implausible-count.ts";
import { FEED_LOCK_KEY, ingestFeed, priceColumns, type IngestResult, type PriceColumns } from "./ingest.ts";
import { lastGoodRun } from "./last-good-run.ts";
import { historyUrl } from "./ministry-client.ts";
import { MAX_REJECTED_ROW_SHARE, parseFeedYielding, type ParsedFeed } from "./parse-feed.ts";
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
  let parsed: ParsedFeed;
  try {
    // The response is dated by the request: its prices are those in force at 23:59 that day.
    parsed = await parseFeedYielding(await source.load(), { fecha: day.validFrom, maxRejectedShare: MAX_REJECTED_ROW_SHARE });
  } catch (error) {
    await failRun(db, runId, error, day.validFrom);
    throw error;
  }
  if (becomesCurrent) return { ...(await ingestFeed(db, parsed, source.name, { runId })), mode: "current" };
  return { ...(await backfillHistory(db, parsed, source.name, runId)), mode: "history" };
}

/**
 * Stations per pair of statements of a back-filled day. Smaller than the ingest's batch: a day is
 * background work, and on the embedded database each statement holds the event loop (searches wait
 * behind it), so it is cut into short statements with a pause after each (pagePacer).
 */
const BACKFILL_BATCH_STATIONS = 50;

/** Writes only price_history, in one transaction, and marks the run ok (or failed). */
export async function backfillHistory(db: Db, parsed: ParsedFeed, source: string, runId?: number): Promise<IngestResult> {
  const id = runId ?? (await startRun(db, source, "history"));
  const reasons = { ...parsed.rejected.byReason, ...parsed.fixed.byReason };
  const implausible = countImplausible(parsed.stations);
  const pace = pagePacer(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock($1)", [FEED_LOCK_KEY]);
      // Each price is one probe of the history's primary key: never a scan of a year of it, whatever
      // the planner's (on the embedded database, never refreshed) statistics say.
      await tx.query("set local enable_seqscan = off");
      let historyRows = 0;
      let priceCount = 0;
      for (let start = 0; start < parsed.stations.length; start += BACKFILL_BATCH_STATIONS) {
        const prices = priceColumns(parsed.stations.slice(start, start + BACKFILL_BATCH_STATIONS));
        historyRows += await pace(async () => {
          const written = await insertDifferingPrices(tx, prices, parsed.fecha);
          await dropRepeatedNextRows(tx, prices, parsed.fecha);
          return written;
        });
        priceCount += prices.stationIds.length;
      }
      const counts = {
        fecha: parsed.fecha,
        stations: parsed.stations.length,
        prices: priceCount,
        rejected: parsed.rejected.count,
        reasons,
        historyRows,
        implausible: implausible.count,
        implausibleReasons: implausible.byReason,
      };
      await finishRun(tx, id, counts);
      return { runId: id, ...counts, staleStations: 0, unknownPriceFields: parsed.unknownPriceFields };
    });
  } catch (error) {
    await failRun(db, id, error, parsed.fecha);
    throw error;
  }
}

/** A row where the day's price differs from the one in force just before (or there was none). */
async function insertDifferingPrices(tx: DbQueries, prices: PriceColumns, validFrom: Date): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `with written as (
       insert into price_history (station_id, producto, precio, valid_from)
       select f.station_id, f.producto, f.precio, $4::timestamptz
         from unnest($1::text[], $2::text[], $3::float8[]) as f(station_id, producto, precio)
        where f.precio is distinct from (
                select h.precio from price_history h
                 where h.station_id = f.station_id and h.producto = f.producto and h.valid_from <= $4
                 order by h.valid_from desc limit 1)
       on conflict (station_id, producto, valid_from) do update set precio = excluded.precio
       returning 1)
     select count(*)::int as n from written`,
    [prices.stationIds, prices.productos, prices.precios, validFrom],
  );
  return row?.n ?? 0;
}

/**
 * The next known change after the day is no change at all if it repeats the day's price: remove it.
 * Found first, one primary-key probe per price, then removed by key: a newest-first back-fill moves
 * most series' first row back a day, so this is most of a day's work.
 */
async function dropRepeatedNextRows(tx: DbQueries, prices: PriceColumns, validFrom: Date): Promise<void> {
  const repeated = await tx.query<{ station_id: string; producto: string; valid_from: Date | string }>(
    `select f.station_id, f.producto, nx.valid_from
       from unnest($1::text[], $2::text[], $3::float8[]) as f(station_id, producto, precio)
       cross join lateral (select x.valid_from, x.precio from price_history x
                            where x.station_id = f.station_id and x.producto = f.producto and x.valid_from > $4
                            order by x.valid_from limit 1) as nx
      where nx.precio = f.precio`,
    [prices.stationIds, prices.productos, prices.precios, validFrom],
  );
  if (repeated.length === 0) return;
  await tx.query(
    `delete from price_history h
      using unnest($1::text[], $2::text[], $3::timestamptz[]) as d(station_id, producto, valid_from)
      where h.station_id = d.station_id and h.producto = d.producto and h.valid_from = d.valid_from`,
    [repeated.map((r) => r.station_id), repeated.map((r) => r.producto), repeated.map((r) => new Date(r.valid_from))],
  );
}
