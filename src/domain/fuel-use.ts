// How much fuel the driver buys and burns: litres per fill and consumption in l/100 km,
// with their defaults and limits. Shared by the profile (server), the device settings (app) and the
// net-saving figures, so every side reads and checks them the same way.

/** Litres per fill when neither the driver nor the tank size says otherwise. */
export const DEFAULT_FILL_LITRES = 40;
/** l/100 km when the driver has not said: a typical modern car. */
export const DEFAULT_CONSUMPTION_L100KM = 6.5;

export const FILL_LITRES_LIMITS = { min: 1, max: 2000 } as const;
export const CONSUMPTION_LIMITS = { min: 1, max: 100 } as const;

export const FUEL_USE_MESSAGES = {
  litresNotNumber: /*i18n*/ "Los litros por repostaje deben ser un número",
  litresRange: `Los litros por repostaje van de ${FILL_LITRES_LIMITS.min} a ${FILL_LITRES_LIMITS.max}`,
  consumptionNotNumber: /*i18n*/ "El consumo debe ser un número (litros cada 100 km)",
  consumptionRange: `El consumo va de ${CONSUMPTION_LIMITS.min} a ${CONSUMPTION_LIMITS.max} litros cada 100 km`,
} as const;

export interface FuelUse {
  /** Litres bought per fill. */
  litres: number;
  /** Litres burnt per 100 km. */
  consumption: number;
}

const usable = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

/**
 * The figures to compute with: what the driver set, else litres from the tank size when known (a full
 * tank), else the defaults.
 */
export function effectiveFuelUse(set: { litres?: number | null; consumption?: number | null; tankLitres?: number | null }): FuelUse {
  return {
    litres: usable(set.litres) ? set.litres : usable(set.tankLitres) ? set.tankLitres : DEFAULT_FILL_LITRES,
    consumption: usable(set.consumption) ? set.consumption : DEFAULT_CONSUMPTION_L100KM,
  };
}

/** A number typed by a person: decimal comma or point, surrounding spaces; NaN when not a number. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** The Spanish message for a litres value that is not acceptable, or null when it is. */
export function litresProblem(litres: number): string | null {
  if (!Number.isFinite(litres)) return FUEL_USE_MESSAGES.litresNotNumber;
  if (litres < FILL_LITRES_LIMITS.min || litres > FILL_LITRES_LIMITS.max) return FUEL_USE_MESSAGES.litresRange;
  return null;
}

/** The Spanish message for a consumption that is not acceptable, or null when it is. */
export function consumptionProblem(consumption: number): string | null {
  if (!Number.isFinite(consumption)) return FUEL_USE_MESSAGES.consumptionNotNumber;
  if (consumption < CONSUMPTION_LIMITS.min || consumption > CONSUMPTION_LIMITS.max) return FUEL_USE_MESSAGES.consumptionRange;
  return null;
}
