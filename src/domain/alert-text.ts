// How an alert's fuel and target read in Spanish, the same on the alerts screen, in the push
// notification and in the e-mail ("cuando el diésel baje de 1,450 €").
import type { AlertFuel } from "./contract/alerts.ts";
import { formatKm, formatPrice } from "./format.ts";

export const ALERT_FUEL_LABEL: Readonly<Record<AlertFuel, string>> = { "95": "Gasolina 95", "98": "Gasolina 98", diesel: "Diésel" };

/** With its article, for a sentence: "el diésel", "la gasolina 95". */
export const ALERT_FUEL_IN_SENTENCE: Readonly<Record<AlertFuel, string>> = { "95": "la gasolina 95", "98": "la gasolina 98", diesel: "el diésel" };

/** "Cuando el diésel baje de 1,450 €". */
export function alertCondition(combustible: AlertFuel, umbral: number): string {
  return `Cuando ${ALERT_FUEL_IN_SENTENCE[combustible]} baje de ${formatPrice(umbral)}`;
}

/** "en REPSOL SOL" or "a menos de 10 km de aquí". */
export function alertPlace(target: { rotulo: string | null; idEstacion: string | null; radioKm: number | null }): string {
  if (target.idEstacion !== null) return `en ${target.rotulo ?? `la estación ${target.idEstacion}`}`;
  return `a menos de ${formatKm(target.radioKm ?? 0).replace(",0\u00a0", "\u00a0")} de aquí`;
}
