// What a station's past prices say about today's: the days of a window as the instants their price is
// read at (each Spanish day's last moment, today's now), the price in force at each from the list of
// changes, and the rules read from those daily prices: "Precio históricamente bajo" (at or under the
// 10th percentile of the station's last 365 days, with at least 90 days known), where today's price
// stands within the year, and the trend of the last 14 days. Written once for the server's index,
// its cuandorepostar answer and the offline snapshot, so all of them agree.
import { MADRID_ZONE, wallClockToInstant, zoneOffsetMs } from "./local-time.ts";

export const YEAR_DAYS = 365;
export const HISTORIC_LOW_PERCENTILE = 10;
export const MIN_DAYS_FOR_HISTORIC_LOW = 90;
export const TREND_DAYS = 14;
/** A half-week mean moving this much (€/l) is a trend; less is "estable". */
export const TREND_STEP = 0.005;

const DAY_MS = 86_400_000;

export interface WindowDay {
  /** The instant the day's price is read at: 23:59:59.999 Spanish time, or now for today. */
  at: number;
  /** 1 = lunes … 7 = domingo. */
  weekday: number;
}

/** The last `days` Spanish days up to today, oldest first. */
export function windowDays(now: Date, days: number): WindowDay[] {
  const nowMs = now.getTime();
  const wall = nowMs + zoneOffsetMs(MADRID_ZONE, nowMs);
  const todayWall = Math.floor(wall / DAY_MS) * DAY_MS;
  const out: WindowDay[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const dayWall = todayWall - back * DAY_MS;
    const at = back === 0 ? nowMs : wallClockToInstant(dayWall + DAY_MS, MADRID_ZONE).getTime() - 1;
    out.push({ at, weekday: ((new Date(dayWall).getUTCDay() + 6) % 7) + 1 });
  }
  return out;
}

export interface PriceChange {
  /** When the price took effect (ms). */
  at: number;
  precio: number;
}

/** The price in force at each instant; undefined before the first change. Both lists ascending. */
export function pricesInForce(changes: readonly PriceChange[], instants: readonly number[]): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  let next = 0;
  let current: number | undefined;
  for (const at of instants) {
    while (next < changes.length && changes[next]!.at <= at) current = changes[next++]!.precio;
    out.push(current);
  }
  return out;
}

/** The known prices of the window (days before the first change left out). */
export const knownPrices = (daily: readonly (number | undefined)[]): number[] => daily.filter((p): p is number => p !== undefined);

/**
 * The 10th percentile (nearest rank) of the days' prices; undefined with fewer than 90 days, or when no
 * day of the year was dearer than it: a price held all year is the station's usual price, not a low one.
 */
export function historicLowThreshold(daily: readonly number[]): number | undefined {
  if (daily.length < MIN_DAYS_FOR_HISTORIC_LOW) return undefined;
  const sorted = [...daily].sort((a, b) => a - b);
  const threshold = sorted[Math.max(0, Math.ceil((HISTORIC_LOW_PERCENTILE / 100) * sorted.length) - 1)]!;
  return Math.round(sorted[sorted.length - 1]! * 1000) > Math.round(threshold * 1000) ? threshold : undefined;
}

/** "Precio históricamente bajo": at or under the threshold (prices have 3 decimals: compared in milli-euros). */
export function isHistoricallyLow(precio: number, threshold: number | undefined): boolean {
  return threshold !== undefined && Math.round(precio * 1000) <= Math.round(threshold * 1000);
}

/** The share (0-100) of the days that were cheaper than `precio`: "Más caro que el 80 % de los días". */
export function yearPercentile(precio: number, daily: readonly number[]): number {
  if (daily.length === 0) return 0;
  const cents = Math.round(precio * 1000);
  return Math.round((100 * daily.filter((p) => Math.round(p * 1000) < cents).length) / daily.length);
}

export type Trend = "baja" | "sube" | "estable";

/** The last 14 days: the mean of their second half against the first's. */
export function priceTrend(daily: readonly number[]): Trend {
  const last = daily.slice(-TREND_DAYS);
  if (last.length < 2) return "estable";
  const half = Math.floor(last.length / 2);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const change = mean(last.slice(half)) - mean(last.slice(0, half));
  if (change >= TREND_STEP) return "sube";
  if (change <= -TREND_STEP) return "baja";
  return "estable";
}
