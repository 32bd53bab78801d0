// The fuel-use form of the configuration screen: two numbers typed by a person (decimal
// comma allowed), empty meaning "use the default", each checked with the domain's Spanish messages.
import { consumptionProblem, litresProblem, parseDecimal } from "../../domain/fuel-use.ts";

export interface FuelUseValues {
  litres: string;
  consumption: string;
}

export interface FuelUseErrors {
  litres?: string;
  consumption?: string;
}

const shown = (n: number | null | undefined) => (n == null ? "" : String(n).replace(".", ","));

export const fuelUseValues = (litres: number | null | undefined, consumption: number | null | undefined): FuelUseValues => ({
  litres: shown(litres),
  consumption: shown(consumption),
});

/** The numbers to keep (null = default), or the errors to show. */
export function readFuelUse(values: FuelUseValues): { ok: true; litres: number | null; consumption: number | null } | { ok: false; errors: FuelUseErrors } {
  const litres = values.litres.trim() === "" ? null : parseDecimal(values.litres);
  const consumption = values.consumption.trim() === "" ? null : parseDecimal(values.consumption);
  const errors: FuelUseErrors = {};
  const litresError = litres === null ? null : litresProblem(litres);
  const consumptionError = consumption === null ? null : consumptionProblem(consumption);
  if (litresError) errors.litres = litresError;
  if (consumptionError) errors.consumption = consumptionError;
  if (litresError || consumptionError) return { ok: false, errors };
  return { ok: true, litres, consumption };
}
