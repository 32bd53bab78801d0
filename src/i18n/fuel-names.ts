// The fuels as the driver reads them, in the app's language. src/domain/fuels.ts keeps the catalogue
// (and its Spanish labels, which the API and the server's texts use); these are the screens' words,
// one message per product, translated in every catalog. Spanish reads exactly as the catalogue, and
// the big three's names exactly as the domain's table (BIG_THREE_NAMES; tests/i18n/fuel-names.test.ts).
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { bigThreeOf, SEARCH_PRODUCTS, type BigThree, type BigThreeNaming, type FuelKey, type SearchProduct } from "../domain/fuels.ts";
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

/** The domain's BIG_THREE_NAMES as messages (written out: the catalogs' extraction reads them here). */
export const BIG_THREE_MESSAGES: Readonly<Record<BigThreeNaming, Readonly<Record<BigThree, MessageDescriptor>>>> = {
  button: { "95": msg`Gasolina95`, "98": msg`Gasolina 98`, diesel: msg`Diésel` },
  list: { "95": msg`Gasolina 95`, "98": msg`Gasolina 98`, diesel: msg`Diesel` },
  alert: { "95": msg`Gasolina 95`, "98": msg`Gasolina 98`, diesel: msg`Diésel` },
};

/** How `naming` says a fuel key or search product: the big three's words there, else the catalogue's name. */
export function namedFuel(naming: BigThreeNaming, keyOrProduct: FuelKey | SearchProduct): string {
  const big = bigThreeOf(keyOrProduct);
  if (big) return i18n._(BIG_THREE_MESSAGES[naming][big]);
  return fuelName((SEARCH_PRODUCTS as Readonly<Record<string, FuelKey>>)[keyOrProduct] ?? (keyOrProduct as FuelKey));
}

/** A catalogue product's name. */
export const fuelName = (key: FuelKey): string => i18n._(FUEL_NAMES[key]);

/** How a searched product reads: the big buttons' words, else the catalogue's name. */
export const productName = (product: SearchProduct): string => namedFuel("button", product);

/** The fuel as the folded filter line says it, or the prompt while none is chosen. */
export const fuelChoiceName = (product: SearchProduct | null | undefined): string => (product ? productName(product) : i18n._(msg`Elige combustible`));
