// How a discount plan reads: "Repsol −10 c€/l", "Carrefour −3 % · sáb, dom · hasta 5,00 €".
import type { DiscountPlan } from "../../domain/discounts.ts";
import { formatDecimal } from "../../domain/locale-number.ts";
import { brandLabel } from "../reports/brand-label.ts";

/** ISO weekday (1 = lunes) → its short Spanish name. */
export const WEEKDAYS = [
  [1, "lun", "Lunes"],
  [2, "mar", "Martes"],
  [3, "mié", "Miércoles"],
  [4, "jue", "Jueves"],
  [5, "vie", "Viernes"],
  [6, "sáb", "Sábado"],
  [7, "dom", "Domingo"],
] as const;

/** "Repsol −10 c€/l": the brand and what it takes off. */
export function planName(plan: DiscountPlan): string {
  const amount = plan.unidad === "centimos" ? `${formatDecimal(plan.valor, 0, 2)} c€/l` : `${formatDecimal(plan.valor, 0, 2)} %`;
  return `${brandLabel(plan.marca)} −${amount}`;
}

/** The name with its days and cap, for the list of plans. */
export function planDescription(plan: DiscountPlan): string {
  const days = plan.dias.length === 0 ? "todos los días" : WEEKDAYS.filter(([day]) => plan.dias.includes(day)).map(([, short]) => short).join(", ");
  const cap = plan.topeEuros === null ? "" : ` · hasta ${formatDecimal(plan.topeEuros, 2, 2)} € por repostaje`;
  return `${planName(plan)} · ${days}${cap}`;
}
