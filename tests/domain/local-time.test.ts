// Spanish local time: the cached zone offsets must give what Intl gives, whatever order hours are
// asked in, across both daylight-saving changes and in both zones.
import { describe, expect, it } from "vitest";
import { CANARY_ZONE, MADRID_ZONE, wallClockToInstant, zoneOffsetMinutes, zoneOffsetMs } from "../../src/domain/local-time.ts";

const wall = (iso: string) => Date.parse(`${iso}Z`);

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
  it("agrees with Intl for every hour of the spring and autumn change weeks, asked in a shuffled order", () => {
    const hours: number[] = [];
    for (const start of [Date.UTC(2026, 2, 26), Date.UTC(2026, 9, 22)]) {
      for (let h = 0; h < 7 * 24; h++) hours.push(start + h * 3_600_000 + 1_234_567 % 3_600_000);
    }
    // A fixed shuffle: neighbouring calls jump between weeks and zones.
    const order = hours.map((_, i) => (i * 97) % hours.length);
    for (const i of order) {
      for (const zone of [MADRID_ZONE, CANARY_ZONE]) {
        expect(zoneOffsetMs(zone, hours[i]!)).toBe(zoneOffsetMinutes(zone, new Date(hours[i]!)) * 60_000);
      }
    }
  });
});
