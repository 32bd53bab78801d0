import { describe, expect, it } from "vitest";
import { isStationOpenAt, parseHorario, parseHorarioCached } from "../../src/domain/opening-hours.ts";

// Instants are written with the offset the station's clock shows: +02:00 is Madrid summer time
// (CEST), +01:00 Madrid winter time or Canary summer time, +00:00 Canary winter time.
const MADRID = "28";
const LAS_PALMAS = "35";
const SANTA_CRUZ = "38";
const at = (iso: string) => new Date(iso);
/** Open-now of a Spanish station with these opening hours in this province. */
const isOpenAt = (horario: string, idProvincia: string, instant: Date) => isStationOpenAt({ pais: "ES", horario, idProvincia }, instant);

describe("parseHorario", () => {
  it("reads 'L-D: 24H' as always open", () => {
    expect(parseHorario("L-D: 24H")?.alwaysOpen).toBe(true);
  });

  it("reads 'L-D: 00:00-23:59' as always open", () => {
    expect(parseHorario("L-D: 00:00-23:59")?.alwaysOpen).toBe(true);
  });

  it("keeps a schedule with closed hours from being always open", () => {
    expect(parseHorario("L-D: 06:00-22:00")?.alwaysOpen).toBe(false);
  });

  it("gives each weekday its open minutes, Monday first", () => {
    expect(parseHorario("L-V: 07:00-22:00; S: 08:00-14:00")?.week).toEqual([
      [420, 1320], [420, 1320], [420, 1320], [420, 1320], [420, 1320], [480, 840], [],
    ]);
  });

  it("moves the hours after midnight to the next day", () => {
    expect(parseHorario("V: 22:00-02:00")?.week).toEqual([[], [], [], [], [1320, 1439], [0, 120], []]);
  });

  it("moves Sunday's hours after midnight to Monday", () => {
    expect(parseHorario("D: 22:00-02:00")?.week[0]).toEqual([0, 120]);
  });

  it("reads '00:00-00:00' as open round the clock that day", () => {
    expect(parseHorario("L-V: 00:00-00:00; S: 00:00-14:00")?.week[2]).toEqual([0, 1439]);
  });

  it("accepts unpadded hours", () => {
    expect(parseHorario("L-D: 7:00-23:00")).toEqual(parseHorario("L-D: 07:00-23:00"));
  });

  it("accepts stray spaces around the dash and after the colon", () => {
    expect(parseHorario("L-D:  8:00 -21:00")).toEqual(parseHorario("L-D: 08:00-21:00"));
  });

  it("accepts a comma-separated list of days", () => {
    expect(parseHorario("L, X: 09:00-14:00")?.week.map((d) => d.length > 0)).toEqual([true, false, true, false, false, false, false]);
  });

  it("accepts a day range that wraps past Sunday", () => {
    expect(parseHorario("V-L: 09:00-14:00")?.week.map((d) => d.length > 0)).toEqual([true, false, false, false, true, true, true]);
  });

  it("reads a schedule that only names Monday as every day", () => {
    expect(parseHorario("L: 06:00-22:00")).toEqual(parseHorario("L-D: 06:00-22:00"));
  });

  it("keeps Monday as Monday when other days are listed too", () => {
    expect(parseHorario("L: 06:30-22:30; M-D: 06:30-14:29 y 14:30-22:30")?.week[0]).toEqual([390, 1350]);
  });

  it("merges a split shift with a one-minute gap into one period", () => {
    expect(parseHorario("L-D: 06:00-14:00 y 14:01-22:00")?.week[0]).toEqual([360, 1320]);
  });

  it.each([
    [""],
    ["   "],
    ["Abierto 24 horas"],
    ["L-V 07:00-22:00"],
    ["L-V: 07:00"],
    ["L-V: 07:00-25:00"],
    ["L-V: 07:60-22:00"],
    ["Z: 07:00-22:00"],
    ["L-V: 07:00-22:00 o 23:00-23:30"],
  ])("returns null for the unparseable text %j", (text) => {
    expect(parseHorario(text)).toBeNull();
  });

  it("parses each distinct text once and reuses the result", () => {
    expect(parseHorarioCached("L-S: 07:00-21:00")).toBe(parseHorarioCached("L-S: 07:00-21:00"));
  });
});

describe("isStationOpenAt (a Spanish station, in its province's local time)", () => {
  const weekdaysAndSaturdayMorning = "L-V: 07:00-22:00; S: 08:00-14:00";

  it("says a station is closed on Saturday afternoon when it only opens Saturday morning", () => {
    expect(isOpenAt(weekdaysAndSaturdayMorning, MADRID, at("2026-04-18T15:00:00+02:00"))).toBe(false);
  });

  it("says the same station is open on Saturday morning", () => {
    expect(isOpenAt(weekdaysAndSaturdayMorning, MADRID, at("2026-04-18T10:00:00+02:00"))).toBe(true);
  });

  it("says the same station is open on a weekday evening", () => {
    expect(isOpenAt(weekdaysAndSaturdayMorning, MADRID, at("2026-04-15T21:30:00+02:00"))).toBe(true);
  });

  it("reads X as Wednesday", () => {
    expect(isOpenAt("X: 09:00-14:00", MADRID, at("2026-04-15T10:00:00+02:00"))).toBe(true);
  });

  it("says a Wednesday-only station is closed on Thursday", () => {
    expect(isOpenAt("X: 09:00-14:00", MADRID, at("2026-04-16T10:00:00+02:00"))).toBe(false);
  });

  it("says a station that closes at 02:00 is open at 01:30", () => {
    expect(isOpenAt("L-D: 06:00-02:00", MADRID, at("2026-04-15T01:30:00+02:00"))).toBe(true);
  });

  it("says a station that closes at 02:00 is closed at 03:00", () => {
    expect(isOpenAt("L-D: 06:00-02:00", MADRID, at("2026-04-15T03:00:00+02:00"))).toBe(false);
  });

  it("says a Friday-night station is open early on Saturday", () => {
    expect(isOpenAt("V: 22:00-02:00", MADRID, at("2026-04-18T01:30:00+02:00"))).toBe(true);
  });

  it("says a Friday-night station is closed early on Friday", () => {
    expect(isOpenAt("V: 22:00-02:00", MADRID, at("2026-04-17T01:30:00+02:00"))).toBe(false);
  });

  it.each(["2026-04-15T03:00:00+02:00", "2026-04-19T12:00:00+02:00", "2026-01-10T23:59:00+01:00"])(
    "says a 'L-D: 24H' station is open at %s",
    (iso) => {
      expect(isOpenAt("L-D: 24H", MADRID, at(iso))).toBe(true);
    },
  );

  it("says a split-shift station is closed during its midday break", () => {
    expect(isOpenAt("L-V: 08:00-14:00 y 16:00-20:00", MADRID, at("2026-04-15T15:00:00+02:00"))).toBe(false);
  });

  it("says a split-shift station is open in its afternoon shift", () => {
    expect(isOpenAt("L-V: 08:00-14:00 y 16:00-20:00", MADRID, at("2026-04-15T17:00:00+02:00"))).toBe(true);
  });

  it("says a station is closed on a Sunday its schedule does not list", () => {
    expect(isOpenAt("L-S: 07:00-22:00", MADRID, at("2026-04-19T12:00:00+02:00"))).toBe(false);
  });

  it("counts the closing minute as open", () => {
    expect(isOpenAt("L-D: 07:00-22:00", MADRID, at("2026-04-15T22:00:30+02:00"))).toBe(true);
  });

  it("says a station is closed one minute after closing", () => {
    expect(isOpenAt("L-D: 07:00-22:00", MADRID, at("2026-04-15T22:01:00+02:00"))).toBe(false);
  });

  it("says a station open until 23:59 is open in the last seconds of the day", () => {
    expect(isOpenAt("L-D: 06:00-23:59", MADRID, at("2026-04-15T23:59:59+02:00"))).toBe(true);
  });

  it("says a station open only on listed Mondays is open any day when Monday is all it lists", () => {
    expect(isOpenAt("L: 24H", MADRID, at("2026-04-19T12:00:00+02:00"))).toBe(true);
  });

  it("reads a Las Palmas station's hours in Canary time, an hour behind Madrid", () => {
    // 21:30 UTC in January: 21:30 in Las Palmas, 22:30 in Madrid.
    expect(isOpenAt("L-D: 07:00-22:00", LAS_PALMAS, at("2026-01-14T21:30:00Z"))).toBe(true);
  });

  it("reads a Madrid station's hours in Madrid time at the same instant", () => {
    expect(isOpenAt("L-D: 07:00-22:00", MADRID, at("2026-01-14T21:30:00Z"))).toBe(false);
  });

  it("reads a Santa Cruz de Tenerife station's hours in Canary time", () => {
    expect(isOpenAt("L-D: 07:00-22:00", SANTA_CRUZ, at("2026-01-14T21:30:00Z"))).toBe(true);
  });

  it("uses Madrid winter time before the spring change", () => {
    // 00:59 UTC on 29 March 2026 is 01:59 CET.
    expect(isOpenAt("L-D: 03:00-22:00", MADRID, at("2026-03-29T00:59:00Z"))).toBe(false);
  });

  it("uses Madrid summer time from the spring change on", () => {
    // 01:00 UTC on 29 March 2026 is 03:00 CEST: the clock skips 02:00-02:59.
    expect(isOpenAt("L-D: 03:00-22:00", MADRID, at("2026-03-29T01:00:00Z"))).toBe(true);
  });

  it("uses Madrid summer time before the autumn change", () => {
    // 00:45 UTC on 25 October 2026 is 02:45 CEST.
    expect(isOpenAt("L-D: 02:30-22:00", MADRID, at("2026-10-25T00:45:00Z"))).toBe(true);
  });

  it("uses Madrid winter time after the autumn change", () => {
    // 01:15 UTC on 25 October 2026 is 02:15 CET: the clock repeats 02:00-02:59.
    expect(isOpenAt("L-D: 02:30-22:00", MADRID, at("2026-10-25T01:15:00Z"))).toBe(false);
  });

  it("uses Canary summer time from the spring change on", () => {
    // 01:00 UTC on 29 March 2026 is 02:00 WEST in the Canaries (00:59 UTC was 00:59 WET).
    expect(isOpenAt("L-D: 01:30-22:00", LAS_PALMAS, at("2026-03-29T01:00:00Z"))).toBe(true);
  });

  it("uses Canary winter time before the spring change", () => {
    expect(isOpenAt("L-D: 01:30-22:00", LAS_PALMAS, at("2026-03-29T00:59:00Z"))).toBe(false);
  });

  it("treats an unparseable schedule as open", () => {
    expect(isOpenAt("Consultar horario", MADRID, at("2026-04-19T03:00:00+02:00"))).toBe(true);
  });

  it("treats an empty schedule as open", () => {
    expect(isOpenAt("", MADRID, at("2026-04-19T03:00:00+02:00"))).toBe(true);
  });

  it("treats an invalid date as open", () => {
    expect(isOpenAt("L-V: 07:00-22:00", MADRID, new Date(Number.NaN))).toBe(true);
  });
});
