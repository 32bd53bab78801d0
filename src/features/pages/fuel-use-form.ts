// The fuel-use form of the configuration screen: two numbers typed by a person (decimal
// comma allowed), empty meaning "use the default", each checked with the domain's rules and its
// messages said in the app's language.
import { t } from "@lingui/core/macro";
import {
  CONSUMPTION_LIMITS,
  FILL_LITRES_LIMITS,
  FUEL_USE_MESSAGES,
  consumptionProblem,
  litresProblem,
  parseDecimal,
} from "../../domain/fuel-use.ts";
import { formatDecimal } from "../../i18n/formatters.ts";

export interface FuelUseValues {
  litres: string;
  consumption: string;
}

export interface FuelUseErrors {
  litres?: string;
  consumption?: string;
}

/** The active language's decimal mark: parseDecimal reads a comma or a point. */
const decimalMark = () => formatDecimal(0.5, 1, 1).replace(/\d/g, "");

const shown = (n: number | null | undefined) => (n == null ? "" : String(n).replace(".", decimalMark()));

export const fuelUseValues = (litres: number | null | undefined, consumption: number | null | undefined): FuelUseValues => ({
  litres: shown(litres),
  consumption: shown(consumption),
});

/** A domain problem (its Spanish message, shared with the server) as the driver reads it. */
function problemText(problem: string): string {
  const litresMin = formatDecimal(FILL_LITRES_LIMITS.min, 0, 0);
  const litresMax = formatDecimal(FILL_LITRES_LIMITS.max, 0, 0);
  const consumptionMin = formatDecimal(CONSUMPTION_LIMITS.min, 0, 0);
  const consumptionMax = formatDecimal(CONSUMPTION_LIMITS.max, 0, 0);
  switch (problem) {
    case FUEL_USE_MESSAGES.litresNotNumber:
      return t`Los litros por repostaje deben ser un número`;
    case FUEL_USE_MESSAGES.litresRange:
      return t`Los litros por repostaje van de ${litresMin} a ${litresMax}`;
    case FUEL_USE_MESSAGES.consumptionNotNumber:
      return t`El consumo debe ser un número (litros cada 100 km)`;
    case FUEL_USE_MESSAGES.consumptionRange:
      return t`El consumo va de ${consumptionMin} a ${consumptionMax} litros cada 100 km`;
    default:
      return problem;
  }
}

/** The numbers to keep (null = default), or the errors to show. */
export function readFuelUse(values: FuelUseValues): { ok: true; litres: number | null; consumption: number | null } | { ok: false; errors: FuelUseErrors } {
  const litres = values.litres.trim() === "" ? null : parseDecimal(values.litres);
  const consumption = values.consumption.trim() === "" ? null : parseDecimal(values.consumption);
  const errors: FuelUseErrors = {};
  const litresError = litres === null ? null : litresProblem(litres);
  const consumptionError = consumption === null ? null : consumptionProblem(consumption);
  if (litresError) errors.litres = problemText(litresError);
  if (consumptionError) errors.consumption = problemText(consumptionError);
  if (litresError || consumptionError) return { ok: false, errors };
  return { ok: true, litres, consumption };
}
