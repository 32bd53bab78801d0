import { describe, expect, it } from "vitest";
import { discountPerLitre, driverPrice, driverPriceAt, samePlan, unitePlans, weekdayAt, type DiscountPlan } from "../../src/domain/discounts.ts";

const plan = (overrides: Partial<DiscountPlan> & Pick<DiscountPlan, "marca" | "valor" | "unidad">): DiscountPlan => ({
  id: `${overrides.marca}-${overrides.valor}-${overrides.unidad}`,
  dias: [],
  topeEuros: null,
  ...overrides,
});

const MONDAY = 1;
const SUNDAY = 7;

describe("driverPrice", () => {
  it("takes c€ per litre off the pump price at the plan's brand", () => {
    const repsol = plan({ marca: "repsol", valor: 10, unidad: "centimos" });
    expect(driverPrice(1.559, "repsol", [repsol], MONDAY, 40)).toEqual({ precio: 1.459, plan: repsol });
  });

  it("takes a percentage of the price, rounded to the tenth of a cent", () => {
    const bank = plan({ marca: "cepsa", valor: 3, unidad: "porcentaje" });
    // 1.559 × 3 % = 0.04677 → 1.51223 → 1.512
    expect(driverPrice(1.559, "cepsa", [bank], MONDAY, 40).precio).toBe(1.512);
  });

  it("leaves the price of another brand as it is", () => {
    expect(driverPrice(1.559, "shell", [plan({ marca: "repsol", valor: 10, unidad: "centimos" })], MONDAY, 40)).toEqual({ precio: 1.559, plan: null });
  });

  it("applies the best single plan, never two together", () => {
    const app = plan({ marca: "repsol", valor: 5, unidad: "centimos" });
    const card = plan({ marca: "repsol", valor: 4, unidad: "porcentaje" });
    // 5 c€ against 4 % of 1.6 = 6.4 c€: the card's, alone.
    expect(driverPrice(1.6, "repsol", [app, card], MONDAY, 40)).toEqual({ precio: 1.536, plan: card });
  });

  it("applies a plan only on its weekdays", () => {
    const weekend = plan({ marca: "galp", valor: 8, unidad: "centimos", dias: [6, 7] });
    expect(driverPrice(1.5, "galp", [weekend], MONDAY, 40).plan).toBeNull();
    expect(driverPrice(1.5, "galp", [weekend], SUNDAY, 40).precio).toBe(1.42);
  });

  it("caps the saving of one refuel: 10 c€/l up to 3 € is 5 c€/l on a 60 l fill", () => {
    const capped = plan({ marca: "bp", valor: 10, unidad: "centimos", topeEuros: 3 });
    expect(discountPerLitre(capped, 1.5, 60)).toBeCloseTo(0.05, 10);
    expect(driverPrice(1.5, "bp", [capped], MONDAY, 60).precio).toBe(1.45);
    // Under the cap the whole discount applies.
    expect(driverPrice(1.5, "bp", [capped], MONDAY, 20).precio).toBe(1.4);
  });

  it("never takes a price below zero, and leaves an unknown (0) price alone", () => {
    expect(driverPrice(0.3, "bp", [plan({ marca: "bp", valor: 50, unidad: "centimos" })], MONDAY, 40).precio).toBe(0);
    expect(driverPrice(0, "bp", [plan({ marca: "bp", valor: 5, unidad: "centimos" })], MONDAY, 40)).toEqual({ precio: 0, plan: null });
  });
});

describe("weekdayAt", () => {
  it("reads the day at the station's own clock", () => {
    // 23:30 UTC on a summer Sunday is Monday in Madrid (01:30) and in Las Palmas (00:30).
    const sundayLate = Date.UTC(2026, 5, 7, 23, 30);
    expect(weekdayAt(sundayLate, { latitud: 40.4, longitud: -3.7 })).toBe(MONDAY);
    // 22:30 UTC on a summer Sunday: 00:30 Monday in Madrid, 23:30 Sunday in Las Palmas.
    const sunday = Date.UTC(2026, 5, 7, 22, 30);
    expect(weekdayAt(sunday, { latitud: 40.4, longitud: -3.7 })).toBe(MONDAY);
    expect(weekdayAt(sunday, { latitud: 28.1, longitud: -15.4 })).toBe(SUNDAY);
  });
});

describe("driverPriceAt", () => {
  const SOL = { bandera: "repsol", latitud: 40.4168, longitud: -3.7038 };
  // Sunday 2026-04-19 at 23:30 in Madrid (21:30 UTC); an hour later it is Monday there.
  const SUNDAY_NIGHT = Date.parse("2026-04-19T21:30:00Z");

  it("is the pump price when the driver holds no plan", () => {
    expect(driverPriceAt(1.559, SOL, { plans: [], at: SUNDAY_NIGHT, litres: 40 })).toEqual({ precio: 1.559, plan: null });
  });

  it("reads the plan's weekdays at the station's clock and its cap with the refuel's litres", () => {
    const weekends = plan({ marca: "repsol", valor: 10, unidad: "centimos", dias: [6, 7], topeEuros: 2 });
    // 10 c€/l capped at 2 € over 40 l: 5 c€/l.
    expect(driverPriceAt(1.559, SOL, { plans: [weekends], at: SUNDAY_NIGHT, litres: 40 })).toEqual({ precio: 1.509, plan: weekends });
    expect(driverPriceAt(1.559, SOL, { plans: [weekends], at: SUNDAY_NIGHT + 3_600_000, litres: 40 }).plan).toBeNull();
  });
});

describe("samePlan", () => {
  const repsol = plan({ marca: "repsol", valor: 10, unidad: "centimos", dias: [6, 7] });

  it("is the same discount whatever its id and the order of its days", () => {
    expect(samePlan(repsol, { ...repsol, id: "another-device", dias: [7, 6] })).toBe(true);
  });

  it.each([
    ["brand", { marca: "cepsa" }],
    ["amount", { valor: 8 }],
    ["unit", { unidad: "porcentaje" as const }],
    ["days", { dias: [6] }],
    ["cap", { topeEuros: 5 }],
  ])("is another discount when its %s differs", (_, change) => {
    expect(samePlan(repsol, { ...repsol, ...change })).toBe(false);
  });
});

describe("unitePlans", () => {
  const repsol = plan({ marca: "repsol", valor: 10, unidad: "centimos" });
  const cepsa = plan({ marca: "cepsa", valor: 3, unidad: "porcentaje" });
  const galp = plan({ marca: "galp", valor: 8, unidad: "centimos" });

  it("keeps the account's plans and adds the device's it lacks, after them", () => {
    expect(unitePlans([repsol, cepsa], [galp], 20)).toEqual([repsol, cepsa, galp]);
  });

  it("keeps one of a plan both sides hold, under the account's id", () => {
    expect(unitePlans([repsol], [{ ...repsol, id: "added-on-the-phone" }, cepsa], 20)).toEqual([repsol, cepsa]);
  });

  it("keeps one of a plan sent twice", () => {
    expect(unitePlans([], [galp, galp], 20)).toEqual([galp]);
  });

  it("is null when together they pass the limit: none is dropped", () => {
    expect(unitePlans([repsol, cepsa], [galp], 2)).toBeNull();
  });
});
