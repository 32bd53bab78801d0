// The four fuels SPEC §2 always lists on a station page, with the labels it gives them, in its order.
// The price table and the price-history chart both name fuels this way; every other product goes by
// its catalogue name, in the app's language (src/i18n/fuel-names.ts).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { fuelProduct, type FuelKey } from "../../domain/fuels.ts";
import { BIG_THREE_MESSAGES, fuelName } from "../../i18n/fuel-names.ts";
import { i18n } from "../../i18n/i18n.ts";

export const SPEC_PRICE_ROWS = [
  { label: BIG_THREE_MESSAGES.list.diesel, field: "precio_gasoleoA", fuel: "gasoleoA" },
  { label: BIG_THREE_MESSAGES.list["95"], field: "precio_gasolina95", fuel: "gasolina95" },
  { label: BIG_THREE_MESSAGES.list["98"], field: "precio_gasolina98", fuel: "gasolina98" },
  { label: msg`GLP`, field: "precio_GLP", fuel: "glp" },
] as const satisfies readonly { label: MessageDescriptor; field: string; fuel: FuelKey }[];

const SPEC_LABEL: ReadonlyMap<string, MessageDescriptor> = new Map(SPEC_PRICE_ROWS.map((row) => [row.fuel, row.label]));

export const isSpecRowFuel = (key: string): boolean => SPEC_LABEL.has(key);

/** How a station page names a product: the SPEC label for its four, the catalogue name otherwise. */
export function stationFuelLabel(key: FuelKey): string {
  const label = SPEC_LABEL.get(key);
  return label ? i18n._(label) : fuelName(key);
}

/**
 * A product as the server lists it ({ producto: "gasoleoA", nombre: "Gasóleo A" }) by its name in the
 * app's language; the server's (Spanish) name for a key the catalogue does not know.
 */
export const productEntryName = ({ producto, nombre }: { producto: string; nombre: string }): string =>
  fuelProduct(producto) ? fuelName(producto as FuelKey) : nombre;
