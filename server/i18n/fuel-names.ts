// The fuels as a notification names them, in the alert's language: the catalogue's Spanish labels
// (src/domain/fuels.ts, with its BIG_THREE_NAMES.alert: "Gasolina 95", "Gasolina 98", "Diésel") are the
// message ids, marked here so that `npm run i18n:extract` puts every one in the server's catalogs.
// tests/server/i18n/server-texts.test.ts keeps this list equal to the catalogue's.
import type { I18n } from "@lingui/core";
import type { AlertFuel } from "../../src/domain/contract/alerts.ts";
import { alertFuelLabel } from "../../src/domain/alert-text.ts";

export const NOTIFICATION_FUEL_NAMES = [
  /*i18n*/ "Gasolina 95", /*i18n*/ "Gasolina 98", /*i18n*/ "Diésel",
  /*i18n*/ "Gasóleo A", /*i18n*/ "Gasóleo Premium", /*i18n*/ "Gasóleo B (agrícola)", /*i18n*/ "Gasolina 95 E5",
  /*i18n*/ "Gasolina 95 E10", /*i18n*/ "Gasolina 95 E5 Premium", /*i18n*/ "Gasolina 95 E25", /*i18n*/ "Gasolina 95 E85",
  /*i18n*/ "Gasolina 98 E5", /*i18n*/ "Gasolina 98 E10", /*i18n*/ "GLP", /*i18n*/ "Gas natural comprimido",
  /*i18n*/ "Gas natural licuado", /*i18n*/ "Biodiésel", /*i18n*/ "Bioetanol", /*i18n*/ "Biogás natural comprimido",
  /*i18n*/ "Biogás natural licuado", /*i18n*/ "Diésel renovable", /*i18n*/ "Gasolina renovable", /*i18n*/ "Hidrógeno",
  /*i18n*/ "Metanol", /*i18n*/ "Amoniaco", /*i18n*/ "AdBlue",
] as const;

/** "Diésel", "Gasolina 95", "GLP"… in the language of `i18n`. */
export const notificationFuelName = (i18n: I18n, fuel: AlertFuel): string => i18n._(alertFuelLabel(fuel));
