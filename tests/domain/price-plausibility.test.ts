import { describe, expect, it } from "vitest";
import {
  findImplausiblePrices, implausibleExplanation, implausibleReason, isPlausiblePrice, median, medianKey, provinceMedians,
} from "../../src/domain/price-plausibility.ts";

describe("isPlausiblePrice", () => {
  it("trusts a price inside 0,500-3,500 €/l with no median to compare", () => {
    expect([0.5, 1.459, 3.5].map((p) => isPlausiblePrice(p))).toEqual([true, true, true]);
  });

  it("refuses a price below 0,500 or above 3,500 €/l", () => {
    expect([0.3, 0.499, 3.501, 4.9].map((p) => isPlausiblePrice(p))).toEqual([false, false, false, false]);
  });

  it("refuses a price more than 30 % below the province median", () => {
    expect(isPlausiblePrice(1.049, 1.5)).toBe(false);
    expect(isPlausiblePrice(1.05, 1.5)).toBe(true);
  });

  it("judges AdBlue against its own range and not its median: it sells at the pump below 0,500 €/l beside cans at three times that", () => {
    expect(isPlausiblePrice(0.419, 1.5, "adblue")).toBe(true);
    expect(isPlausiblePrice(0.419, 1.5, "gasoleoA")).toBe(false);
    expect(isPlausiblePrice(0.001, null, "adblue")).toBe(false);
    expect(isPlausiblePrice(9.999, null, "adblue")).toBe(false);
  });

  it("judges hydrogen in €/kg against its own range: 12 €/kg is right, 1,5 €/kg a typo", () => {
    expect(isPlausiblePrice(12.5, null, "hidrogeno")).toBe(true);
    expect(isPlausiblePrice(12.5, null, "gasoleoA")).toBe(false);
    expect(isPlausiblePrice(1.5, null, "hidrogeno")).toBe(false);
    expect(implausibleReason(1.5, null, "hidrogeno")).toBe("fuera_de_rango");
  });

  it("judges natural gas per kg like the liquid fuels, median included", () => {
    expect(isPlausiblePrice(1.199, 1.3, "gnc")).toBe(true);
    expect(isPlausiblePrice(0.8, 1.3, "gnc")).toBe(false);
  });
});

describe("implausibleExplanation per product", () => {
  it("gives the product's own range and unit", () => {
    expect(implausibleExplanation("fuera_de_rango", null, "hidrogeno")).toContain("(3,000–30,000 €/kg)");
    expect(implausibleExplanation("bajo_mediana", 1.3, "gnc")).toContain("(1,300 €/kg)");
    expect(implausibleExplanation("fuera_de_rango", null, "gasoleoA")).toContain("(0,500–3,500 €/l)");
  });
});

describe("implausibleReason", () => {
  it("names the range first when a price fails both rules", () => {
    expect(implausibleReason(0.3, 1.5)).toBe("fuera_de_rango");
    expect(implausibleReason(0.9, 1.5)).toBe("bajo_mediana");
    expect(implausibleReason(1.4, 1.5)).toBeNull();
  });
});

describe("provinceMedians", () => {
  it("takes the median per province and fuel, leaving out-of-range typos aside", () => {
    const medians = provinceMedians([
      { idProvincia: "08", prices: { gasoleoA: 1.4 } },
      { idProvincia: "08", prices: { gasoleoA: 1.5 } },
      { idProvincia: "08", prices: { gasoleoA: 0.001 } },
      { idProvincia: "50", prices: { gasoleoA: 1.3, gasolina95: 1.6 } },
    ]);
    expect(medians.get(medianKey("08", "gasoleoA"))).toBeCloseTo(1.45, 10);
    expect(medians.get(medianKey("50", "gasolina95"))).toBe(1.6);
  });

  it("gives the middle value of an odd list and nothing for an empty one", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });
});

describe("findImplausiblePrices", () => {
  it("lists a 0,300 € price among normal ones, and only it", () => {
    const stations = [
      { id: "1", idProvincia: "08", prices: { gasoleoA: 1.45, gasolina95: 1.55 } },
      { id: "2", idProvincia: "08", prices: { gasoleoA: 1.5 } },
      { id: "3", idProvincia: "08", prices: { gasoleoA: 0.3, gasolina95: 1.6 } },
    ];
    expect([...findImplausiblePrices(stations)].map(([id, m]) => [id, Object.fromEntries(m)])).toEqual([["3", { gasoleoA: "fuera_de_rango" }]]);
  });
});

describe("implausibleExplanation", () => {
  it("explains a price below the median with the median in Spanish notation", () => {
    expect(implausibleExplanation("bajo_mediana", 1.5)).toBe(
      "Precio dudoso: más de un 30 % por debajo de la mediana de la provincia (1,500 €/l). No lo tenemos en cuenta en las listas ni en las medias.",
    );
  });
});
