// The last successful ingest of current prices: what GET /api/gasolinaeco/getlastupdate reports and
// what the scheduler uses to decide whether the data is stale. Back-fills (kind history) never count.
import type { DbQueries } from "../db/db.ts";

export interface LastGoodRun {
  id: number;
  /** The feed's own Fecha. */
  fecha: Date;
  /** When we finished loading it. */
  finishedAt: Date;
  stations: number;
  prices: number;
  source: string;
}

export async function lastGoodRun(db: DbQueries): Promise<LastGoodRun | undefined> {
  const [row] = await db.query<{
    id: number; feed_fecha: Date | string; finished_at: Date | string; stations: number; prices: number; source: string;
  }>(
    `select id::int as id, feed_fecha, finished_at, stations, prices, source from feed_runs
     where outcome = 'ok' and kind = 'current' order by finished_at desc, id desc limit 1`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    fecha: new Date(row.feed_fecha),
    finishedAt: new Date(row.finished_at),
    stations: row.stations,
    prices: row.prices,
    source: row.source,
  };
}
