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

/** Wall-clock ms (local time written as if it were UTC) in `timeZone` → the real instant. */
export function wallClockToInstant(wallClockMs: number, timeZone: string): Date {
  // The offset at the guessed instant is right except within an hour of a DST change; one more
  // pass settles it.
  let instant = wallClockMs - zoneOffsetMinutes(timeZone, new Date(wallClockMs)) * 60_000;
  instant = wallClockMs - zoneOffsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}
