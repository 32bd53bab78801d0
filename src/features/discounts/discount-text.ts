// How a discount plan reads: "Repsol −10 c€/l", "Carrefour −3 % · sáb, dom · hasta 5,00 € por repostaje",
// in the app's language (numbers, weekday names and words).
import { t } from "@lingui/core/macro";
import type { DiscountPlan } from "../../domain/discounts.ts";
import { formatDecimal } from "../../i18n/formatters.ts";
import { dateFormat } from "../../i18n/calendar.ts";
import { intlLocale } from "../../i18n/i18n.ts";
import { brandLabel } from "../reports/brand-label.ts";

/** The ISO weekdays (1 = lunes … 7 = domingo). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A Monday at noon UTC: day n of the ISO week is this + n - 1 days. */
const MONDAY = Date.UTC(2024, 0, 1, 12);
const dayAt = (weekday: number) => MONDAY + (weekday - 1) * 86_400_000;

/** An ISO weekday's short name in the app's language: "lun", "sáb" (src/i18n/calendar.ts). */
export const weekdayShort = (weekday: number): string =>
  dateFormat({ weekday: "short", timeZone: "UTC" }).format(dayAt(weekday));

/** An ISO weekday's full name, capitalised for a label of its own: "Lunes", "Sábado". */
export function weekdayLong(weekday: number): string {
  const name = dateFormat({ weekday: "long", timeZone: "UTC" }).format(dayAt(weekday));
  return name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1);
}

/** "Repsol −10 c€/l": the brand and what it takes off. */
export function planName(plan: DiscountPlan): string {
  const amount = plan.unidad === "centimos" ? `${formatDecimal(plan.valor, 0, 2)} c€/l` : `${formatDecimal(plan.valor, 0, 2)} %`;
  return `${brandLabel(plan.marca)} −${amount}`;
}

/** The name with its days and cap, for the list of plans. */
export function planDescription(plan: DiscountPlan): string {
  const name = planName(plan);
  const days = plan.dias.length === 0 ? t`todos los días` : WEEKDAYS.filter((day) => plan.dias.includes(day)).map(weekdayShort).join(", ");
  if (plan.topeEuros === null) return `${name} · ${days}`;
  const cap = formatDecimal(plan.topeEuros, 2, 2);
  return t`${name} · ${days} · hasta ${cap} € por repostaje`;
}
