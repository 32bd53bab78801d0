// What a province's stations paid day by day, for the answers that are the same for each of its
// stations (the station page's median line, the cheaper weekday): each day's known prices of the
// province's stations selling the fuel, and a cache that works such an answer out once per province,
// fuel and Spanish day.
import type { Db } from "../db/db.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import { pricesInForce, type WindowDay } from "../../src/domain/price-year.ts";
import { changesSince } from "../history/price-changes.ts";
import type { Station } from "../feed/station.ts";

const DAY_MS = 86_400_000;

/** Each day of `days`: the prices in force then at the province's stations that sell `fuel` now. */
export async function provinceDailyPrices(
  db: Db, stations: readonly Station[], provincia: string, fuel: FuelKey, days: readonly WindowDay[],
): Promise<number[][]> {
  const ids = stations.filter((s) => s.idProvincia === provincia && (s.prices[fuel] ?? 0) > 0).map((s) => s.id);
  const series = await changesSince(db, ids, new Date(days[0]!.at - DAY_MS), fuel);
  const daily = days.map(() => [] as number[]);
  for (const byFuel of series.values()) {
    pricesInForce(byFuel.get(fuel) ?? [], days.map((d) => d.at)).forEach((p, i) => {
      if (p !== undefined) daily[i]!.push(p);
    });
  }
  return daily;
}

/**
 * An answer per province, fuel and day (the day before the window's last, so it changes at midnight),
 * made once by `make` and kept; all forgotten past `maxKept`, a failed one at once.
 */
export function provinceDayCache<T>(maxKept: number) {
  const kept = new Map<string, Promise<T>>();
  return (provincia: string, fuel: FuelKey, days: readonly WindowDay[], make: () => Promise<T>): Promise<T> => {
    const key = `${provincia}|${fuel}|${Math.floor(days.at(-2)!.at / DAY_MS)}`;
    let found = kept.get(key);
    if (!found) {
      if (kept.size >= maxKept) kept.clear();
      found = make();
      found.catch(() => kept.delete(key));
      kept.set(key, found);
    }
    return found;
  };
}
