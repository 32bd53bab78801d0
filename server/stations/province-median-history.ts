// GET /api/gasolinaeco/medianaprovincia/{id}: the daily median price of a fuel in the station's province
// over the last N days, the station page chart's second line. Worked out for the whole year once per
// province, fuel and day (the same for each of its stations) and cut to the period asked for.
import type { Db } from "../db/db.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import { median } from "../../src/domain/price-plausibility.ts";
import { windowDays, YEAR_DAYS } from "../../src/domain/price-year.ts";
import { provinceDailyPrices, provinceDayCache } from "./province-days.ts";
import type { Station } from "../feed/station.ts";

export interface MedianPoint {
  /** When the day began (ISO): the median holds from then to the next point. */
  desde: string;
  precio: number;
}

const DAY_MS = 86_400_000;
/** Provinces × fuels × days kept: far more than a day asks. */
const MAX_KEPT = 500;

export function createProvinceMedianHistory(db: Db) {
  const years = provinceDayCache<MedianPoint[]>(MAX_KEPT);

  const yearOf = (stations: readonly Station[], provincia: string, fuel: FuelKey, now: Date) => {
    const days = windowDays(now, YEAR_DAYS);
    return years(provincia, fuel, days, async () => {
      const points: MedianPoint[] = [];
      (await provinceDailyPrices(db, stations, provincia, fuel, days)).forEach((prices, i) => {
        const value = median(prices);
        const began = i === 0 ? days[0]!.at + 1 - DAY_MS : days[i - 1]!.at + 1;
        if (value !== null) points.push({ desde: new Date(began).toISOString(), precio: Math.round(value * 1000) / 1000 });
      });
      return points;
    });
  };

  return async function provinceMedianHistory(stations: readonly Station[], station: Station, fuel: FuelKey, dias: number, now: Date): Promise<MedianPoint[]> {
    const since = now.getTime() - dias * DAY_MS;
    const year = await yearOf(stations, station.idProvincia, fuel, now);
    // The day in force when the period opens, so the line starts at the chart's left edge.
    const first = year.findLastIndex((p) => Date.parse(p.desde) <= since);
    return year.slice(Math.max(0, first));
  };
}
