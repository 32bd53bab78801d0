import { describe, expect, it } from "vitest";
import { assignPriceRanges, priceBands, priceBandThresholds } from "../../src/domain/price-bands.ts";

// min 1.25, max 2.25, mean 6.5 / 4 = 1.625 (binary-exact values, so thresholds compare exactly):
// low below (1.25 + 1.625) / 2 = 1.4375, medium below (1.625 + 2.25) / 2 = 1.9375.
const PRICES = [1.25, 1.5, 1.5, 2.25];

describe("priceBandThresholds", () => {
  it("puts the low threshold halfway between the minimum and the mean", () => {
    expect(priceBandThresholds(PRICES)?.lowBelow).toBe(1.4375);
  });

  it("puts the medium threshold halfway between the mean and the maximum", () => {
    expect(priceBandThresholds(PRICES)?.mediumBelow).toBe(1.9375);
  });

  it("computes the thresholds of real three-decimal prices", () => {
    // min 1.459, max 1.599, mean 1.519: 1.489 and 1.559.
    const thresholds = priceBandThresholds([1.459, 1.489, 1.529, 1.599]);
    expect(thresholds?.lowBelow).toBeCloseTo(1.489, 9);
    expect(thresholds?.mediumBelow).toBeCloseTo(1.559, 9);
  });

  it("leaves missing prices (0) out of the minimum and the mean", () => {
    expect(priceBandThresholds([0, ...PRICES])).toEqual(priceBandThresholds(PRICES));
  });

  it("returns null for an empty list", () => {
    expect(priceBandThresholds([])).toBeNull();
  });

  it("returns null when every price is the same", () => {
    expect(priceBandThresholds([1.459, 1.459, 1.459])).toBeNull();
  });
});

describe("priceBands", () => {
  it("gives band 0 to the cheapest price", () => {
    expect(priceBands(PRICES)(1.25)).toBe(0);
  });

  it("gives band 0 just below the low threshold", () => {
    expect(priceBands(PRICES)(1.4374)).toBe(0);
  });

  it("gives band 1 to a price equal to the low threshold", () => {
    expect(priceBands(PRICES)(1.4375)).toBe(1);
  });

  it("gives band 1 to a price between the thresholds", () => {
    expect(priceBands(PRICES)(1.5)).toBe(1);
  });

  it("gives band 2 to a price equal to the medium threshold", () => {
    expect(priceBands(PRICES)(1.9375)).toBe(2);
  });

  it("gives band 2 to the dearest price", () => {
    expect(priceBands(PRICES)(2.25)).toBe(2);
  });

  it("gives band 0 to every price when all prices are equal", () => {
    expect(priceBands([1.459, 1.459])(1.459)).toBe(0);
  });

  it("gives band 0 to the only station of a result", () => {
    expect(priceBands([1.599])(1.599)).toBe(0);
  });

  it("gives band 0 to anything when the list is empty", () => {
    expect(priceBands([])(1.5)).toBe(0);
  });
});

describe("assignPriceRanges", () => {
  it("sets each item's pricerange from the prices of the whole list", () => {
    const items = PRICES.map((precio, i) => ({ id: String(i), precio }));
    expect(assignPriceRanges(items).map((s) => s.pricerange)).toEqual([0, 1, 1, 2]);
  });

  it("keeps the other fields of each item", () => {
    expect(assignPriceRanges([{ id: "5230", precio: 1.459 }])).toEqual([{ id: "5230", precio: 1.459, pricerange: 0 }]);
  });
});
