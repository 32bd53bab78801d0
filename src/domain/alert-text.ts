// How an alert names its fuel in Spanish: "Diésel", "Gasolina 95", else the catalogue's label. The
// message id of the fuel in a notification (server/i18n/fuel-names.ts); the app's screens name it
// through their own catalogs (src/i18n/alert-text.ts).
import type { AlertFuel } from "./contract/alerts.ts";
import { BIG_THREE_NAMES, bigThreeOf, FUEL_LABEL, SEARCH_PRODUCTS } from "./fuels.ts";

/** "Diésel", "Gasolina 95", else the catalogue's label ("GLP", "Gas natural comprimido"). */
export function alertFuelLabel(fuel: AlertFuel): string {
  const big = bigThreeOf(fuel);
  return big ? BIG_THREE_NAMES.alert[big] : FUEL_LABEL[SEARCH_PRODUCTS[fuel]];
}
