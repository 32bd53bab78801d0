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

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at that instant (60 or 120 for Madrid, 0 or 60 for the Canaries). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric",
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const MS_PER_HOUR = 3_600_000;

/**
 * UTC offsets already read, per zone and UTC hour. Madrid and Canary time change offset only on
 * whole UTC hours, so an offset read once holds for the whole hour: a search evaluates thousands of
 * stations at one instant and pays for Intl once. A wall-clock conversion looks at two neighbouring
 * hours, so more than the last one is kept; the map is emptied when it grows past a few days' worth.
 */
const offsetsByHour = new Map<string, number>();
const MAX_CACHED_OFFSETS = 200;

/** Milliseconds the zone is ahead of UTC at a UTC instant (ms), read through Intl once per hour. */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
  const hour = Math.floor(utcMs / MS_PER_HOUR);
  const key = `${timeZone}|${hour}`;
  let offsetMs = offsetsByHour.get(key);
  if (offsetMs === undefined) {
    offsetMs = zoneOffsetMinutes(timeZone, new Date(hour * MS_PER_HOUR)) * 60_000;
    if (offsetsByHour.size >= MAX_CACHED_OFFSETS) offsetsByHour.clear();
    offsetsByHour.set(key, offsetMs);
  }
  return offsetMs;
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
