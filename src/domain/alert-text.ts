// How an alert names its fuel in Spanish: "Diésel", "Gasolina 95", else the catalogue's label. The
// message id of the fuel in a notification (server/i18n/fuel-names.ts); the app's screens name it
// through their own catalogs (src/i18n/alert-text.ts).
import type { AlertFuel } from "./contract/alerts.ts";
import { FUEL_LABEL, SEARCH_PRODUCTS } from "./fuels.ts";

const BIG_THREE_LABEL: Readonly<Partial<Record<AlertFuel, string>>> = { "95": "Gasolina 95", "98": "Gasolina 98", diesel: "Diésel" };

/** "Diésel", "Gasolina 95", else the catalogue's label ("GLP", "Gas natural comprimido"). */
export const alertFuelLabel = (fuel: AlertFuel): string => BIG_THREE_LABEL[fuel] ?? FUEL_LABEL[SEARCH_PRODUCTS[fuel]];
