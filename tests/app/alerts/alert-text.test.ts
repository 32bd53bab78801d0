// The alerts' texts on screen (src/i18n/alert-text.ts) read in Spanish exactly as the server's
// (src/domain/alert-text.ts), which its e-mails and pushes keep using: every fuel, both kinds of place.
import { expect, test } from "vitest";
import { alertCondition, alertFuelLabel, alertPlace, fuelInSentence } from "../../../src/domain/alert-text.ts";
import { ALERT_FUELS, alertThresholdText } from "../../../src/domain/contract/alerts.ts";
import { alertConditionText, alertFuelName, alertPlaceText, alertThresholdBounds, fuelInSentenceText } from "../../../src/i18n/alert-text.ts";
import { activeLocale } from "../../../src/i18n/i18n.ts";

test("the app speaks Spanish until told otherwise", () => {
  expect(activeLocale()).toBe("es");
});

test.each(ALERT_FUELS)("fuel %s reads as the server words it", (fuel) => {
  expect(alertFuelName(fuel)).toBe(alertFuelLabel(fuel));
  expect(fuelInSentenceText(fuel)).toBe(fuelInSentence(fuel));
  for (const umbral of [1.45, 0.879, 12.5]) expect(alertConditionText(fuel, umbral)).toBe(alertCondition(fuel, umbral));
  const { min, max, unit } = alertThresholdBounds(fuel);
  expect(`entre ${min} y ${max} ${unit}`).toBe(alertThresholdText(fuel));
});

test("an alert's place reads as the server words it", () => {
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
