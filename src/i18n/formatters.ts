// The number formats of src/domain/format.ts in the language the app speaks now, for screens. The
// screens re-render under a new key when the language changes (LocaleGate.tsx), so a formatted number
// never lags behind the words around it.
import * as format from "../domain/format.ts";
import type { FuelUnit } from "../domain/fuels.ts";
import { formatDecimal as formatDecimalIn } from "../domain/locale-number.ts";
import { activeLocale } from "./i18n.ts";

export { NO_PRICE } from "../domain/format.ts";

export const formatPrice = (price: number | null | undefined, unit: FuelUnit = "l"): string => format.formatPrice(price, unit, activeLocale());

export const formatKm = (km: number): string => format.formatKm(km, activeLocale());

export const formatTankCost = (litres: number | null | undefined, pricePerLitre: number | null | undefined): string | null =>
  format.formatTankCost(litres, pricePerLitre, activeLocale());

export const formatDecimal = (value: number, minDigits: number, maxDigits: number): string => formatDecimalIn(value, minDigits, maxDigits, activeLocale());
