import { describe, expect, it } from "vitest";
import { DEFAULT_CONSUMPTION_L100KM, effectiveFuelUse, litresProblem, consumptionProblem, parseDecimal } from "../../src/domain/fuel-use.ts";
import { drivingKmEstimate, netSaving, roundTripKm } from "../../src/domain/net-saving.ts";
import { nearestPrice, withNearbySavings } from "../../src/domain/nearby-saving.ts";
import { averagePrice, rankByNetSaving } from "../../src/domain/route-saving.ts";

describe("netSaving", () => {
  it("is the price difference times the litres minus the fuel burnt at the station's price", () => {
    // (1.60 − 1.50) × 40 − (10 km × 6.5 / 100) × 1.50 = 4 − 0.975 = 3.025 → 3.03 (to the cent)
    expect(netSaving({ referencePrice: 1.6, price: 1.5, litres: 40, consumption: 6.5, extraKm: 10 })).toBe(3.03);
  });

  it("rounds to the cent", () => {
    expect(netSaving({ referencePrice: 1.559, price: 1.549, litres: 33, consumption: 5, extraKm: 0 })).toBe(0.33);
  });

  it("is negative when the trip burns more than the cheaper price saves", () => {
    expect(netSaving({ referencePrice: 1.51, price: 1.5, litres: 40, consumption: 8, extraKm: 20 })).toBe(-2);
  });

  it("is negative for a dearer station even with no extra km", () => {
    expect(netSaving({ referencePrice: 1.5, price: 1.55, litres: 40, consumption: 6.5, extraKm: 0 })).toBe(-2);
  });

  it("uses 6,5 l/100 km when the consumption is missing", () => {
    const missing = netSaving({ referencePrice: 1.6, price: 1.5, litres: 40, consumption: null, extraKm: 10 });
    expect(missing).toBe(netSaving({ referencePrice: 1.6, price: 1.5, litres: 40, consumption: DEFAULT_CONSUMPTION_L100KM, extraKm: 10 }));
    expect(missing).toBe(3.03);
  });

  it("uses 40 litres when the litres are missing", () => {
    expect(netSaving({ referencePrice: 1.6, price: 1.5, extraKm: 0 })).toBe(4);
  });

  it("never answers minus zero", () => {
    expect(Object.is(netSaving({ referencePrice: 1.5, price: 1.5, litres: 40, consumption: 6.5, extraKm: 0 }), 0)).toBe(true);
  });
});

describe("driving distance estimates", () => {
  it("are 1.3 times the straight line", () => {
    expect(drivingKmEstimate(10)).toBe(13);
    expect(roundTripKm(10)).toBeCloseTo(26, 9);
  });
});

describe("fuel use", () => {
  it("takes the tank size as the litres when the driver set none", () => {
    expect(effectiveFuelUse({ tankLitres: 55 })).toEqual({ litres: 55, consumption: 6.5 });
  });

  it("prefers the litres the driver set to the tank size", () => {
    expect(effectiveFuelUse({ litres: 30, tankLitres: 55, consumption: 5 })).toEqual({ litres: 30, consumption: 5 });
  });

  it("falls back to 40 litres and 6,5 l/100 km", () => {
    expect(effectiveFuelUse({ tankLitres: 0, litres: null })).toEqual({ litres: 40, consumption: 6.5 });
  });

  it("reads a decimal comma and refuses text", () => {
    expect(parseDecimal(" 6,5 ")).toBe(6.5);
    expect(parseDecimal("seis")).toBeNaN();
  });

  it("says in Spanish what is wrong with a value", () => {
    expect(litresProblem(0)).toBe("Los litros por repostaje van de 1 a 2000");
    expect(consumptionProblem(Number.NaN)).toBe("El consumo debe ser un número (litros cada 100 km)");
    expect(consumptionProblem(6.5)).toBeNull();
  });
});

describe("nearby savings", () => {
  const use = { litres: 40, consumption: 6.5 };
  const stations = [
    { id: "far", km: 5, precio: 1.4 },
    { id: "near", km: 1, precio: 1.6 },
  ];

  it("takes the nearest station's price as the reference", () => {
    expect(nearestPrice(stations)).toBe(1.6);
  });

  it("gives each station its driving km and its saving there and back", () => {
    const [far, near] = withNearbySavings(stations, use);
    expect(far!.kmConduccion).toBe(6.5);
    // (1.6 − 1.4) × 40 − (2 × 5 × 1.3 × 6.5 / 100) × 1.4 = 8 − 1.183 = 6.817
    expect(far!.ahorro).toBe(6.82);
    // the reference itself only costs the trip: −(2 × 1.3 × 0.065) × 1.6 = −0.27
    expect(near!.ahorro).toBe(-0.27);
  });
});

describe("route ranking by net saving", () => {
  it("ranks against the corridor's average price, the detour's fuel taken off", () => {
    const ranked = rankByNetSaving(
      [
        { id: "a", precio: 1.5, desvioKm: 0, distanciaOrigen: 10 },
        { id: "b", precio: 1.4, desvioKm: 10, distanciaOrigen: 20 },
        { id: "c", precio: 1.6, desvioKm: 0, distanciaOrigen: 30 },
      ],
      { litres: 40, consumption: 6.5 },
    );
    expect(ranked.map((s) => [s.id, s.ahorro])).toEqual([
      ["b", 3.09], // (1.5 − 1.4) × 40 − 0.65 × 1.4 = 4 − 0.91
      ["a", 0],
      ["c", -4],
    ]);
  });

  it("leaves stations without a price out of the average", () => {
    expect(averagePrice([1.5, 0, 1.7])).toBeCloseTo(1.6, 9);
  });
});
