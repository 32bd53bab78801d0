import { describe, expect, it } from "vitest";
import { historicLowThreshold, isHistoricallyLow, pricesInForce, priceTrend, windowDays, yearPercentile } from "../../src/domain/price-year.ts";

describe("the days of a window", () => {
  it("reads each Spanish day at its last moment, today at now, with its weekday", () => {
    const days = windowDays(new Date("2026-03-11T10:00:00Z"), 3);
    expect(days.map((d) => new Date(d.at).toISOString())).toEqual(["2026-03-09T22:59:59.999Z", "2026-03-10T22:59:59.999Z", "2026-03-11T10:00:00.000Z"]);
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3]);
  });

  it("takes the price in force at each instant from the changes", () => {
    expect(pricesInForce([{ at: 10, precio: 1.5 }, { at: 20, precio: 1.4 }], [5, 10, 15, 25])).toEqual([undefined, 1.5, 1.5, 1.4]);
  });
});

describe("Precio históricamente bajo", () => {
  const year = Array.from({ length: 100 }, (_, i) => (1400 + i) / 1000);

  it("is at or under the 10th percentile of the days, with at least 90 of them", () => {
    expect(historicLowThreshold(year)).toBe(1.409);
    expect(isHistoricallyLow(1.409, historicLowThreshold(year))).toBe(true);
    expect(isHistoricallyLow(1.41, historicLowThreshold(year))).toBe(false);
    expect(historicLowThreshold(year.slice(0, 89))).toBeUndefined();
    expect(isHistoricallyLow(1.0, undefined)).toBe(false);
  });

  it("is never a price the station held all year: some day must have been dearer", () => {
    const flat = Array.from({ length: 227 }, () => 1.599);
    expect(historicLowThreshold(flat)).toBeUndefined();
    expect(isHistoricallyLow(1.599, historicLowThreshold(flat))).toBe(false);
    // One dearer week is enough: the rule is the percentile, with some day above it.
    const mostlyLow = [...Array.from({ length: 120 }, () => 1.5), ...Array.from({ length: 7 }, () => 1.6)];
    expect(historicLowThreshold(mostlyLow)).toBe(1.5);
    expect(isHistoricallyLow(1.5, historicLowThreshold(mostlyLow))).toBe(true);
  });

  it("places today's price among the days", () => {
    expect(yearPercentile(1.48, year)).toBe(80);
    expect(yearPercentile(1.3, year)).toBe(0);
  });
});

describe("the trend of the last 14 days", () => {
  it("says sube, baja or estable", () => {
    expect(priceTrend(Array.from({ length: 14 }, (_, i) => 1.4 + i * 0.002))).toBe("sube");
    expect(priceTrend(Array.from({ length: 14 }, (_, i) => 1.4 - i * 0.002))).toBe("baja");
    expect(priceTrend(Array.from({ length: 14 }, (_, i) => 1.4 + (i % 2) * 0.002))).toBe("estable");
  });
});
