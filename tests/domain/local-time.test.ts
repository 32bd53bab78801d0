// Spanish local time: the zone offsets written from the EU rule must give what Intl (the IANA time zone
// database) gives, hour by hour across both daylight-saving changes of many years, in both zones.
import { describe, expect, it } from "vitest";
import { CANARY_ZONE, MADRID_ZONE, wallClockToInstant, zoneOffsetMs } from "../../src/domain/local-time.ts";

const wall = (iso: string) => Date.parse(`${iso}Z`);

/** What the time zone database says: minutes ahead of UTC, read through Intl. */
function intlOffsetMs(timeZone: string, utcMs: number): number {
  const formatter = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(utcMs)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - Math.floor(utcMs / 60_000) * 60_000;
}

describe("wallClockToInstant", () => {
  it.each([
    [MADRID_ZONE, "2026-01-15T10:00:00", "2026-01-15T09:00:00.000Z"],
    [MADRID_ZONE, "2026-07-15T10:00:00", "2026-07-15T08:00:00.000Z"],
    [CANARY_ZONE, "2026-01-15T10:00:00", "2026-01-15T10:00:00.000Z"],
    [CANARY_ZONE, "2026-07-15T10:00:00", "2026-07-15T09:00:00.000Z"],
    // The hour after the spring change (02:00 → 03:00 in Madrid on 29 March 2026).
    [MADRID_ZONE, "2026-03-29T03:30:00", "2026-03-29T01:30:00.000Z"],
    [MADRID_ZONE, "2026-03-29T01:30:00", "2026-03-29T00:30:00.000Z"],
    // Autumn: 25 October 2026, 03:00 → 02:00; after it, winter time.
    [MADRID_ZONE, "2026-10-25T04:00:00", "2026-10-25T03:00:00.000Z"],
    [CANARY_ZONE, "2026-10-25T03:00:00", "2026-10-25T03:00:00.000Z"],
  ])("%s %s → %s", (zone, local, utc) => {
    expect(wallClockToInstant(wall(local), zone).toISOString()).toBe(utc);
  });

  it("gives an invalid date for a non-finite wall clock", () => {
    expect(Number.isNaN(wallClockToInstant(Number.NaN, MADRID_ZONE).getTime())).toBe(true);
  });
});

describe("zoneOffsetMs", () => {
  it("agrees with the time zone database every hour of the change weeks, 2019 to 2030, in both zones", () => {
    let checked = 0;
    for (let year = 2019; year <= 2030; year++) {
      for (const start of [Date.UTC(year, 2, 24), Date.UTC(year, 9, 24)]) {
        for (let h = 0; h < 8 * 24; h++) {
          const at = start + h * 3_600_000 + 1_234_567;
          for (const zone of [MADRID_ZONE, CANARY_ZONE]) {
            expect(zoneOffsetMs(zone, at), `${zone} ${new Date(at).toISOString()}`).toBe(intlOffsetMs(zone, at));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(12 * 2 * 8 * 24 * 2);
  });

  it("changes exactly at 01:00 UTC, not a minute before", () => {
    const spring = Date.UTC(2026, 2, 29, 1);
    expect(zoneOffsetMs(MADRID_ZONE, spring - 60_000)).toBe(3_600_000);
    expect(zoneOffsetMs(MADRID_ZONE, spring)).toBe(7_200_000);
    const autumn = Date.UTC(2026, 9, 25, 1);
    expect(zoneOffsetMs(CANARY_ZONE, autumn - 60_000)).toBe(3_600_000);
    expect(zoneOffsetMs(CANARY_ZONE, autumn)).toBe(0);
  });

  it("stays right at instants of different years asked in turn, around New Year's Eve and mid-summer", () => {
    const instants = [
      Date.UTC(2026, 11, 31, 23, 30), Date.UTC(2027, 0, 1, 0, 30), Date.UTC(2026, 6, 15), Date.UTC(2027, 0, 20),
      Date.UTC(2025, 11, 31, 23, 59), Date.UTC(2027, 6, 15), Date.UTC(2026, 0, 1), Date.UTC(1999, 7, 1),
    ];
    for (const at of [...instants, ...[...instants].reverse()]) {
      for (const zone of [MADRID_ZONE, CANARY_ZONE]) {
        expect(zoneOffsetMs(zone, at), `${zone} ${new Date(at).toISOString()}`).toBe(intlOffsetMs(zone, at));
      }
    }
  });
});
