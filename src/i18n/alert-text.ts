// How a price alert reads on the app's screens, in the app's language (the server words its
// notifications from its own catalogs: server/alerts/alert-messages.ts). Each fuel "in a sentence" is
// a message of its own, article included: languages differ in gender and in how an article goes with
// a noun.
import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { alertThresholdRange, type AlertFuel } from "../domain/contract/alerts.ts";
import { fuelUnit } from "../domain/fuels.ts";
import { formatDecimal, formatPrice } from "./formatters.ts";
import { namedFuel } from "./fuel-names.ts";
import { i18n } from "./i18n.ts";

const IN_SENTENCE: Readonly<Record<AlertFuel, MessageDescriptor>> = {
  diesel: msg({ message: "el diésel", comment: "A fuel inside 'Avísame cuando … baje de 1,450 €'" }),
  gasoleoPremium: msg`el gasóleo Premium`,
  gasoleoB: msg`el gasóleo B (agrícola)`,
  "95": msg`la gasolina 95`,
  gasolina95E10: msg`la gasolina 95 E10`,
  gasolina95Premium: msg`la gasolina 95 E5 Premium`,
  gasolina95E25: msg`la gasolina 95 E25`,
  gasolina95E85: msg`la gasolina 95 E85`,
  "98": msg`la gasolina 98`,
  gasolina98E10: msg`la gasolina 98 E10`,
  glp: msg`el GLP`,
  gnc: msg`el gas natural comprimido`,
  gnl: msg`el gas natural licuado`,
  biodiesel: msg`el biodiésel`,
  bioetanol: msg`el bioetanol`,
  biogasComprimido: msg`el biogás natural comprimido`,
  biogasLicuado: msg`el biogás natural licuado`,
  dieselRenovable: msg`el diésel renovable`,
  gasolinaRenovable: msg`la gasolina renovable`,
  hidrogeno: msg`el hidrógeno`,
  metanol: msg`el metanol`,
  amoniaco: msg`el amoniaco`,
  adblue: msg`el AdBlue`,
};

/** "Diésel", "Gasolina 95", else the catalogue's name ("GLP", "Gas natural comprimido"). */
export const alertFuelName = (fuel: AlertFuel): string => namedFuel("alert", fuel);

/** With its article, for a sentence: "el diésel", "la gasolina 95 E10", "el GLP". */
export const fuelInSentenceText = (fuel: AlertFuel): string => i18n._(IN_SENTENCE[fuel]);

/** "Cuando el diésel baje de 1,450 €", "Cuando el hidrógeno baje de 12,000 €/kg". */
export function alertConditionText(fuel: AlertFuel, umbral: number): string {
  const fuelText = fuelInSentenceText(fuel);
  const price = formatPrice(umbral, fuelUnit(fuel));
  return t`Cuando ${fuelText} baje de ${price}`;
}

/** "en REPSOL SOL" or "a menos de 10 km de aquí". */
export function alertPlaceText(target: { rotulo: string | null; idEstacion: string | null; radioKm: number | null }): string {
  if (target.idEstacion !== null) {
    const station = target.idEstacion;
    const sign = target.rotulo ?? t`la estación ${station}`;
    return t`en ${sign}`;
  }
  // "10 km", "2,5 km": a whole radius without its ",0".
  const distance = `${formatDecimal(target.radioKm ?? 0, 0, 2)}\u00a0km`;
  return t`a menos de ${distance} de aquí`;
}

/** The thresholds the driver may set, as numbers ("0,500", "3,000") and the unit ("€/l"). */
export function alertThresholdBounds(fuel: AlertFuel): { min: string; max: string; unit: string } {
  const [min, max] = alertThresholdRange(fuel);
  return { min: formatDecimal(min, 3, 3), max: formatDecimal(max, 3, 3), unit: `€/${fuelUnit(fuel)}` };
}
