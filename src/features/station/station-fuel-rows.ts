// The four fuels SPEC §2 always lists on a station page, with the labels it gives them, in its order.
// The price table and the price-history chart both name fuels this way; every other product goes by
// its catalogue label (src/domain/fuels.ts).
import { FUEL_LABEL, type FuelKey } from "../../domain/fuels.ts";

export const SPEC_PRICE_ROWS = [
  { label: "Diesel", field: "precio_gasoleoA", fuel: "gasoleoA" },
  { label: "Gasolina 95", field: "precio_gasolina95", fuel: "gasolina95" },
  { label: "Gasolina 98", field: "precio_gasolina98", fuel: "gasolina98" },
  { label: "GLP", field: "precio_GLP", fuel: "glp" },
] as const;

const SPEC_LABEL: ReadonlyMap<string, string> = new Map(SPEC_PRICE_ROWS.map((row) => [row.fuel, row.label]));

export const isSpecRowFuel = (key: string): boolean => SPEC_LABEL.has(key);

/** How a station page names a product: the SPEC label for its four, the catalogue label otherwise. */
export const stationFuelLabel = (key: FuelKey): string => SPEC_LABEL.get(key) ?? FUEL_LABEL[key];
