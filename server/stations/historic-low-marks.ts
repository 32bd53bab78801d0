// Each station's "Precio históricamente bajo" threshold per fuel: the 10th percentile of its daily
// prices of the last 365 days (src/domain/price-year.ts), worked out from the price history a page of
// stations at a time, in the background, after the back-fill and once a day. The index compares the
// current price with it as it is built, so no search computes anything for it.
import type { Db } from "../db/db.ts";
import { pagePacer } from "../db/background-pages.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import { historicLowThreshold, knownPrices, pricesInForce, windowDays, YEAR_DAYS, type PriceChange } from "../../src/domain/price-year.ts";

/** station id → fuel → threshold (€/l). */
export type LowMarks = ReadonlyMap<string, Partial<Record<FuelKey, number>>>;

const PAGE_STATIONS = 500;

/** Every change of these stations since `since`, and the one in force then, oldest first per series. */
export async function changesSince(db: Pick<Db, "query">, stationIds: readonly string[], since: Date, producto?: string) {
  const rows = await db.query<{ station_id: string; producto: string; precio: number; valid_from: Date | string }>(
    `select station_id, producto, precio, valid_from from price_history
      where station_id = any($1::text[]) and valid_from > $2 and ($3::text is null or producto = $3)
     union all
     (select distinct on (station_id, producto) station_id, producto, precio, valid_from from price_history
       where station_id = any($1::text[]) and valid_from <= $2 and ($3::text is null or producto = $3)
       order by station_id, producto, valid_from desc)`,
    [stationIds, since, producto ?? null],
  );
  const series = new Map<string, Map<string, PriceChange[]>>();
  for (const r of rows) {
    const byFuel = series.get(r.station_id) ?? new Map<string, PriceChange[]>();
    series.set(r.station_id, byFuel);
    const list = byFuel.get(r.producto) ?? [];
    byFuel.set(r.producto, list);
    list.push({ at: new Date(r.valid_from).getTime(), precio: Number(r.precio) });
  }
  for (const byFuel of series.values()) for (const list of byFuel.values()) list.sort((a, b) => a.at - b.at);
  return series;
}

export async function computeLowMarks(db: Db, stationIds: readonly string[], now: Date): Promise<LowMarks> {
  const days = windowDays(now, YEAR_DAYS);
  const instants = days.map((d) => d.at);
  const since = new Date(instants[0]! - 86_400_000);
  const pace = pagePacer(db);
  const marks = new Map<string, Partial<Record<FuelKey, number>>>();
  for (let start = 0; start < stationIds.length; start += PAGE_STATIONS) {
    const page = stationIds.slice(start, start + PAGE_STATIONS);
    const series = await pace(() => changesSince(db, page, since));
    for (const [stationId, byFuel] of series) {
      for (const [fuel, changes] of byFuel) {
        const threshold = historicLowThreshold(knownPrices(pricesInForce(changes, instants)));
        if (threshold === undefined) continue;
        const entry = marks.get(stationId) ?? {};
        entry[fuel as FuelKey] = threshold;
        marks.set(stationId, entry);
      }
    }
  }
  return marks;
}
