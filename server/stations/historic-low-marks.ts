// Each station's "Precio históricamente bajo" threshold per fuel: the 10th percentile of its daily
// prices of the last 365 days (src/domain/price-year.ts), worked out from the price history a page of
// stations at a time, in the background, after the back-fill and once a day. The index compares the
// current price with it as it is built, so no search computes anything for it.
import type { Db } from "../db/db.ts";
import { pagePacer } from "../db/background-pages.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import { historicLowThreshold, knownPrices, pricesInForce, windowDays, YEAR_DAYS } from "../../src/domain/price-year.ts";
import { changesSince } from "../history/price-changes.ts";

/** station id → fuel → threshold (€/l). */
export type LowMarks = ReadonlyMap<string, Partial<Record<FuelKey, number>>>;

const PAGE_STATIONS = 500;

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
