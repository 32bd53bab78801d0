// The fuel catalogue as searches, URLs and labels read it: every product searchable.
import { productLabel } from "../oracles/spanish-texts.ts";
import { describe, expect, it } from "vitest";
import {
  FUEL_PRODUCTS, MORE_FUEL_OPTIONS, SEARCH_PRODUCT_CODES, SEARCH_PRODUCTS, fuelUnit, searchProductOf, toSearchProduct,
} from "../../src/domain/fuels.ts";

describe("search products", () => {
  it("offers one search product per catalogue fuel, short codes for the three big buttons", () => {
    expect(SEARCH_PRODUCT_CODES).toHaveLength(FUEL_PRODUCTS.length);
    expect(new Set(Object.values(SEARCH_PRODUCTS)).size).toBe(FUEL_PRODUCTS.length);
    expect(SEARCH_PRODUCTS).toMatchObject({ "95": "gasolina95", "98": "gasolina98", diesel: "gasoleoA", glp: "glp", gnc: "gnc", adblue: "adblue" });
    expect(searchProductOf("gasoleoA")).toBe("diesel");
    expect(searchProductOf("hidrogeno")).toBe("hidrogeno");
  });

  it("reads what clients send in any case, the short codes and the catalogue keys alike", () => {
    expect(["95", "GLP", " diesel ", "gasoleoA", "GASOLINA95", "gasoleoPremium", "gasoleopremium", "dieselRenovable"].map(toSearchProduct)).toEqual([
      "95", "glp", "diesel", "diesel", "95", "gasoleoPremium", "gasoleoPremium", "dieselRenovable",
    ]);
    expect(toSearchProduct("gasoil")).toBeUndefined();
    expect(toSearchProduct("")).toBeUndefined();
  });

  it("lists every other product under Más combustibles, by its catalogue label", () => {
    expect(MORE_FUEL_OPTIONS.map((o) => o.code)).not.toContain("diesel");
    expect(MORE_FUEL_OPTIONS).toHaveLength(FUEL_PRODUCTS.length - 3);
    expect(MORE_FUEL_OPTIONS).toContainEqual({ code: "glp", label: "GLP" });
    expect(MORE_FUEL_OPTIONS).toContainEqual({ code: "gasoleoB", label: "Gasóleo B (agrícola)" });
    expect(productLabel("diesel")).toBe("Diésel");
    expect(productLabel("gnc")).toBe("Gas natural comprimido");
  });

  it("sells the gases by weight: GNC, GNL, biogás and hidrógeno in kg, the rest in litres", () => {
    const byKg = FUEL_PRODUCTS.filter((p) => p.unit === "kg").map((p) => p.key);
    expect(byKg).toEqual(["gnc", "gnl", "biogasComprimido", "biogasLicuado", "hidrogeno"]);
    expect(fuelUnit("gasoleoA")).toBe("l");
    expect(fuelUnit("unknown")).toBe("l");
  });
});
