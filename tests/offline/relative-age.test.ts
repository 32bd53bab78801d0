// The ages and dates written by hand read as Intl words them in Spanish ("hace 5 min", "15 abr").
import { describe, expect, it } from "vitest";
import { relativeAge } from "../../src/offline/freshness.ts";
import { formatDayMonth } from "../../src/features/results/refuel-date.ts";

const MINUTE = 60_000;
const now = Date.UTC(2026, 10, 25, 12);

describe("relativeAge", () => {
  it("reads as Intl.RelativeTimeFormat('es-ES'): short minutes and hours, days in full", () => {
    const short = new Intl.RelativeTimeFormat("es-ES", { style: "short", numeric: "always" });
    const long = new Intl.RelativeTimeFormat("es-ES", { style: "long", numeric: "always" });
    expect(relativeAge(now - 30_000, now)).toBe("hace menos de 1 min");
    expect(relativeAge(now + 5 * MINUTE, now)).toBe("hace menos de 1 min");
    for (const minutes of [1, 5, 59]) expect(relativeAge(now - minutes * MINUTE, now)).toBe(short.format(-minutes, "minute"));
    for (const hours of [1, 2, 47]) expect(relativeAge(now - hours * 60 * MINUTE, now)).toBe(short.format(-hours, "hour"));
    for (const days of [2, 3, 21]) expect(relativeAge(now - days * 1440 * MINUTE, now)).toBe(long.format(-days, "day"));
    expect(relativeAge(now - 3 * 1440 * MINUTE, now)).toBe("hace 3 días");
  });
});

describe("formatDayMonth", () => {
  it("reads as Intl's Spanish day and short month, every month", () => {
    const intl = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short" });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 15, 12);
      expect(formatDayMonth(date.toISOString())).toBe(intl.format(date).replace(/\.$/, ""));
    }
    expect(formatDayMonth("2026-04-15T10:00:00")).toBe("15 abr");
    expect(formatDayMonth("no es una fecha")).toBe("");
  });
});
