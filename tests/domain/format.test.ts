import { describe, expect, it } from "vitest";
import { formatKm, formatPrice, formatTankCost } from "../../src/domain/format.ts";

// Spanish notation puts a no-break space between the number and its unit.
const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("shows a price with three decimals, a decimal comma and the euro sign", () => {
    expect(formatPrice(1.459)).toBe(`1,459${NBSP}€`);
  });

  it("pads a price to three decimals", () => {
    expect(formatPrice(1.4)).toBe(`1,400${NBSP}€`);
  });

  it("rounds a price to three decimals", () => {
    expect(formatPrice(1.45987)).toBe(`1,460${NBSP}€`);
  });

  it("shows a zero price as '-'", () => {
    expect(formatPrice(0)).toBe("-");
  });

  it.each([[null], [undefined], [Number.NaN]])("shows a missing price (%s) as '-'", (price) => {
    expect(formatPrice(price)).toBe("-");
  });
});

describe("formatKm", () => {
  it("rounds a distance to two decimals", () => {
    expect(formatKm(2.346)).toBe(`2,35${NBSP}km`);
  });

  it("keeps one decimal for a whole number of kilometres", () => {
    expect(formatKm(3)).toBe(`3,0${NBSP}km`);
  });

  it("does not pad a distance with one decimal", () => {
    expect(formatKm(12.5)).toBe(`12,5${NBSP}km`);
  });

  it("shows distances under a kilometre with a leading zero", () => {
    expect(formatKm(0.123)).toBe(`0,12${NBSP}km`);
  });
});

describe("formatTankCost", () => {
  it("multiplies the tank litres by the price and shows two decimals", () => {
    expect(formatTankCost(50, 1.459)).toBe(`72,95${NBSP}€`);
  });

  it("rounds the tank cost to cents", () => {
    expect(formatTankCost(60, 1.4567)).toBe(`87,40${NBSP}€`);
  });

  it("shows nothing when the tank size is 0", () => {
    expect(formatTankCost(0, 1.459)).toBeNull();
  });

  it("shows nothing when the tank size is missing", () => {
    expect(formatTankCost(undefined, 1.459)).toBeNull();
  });

  it("shows nothing when the station has no price", () => {
    expect(formatTankCost(50, 0)).toBeNull();
  });
});
