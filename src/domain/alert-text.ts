// How an alert's fuel and target read in Spanish, the same on the alerts screen, in the push
// notification and in the e-mail ("cuando el diésel baje de 1,450 €").
import type { AlertFuel } from "./contract/alerts.ts";
import { formatKm, formatPrice } from "./format.ts";
import { FUEL_LABEL, SEARCH_PRODUCTS, fuelUnit } from "./fuels.ts";

const BIG_THREE_LABEL: Readonly<Partial<Record<AlertFuel, string>>> = { "95": "Gasolina 95", "98": "Gasolina 98", diesel: "Diésel" };
const BIG_THREE_IN_SENTENCE: Readonly<Partial<Record<AlertFuel, string>>> = { "95": "la gasolina 95", "98": "la gasolina 98", diesel: "el diésel" };

/** "Diésel", "Gasolina 95", else the catalogue's label ("GLP", "Gas natural comprimido"). */
export const alertFuelLabel = (fuel: AlertFuel): string => BIG_THREE_LABEL[fuel] ?? FUEL_LABEL[SEARCH_PRODUCTS[fuel]];

/** With its article, for a sentence: "el diésel", "la gasolina 95 E10", "el GLP", "el AdBlue". An
 * acronym or a name with capitals inside keeps its case; any other label is lower-cased. */
export function fuelInSentence(fuel: AlertFuel): string {
  const known = BIG_THREE_IN_SENTENCE[fuel];
  if (known) return known;
  const label = alertFuelLabel(fuel);
  const firstWord = label.split(" ")[0]!;
  const said = /[A-ZÁÉÍÓÚÑ]/.test(firstWord.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  return `${/^gasolina/i.test(label) ? "la" : "el"} ${said}`;
}

/** "Cuando el diésel baje de 1,450 €", "Cuando el hidrógeno baje de 12,000 €/kg". */
export function alertCondition(combustible: AlertFuel, umbral: number): string {
  return `Cuando ${fuelInSentence(combustible)} baje de ${formatPrice(umbral, fuelUnit(combustible))}`;
}

/** "en REPSOL SOL" or "a menos de 10 km de aquí". */
export function alertPlace(target: { rotulo: string | null; idEstacion: string | null; radioKm: number | null }): string {
  if (target.idEstacion !== null) return `en ${target.rotulo ?? `la estación ${target.idEstacion}`}`;
  return `a menos de ${formatKm(target.radioKm ?? 0).replace(",0\u00a0", "\u00a0")} de aquí`;
}
