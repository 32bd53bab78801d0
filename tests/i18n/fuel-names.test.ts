// The screens' fuel names read in Spanish exactly as the catalogue's labels, for every product.
import { describe, expect, it } from "vitest";
import { FUEL_LABEL, FUEL_PRODUCTS, SEARCH_PRODUCT_CODES } from "../../src/domain/fuels.ts";
import { productLabel } from "../oracles/spanish-texts.ts";
import { fuelName, productName } from "../../src/i18n/fuel-names.ts";

describe("fuel names in Spanish", () => {
  it("are the catalogue's labels", () => {
    for (const { key } of FUEL_PRODUCTS) expect(fuelName(key), key).toBe(FUEL_LABEL[key]);
    for (const code of SEARCH_PRODUCT_CODES) expect(productName(code), code).toBe(productLabel(code));
  });
});
