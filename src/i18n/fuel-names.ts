// The fuels as the driver reads them, in the app's language. src/domain/fuels.ts keeps the catalogue
// (and its Spanish labels, which the API and the server's texts use); these are the screens' words,
// one message per product, translated in every catalog. Spanish reads exactly as the catalogue.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { SEARCH_PRODUCTS, type FuelKey, type SearchProduct } from "../domain/fuels.ts";
import { i18n } from "./i18n.ts";

const FUEL_NAMES: Readonly<Record<FuelKey, MessageDescriptor>> = {
  gasoleoA: msg`Gasóleo A`,
  gasoleoPremium: msg`Gasóleo Premium`,
  gasoleoB: msg`Gasóleo B (agrícola)`,
  gasolina95: msg`Gasolina 95 E5`,
  gasolina95E10: msg`Gasolina 95 E10`,
  gasolina95Premium: msg`Gasolina 95 E5 Premium`,
  gasolina95E25: msg`Gasolina 95 E25`,
  gasolina95E85: msg`Gasolina 95 E85`,
  gasolina98: msg`Gasolina 98 E5`,
  gasolina98E10: msg`Gasolina 98 E10`,
  glp: msg`GLP`,
  gnc: msg`Gas natural comprimido`,
  gnl: msg`Gas natural licuado`,
  biodiesel: msg`Biodiésel`,
  bioetanol: msg`Bioetanol`,
  biogasComprimido: msg`Biogás natural comprimido`,
  biogasLicuado: msg`Biogás natural licuado`,
  dieselRenovable: msg`Diésel renovable`,
  gasolinaRenovable: msg`Gasolina renovable`,
  hidrogeno: msg`Hidrógeno`,
  metanol: msg`Metanol`,
  amoniaco: msg`Amoniaco`,
  adblue: msg`AdBlue`,
};

/** The three big buttons' words (SPEC §3), by search code. */
const BIG_BUTTON_NAMES: Readonly<Partial<Record<SearchProduct, MessageDescriptor>>> = {
  "95": msg`Gasolina95`,
  "98": msg`Gasolina 98`,
  diesel: msg`Diésel`,
};

/** A catalogue product's name. */
export const fuelName = (key: FuelKey): string => i18n._(FUEL_NAMES[key]);

/** How a searched product reads: the big buttons' words, else the catalogue's name. */
export function productName(product: SearchProduct): string {
  const button = BIG_BUTTON_NAMES[product];
  return button ? i18n._(button) : fuelName(SEARCH_PRODUCTS[product]);
}

/** The fuel as the folded filter line says it, or the prompt while none is chosen. */
export const fuelChoiceName = (product: SearchProduct | null | undefined): string => (product ? productName(product) : i18n._(msg`Elige combustible`));
