// How numbers are shown to the user (SPEC §9), in the driver's language (Spanish unless told): a
// decimal comma in Spanish, Catalan, Basque and Galician, a point in English, and a no-break space
// where the unit follows, so that "1,459 €" or "2,5 km" never wraps across two lines. English puts
// the euro sign first ("€1.459"), as Intl's en-GB does.

import type { FuelUnit } from "./fuels.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import { formatDecimal } from "./locale-number.ts";

const euros = (value: number, decimals: number, locale: Locale): string => {
  const digits = formatDecimal(value, decimals, decimals, locale);
  return locale === "en" ? `€${digits}` : `${digits}\u00a0€`;
};

/** What a missing price (0 in the data) shows as. */
export const NO_PRICE = "-";

/** A fuel price with 3 decimals and the euro sign: "1,459 €" a litre, "1,199 €/kg" for the gases sold
 * by weight (src/domain/fuels.ts, fuelUnit); '-' when 0 or missing. */
export function formatPrice(price: number | null | undefined, unit: FuelUnit = "l", locale: Locale = DEFAULT_LOCALE): string {
  if (price == null || !Number.isFinite(price) || price <= 0) return NO_PRICE;
  return unit === "kg" ? `${euros(price, 3, locale)}/kg` : euros(price, 3, locale);
}

/** A distance with 1 to 2 decimals ("2,35 km", "3,0 km"). */
export function formatKm(km: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${formatDecimal(km, 1, 2, locale)}\u00a0km`;
}

/**
 * The cost of filling the tank with 2 decimals ("87,54 €"), or null when it is not shown:
 * SPEC §9 shows the line only when deposito is above 0, and it means nothing without a price.
 */
export function formatTankCost(
  depositoLitres: number | null | undefined,
  pricePerLitre: number | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (depositoLitres == null || !(depositoLitres > 0) || !Number.isFinite(depositoLitres)) return null;
  if (pricePerLitre == null || !(pricePerLitre > 0) || !Number.isFinite(pricePerLitre)) return null;
  return euros(depositoLitres * pricePerLitre, 2, locale);
}
