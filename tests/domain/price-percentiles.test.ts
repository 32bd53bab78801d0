import { describe, expect, it } from "vitest";
import { percentileBands } from "../../src/domain/price-percentiles.ts";

// Ten prices, two in each fifth.
const TEN = [1.3, 1.31, 1.4, 1.41, 1.5, 1.51, 1.6, 1.61, 1.7, 1.71];

describe("percentileBands", () => {
  it("puts the cheapest fifth of the prices in view in band 0", () => {
    const { bandOf } = percentileBands(TEN);
    expect([1.3, 1.31].map(bandOf)).toEqual([0, 0]);
  });

  it("puts the dearest fifth in band 4", () => {
    const { bandOf } = percentileBands(TEN);
    expect([1.7, 1.71].map(bandOf)).toEqual([4, 4]);
  });

  it("ranks each fifth in between in its own band", () => {
    const { bandOf } = percentileBands(TEN);
    expect(TEN.map(bandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it("gives equal prices the same band, that of the cheaper count", () => {
    const { bandOf } = percentileBands([1.2, 1.5, 1.5, 1.5, 1.5, 1.9]);
    expect(bandOf(1.5)).toBe(0);
    expect(bandOf(1.9)).toBe(4);
  });

  it("keeps prices out of view from changing the bands of those in view", () => {
    expect(percentileBands([1.6, 1.7]).bandOf(1.6)).toBe(0);
  });

  it("gives every price band 0 when all are equal or there is one", () => {
    expect(percentileBands([1.459, 1.459, 1.459]).bandOf(1.459)).toBe(0);
    expect(percentileBands([1.459]).bandOf(1.459)).toBe(0);
    expect(percentileBands([]).bandOf(1.459)).toBe(0);
  });

  it("leaves missing prices (0) out of the ranking", () => {
    expect(percentileBands([0, 0, 0, 1.5, 1.6]).bandOf(1.5)).toBe(0);
  });

  it("names the cheapest price of each band for the legend", () => {
    expect(percentileBands(TEN).bandStarts).toEqual([1.3, 1.4, 1.5, 1.6, 1.7]);
  });

  it("leaves a band no price falls in without a figure", () => {
    expect(percentileBands([1.4, 1.5]).bandStarts).toEqual([1.4, null, 1.5, null, null]);
  });
});
