import { describe, expect, it } from "vitest";
import { daysUnchanged, isPriceOld, unchangedText } from "../../src/domain/price-age.ts";

const NOW = Date.parse("2026-05-13T10:00:00Z");

describe("price age", () => {
  it("counts whole days since the last change", () => {
    expect(daysUnchanged("2026-05-04T09:30:00Z", NOW)).toBe(9);
  });

  it("says nothing for an unknown date", () => {
    expect(daysUnchanged(null, NOW)).toBeNull();
    expect(daysUnchanged("ayer", NOW)).toBeNull();
  });

  it("reads as the station page shows it", () => {
    expect([0, 1, 9].map(unchangedText)).toEqual(["sin cambios desde hoy", "sin cambios desde hace 1 día", "sin cambios desde hace 9 días"]);
  });

  it("marks a card's price old only past seven days", () => {
    expect([isPriceOld(7), isPriceOld(8), isPriceOld(null)]).toEqual([false, true, false]);
  });
});
