// The alerts' texts on screen (src/i18n/alert-text.ts) read in Spanish exactly as they did before the
// app spoke five languages (the rules of that wording are below): every fuel, both kinds of place.
import { expect, test } from "vitest";
import { alertFuelLabel } from "../../../src/domain/alert-text.ts";
import { ALERT_FUELS, alertThresholdText, type AlertFuel } from "../../../src/domain/contract/alerts.ts";
import { formatKm, formatPrice } from "../../../src/domain/format.ts";
import { fuelUnit } from "../../../src/domain/fuels.ts";
import { alertConditionText, alertFuelName, alertPlaceText, alertThresholdBounds, fuelInSentenceText } from "../../../src/i18n/alert-text.ts";
import { activeLocale } from "../../../src/i18n/i18n.ts";

// The Spanish wording as the app and the server wrote it before the catalogs.
const BIG_THREE_IN_SENTENCE: Readonly<Partial<Record<AlertFuel, string>>> = { "95": "la gasolina 95", "98": "la gasolina 98", diesel: "el diésel" };

/** "el diésel", "la gasolina 95 E10", "el GLP", "el AdBlue": an acronym or a name with capitals inside keeps its case. */
function fuelInSentence(fuel: AlertFuel): string {
  const known = BIG_THREE_IN_SENTENCE[fuel];
  if (known) return known;
  const label = alertFuelLabel(fuel);
  const firstWord = label.split(" ")[0]!;
  const said = /[A-ZÁÉÍÓÚÑ]/.test(firstWord.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  return `${/^gasolina/i.test(label) ? "la" : "el"} ${said}`;
}

const alertCondition = (combustible: AlertFuel, umbral: number) => `Cuando ${fuelInSentence(combustible)} baje de ${formatPrice(umbral, fuelUnit(combustible))}`;

function alertPlace(target: { rotulo: string | null; idEstacion: string | null; radioKm: number | null }): string {
  if (target.idEstacion !== null) return `en ${target.rotulo ?? `la estación ${target.idEstacion}`}`;
  return `a menos de ${formatKm(target.radioKm ?? 0).replace(",0\u00a0", "\u00a0")} de aquí`;
}

test("the app speaks Spanish until told otherwise", () => {
  expect(activeLocale()).toBe("es");
});

test.each(ALERT_FUELS)("fuel %s reads as it always did in Spanish", (fuel) => {
  expect(alertFuelName(fuel)).toBe(alertFuelLabel(fuel));
  expect(fuelInSentenceText(fuel)).toBe(fuelInSentence(fuel));
  for (const umbral of [1.45, 0.879, 12.5]) expect(alertConditionText(fuel, umbral)).toBe(alertCondition(fuel, umbral));
  const { min, max, unit } = alertThresholdBounds(fuel);
  expect(`entre ${min} y ${max} ${unit}`).toBe(alertThresholdText(fuel));
});

test("an alert's place reads as it always did in Spanish", () => {
  const places = [
    { rotulo: "REPSOL SOL", idEstacion: "4375", radioKm: null },
    { rotulo: null, idEstacion: "4375", radioKm: null },
    { rotulo: null, idEstacion: null, radioKm: 10 },
    { rotulo: null, idEstacion: null, radioKm: 2.5 },
    { rotulo: null, idEstacion: null, radioKm: 7.25 },
    { rotulo: null, idEstacion: null, radioKm: null },
  ];
  for (const place of places) expect(alertPlaceText(place)).toBe(alertPlace(place));
});
