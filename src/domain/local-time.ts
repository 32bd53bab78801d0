// Spanish local time: which zone a place uses and how to turn the app's "local wall-clock ms"
// (SPEC §3: local time in ms with the timezone offset added) back into a real instant.

export const MADRID_ZONE = "Europe/Madrid";
export const CANARY_ZONE = "Atlantic/Canary";

/** Provinces 35 (Las Palmas) and 38 (Santa Cruz de Tenerife) are the Canaries. */
export function zoneOfProvince(idProvincia: string): string {
  return idProvincia === "35" || idProvincia === "38" ? CANARY_ZONE : MADRID_ZONE;
}

/** The Canaries lie west of 13°W and south of 30°N; everything else in Spain uses Madrid time. */
export function zoneOfPoint(latitude: number, longitude: number): string {
  return longitude < -13 && latitude < 30 ? CANARY_ZONE : MADRID_ZONE;
}

const MS_PER_HOUR = 3_600_000;

/** Standard time's offset from UTC: CET in the Peninsula, Balearics, Ceuta and Melilla; WET in the Canaries. */
const STANDARD_OFFSET_MS: Record<string, number> = { [MADRID_ZONE]: MS_PER_HOUR, [CANARY_ZONE]: 0 };

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`, the instant EU clocks change. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Whether EU summer time is in force at a UTC instant: since 1996 every EU zone, Spain's two included,
 * moves forward an hour at 01:00 UTC on the last Sunday of March and back at 01:00 UTC on the last
 * Sunday of October (Directive 2000/84/EC). Written out rather than asked of Intl: the first
 * Intl.DateTimeFormat with a time zone costs tens of milliseconds on a phone, on the results' first
 * screen, and this is a few date operations (tested against Intl hour by hour).
 */
function isEuSummerTime(utcMs: number): boolean {
  if (!(utcMs >= summer.yearStart && utcMs < summer.yearEnd)) summer = summerOf(new Date(utcMs).getUTCFullYear());
  return utcMs >= summer.from && utcMs < summer.to;
}

/** The summer-time span of one UTC year; the last year asked is kept, as a search asks thousands of times. */
const summerOf = (year: number) => ({
  yearStart: Date.UTC(year, 0, 1),
  yearEnd: Date.UTC(year + 1, 0, 1),
  from: lastSundayOneUtc(year, 2),
  to: lastSundayOneUtc(year, 9),
});
let summer = summerOf(2026);

/** Milliseconds the zone is ahead of UTC at a UTC instant (1 or 2 h for Madrid, 0 or 1 h for the Canaries). */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
  return (STANDARD_OFFSET_MS[timeZone] ?? STANDARD_OFFSET_MS[MADRID_ZONE]!) + (isEuSummerTime(utcMs) ? MS_PER_HOUR : 0);
}

/** Wall-clock ms (local time written as if it were UTC) in `timeZone` → the real instant. */
export function wallClockToInstant(wallClockMs: number, timeZone: string): Date {
  if (!Number.isFinite(wallClockMs)) return new Date(NaN);
  // The offset at the guessed instant is right except within an hour of a DST change; one more
  // pass settles it.
  let instant = wallClockMs - zoneOffsetMs(timeZone, wallClockMs);
  instant = wallClockMs - zoneOffsetMs(timeZone, instant);
  return new Date(instant);
}
