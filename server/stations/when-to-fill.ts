// GET /api/gasolinaeco/cuandorepostar/{id}: what a station's year of prices says of today's. The rules
// are the domain's (src/domain/price-year.ts, best-weekday.ts); this reads the history they need: the
// station's year of the product, and its province's last 13 weeks for the cheaper weekday, kept per
// province, product and day (the province's answer is the same for each of its stations).
import type { Db } from "../db/db.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import { bestWeekday, DAYS_FOR_BEST_WEEKDAY, type BestWeekday } from "../../src/domain/best-weekday.ts";
import {
  historicLowThreshold, isHistoricallyLow, knownPrices, pricesInForce, priceTrend, windowDays, yearPercentile, YEAR_DAYS, type Trend,
} from "../../src/domain/price-year.ts";
import { changesSince } from "../history/price-changes.ts";
import type { Station } from "../feed/station.ts";
import { provinceDailyPrices, provinceDayCache } from "./province-days.ts";

export interface WhenToFill {
  historicamenteBajo: boolean;
  percentil: number;
  diasConDatos: number;
  tendencia: Trend;
  mejorDia: (BestWeekday & { ambito: "provincia" }) | null;
}

const DAY_MS = 86_400_000;
/** Provinces × products × days kept; far more than a day asks. */
const MAX_KEPT = 1_000;

export function createWhenToFill(db: Db) {
  const provinceDays = provinceDayCache<BestWeekday | null>(MAX_KEPT);

  const provinceBestWeekday = (stations: readonly Station[], provincia: string, fuel: FuelKey, now: Date) => {
    const days = windowDays(now, DAYS_FOR_BEST_WEEKDAY);
    return provinceDays(provincia, fuel, days, async () => {
      const daily = await provinceDailyPrices(db, stations, provincia, fuel, days);
      const mean = (prices: number[]) => (prices.length > 0 ? prices.reduce((total, p) => total + p, 0) / prices.length : undefined);
      return bestWeekday(days.map((d, i) => ({ weekday: d.weekday, mean: mean(daily[i]!) })));
    });
  };

  return async function whenToFill(stations: readonly Station[], station: Station, fuel: FuelKey, precio: number, now: Date): Promise<WhenToFill> {
    const days = windowDays(now, YEAR_DAYS);
    const [series, mejorDia] = await Promise.all([
      changesSince(db, [station.id], new Date(days[0]!.at - DAY_MS), fuel),
      provinceBestWeekday(stations, station.idProvincia, fuel, now),
    ]);
    const daily = pricesInForce(series.get(station.id)?.get(fuel) ?? [], days.map((d) => d.at));
    const known = knownPrices(daily);
    return {
      historicamenteBajo: isHistoricallyLow(precio, historicLowThreshold(known)),
      percentil: yearPercentile(precio, known),
      diasConDatos: known.length,
      tendencia: priceTrend(knownPrices(daily.slice(-14))),
      mejorDia: mejorDia ? { ...mejorDia, ambito: "provincia" } : null,
    };
  };
}
