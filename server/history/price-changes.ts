// Reads price changes back from price_months (packed by packed-changes.ts): every change of some
// stations after an instant, with the one in force at it, so a series can start at a window's edge.
import type { DbQueries } from "../db/db.ts";
import type { PriceChange } from "../../src/domain/price-year.ts";
import { decodeMonth, monthOf } from "./packed-changes.ts";

/** station id → product → changes, oldest first. */
export type ChangesByStation = Map<string, Map<string, PriceChange[]>>;

interface MonthRow { station_id: string; producto: string; month: number; changes: Uint8Array }

/** Every change of these stations after `since`, and the one in force then, oldest first per series. */
export async function changesSince(db: Pick<DbQueries, "query">, stationIds: readonly string[], since: Date, producto?: string): Promise<ChangesByStation> {
  const sinceMs = since.getTime();
  const first = monthOf(sinceMs);
  // The months from the window's and the latest one before it (where the price in force then is).
  const rows = await db.query<MonthRow>(
    `select station_id, producto, month, changes from price_months
      where station_id = any($1::text[]) and month >= $2 and ($3::text is null or producto = $3)
     union all
     (select distinct on (station_id, producto) station_id, producto, month, changes from price_months
       where station_id = any($1::text[]) and month < $2 and ($3::text is null or producto = $3)
       order by station_id, producto, month desc)`,
    [stationIds, first, producto ?? null],
  );
  rows.sort((a, b) => a.month - b.month);
  const series: ChangesByStation = new Map();
  for (const row of rows) {
    const byFuel = series.get(row.station_id) ?? new Map<string, PriceChange[]>();
    series.set(row.station_id, byFuel);
    const list = byFuel.get(row.producto) ?? [];
    byFuel.set(row.producto, list);
    for (const change of decodeMonth(row.month, row.changes)) list.push(change);
  }
  for (const byFuel of series.values()) {
    for (const [fuel, list] of byFuel) {
      let inForce = -1;
      while (inForce + 1 < list.length && list[inForce + 1]!.at <= sinceMs) inForce++;
      if (inForce > 0) byFuel.set(fuel, list.slice(inForce));
    }
  }
  return series;
}
