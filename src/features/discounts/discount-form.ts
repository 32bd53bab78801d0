// The "Mis descuentos" form: what the driver typed, read into a plan or into messages per field, in the
// app's language (read when the form is sent).
import { t } from "@lingui/core/macro";
import { DISCOUNT_LIMITS, type DiscountPlan, type DiscountUnit } from "../../domain/discounts.ts";
import { parseDecimal } from "../../domain/fuel-use.ts";
import { formatDecimal } from "../../i18n/formatters.ts";

export interface DiscountValues {
  marca: string;
  valor: string;
  unidad: DiscountUnit;
  dias: number[];
  tope: string;
}

export type DiscountErrors = Partial<Record<"marca" | "valor" | "tope", string>>;

export const EMPTY_DISCOUNT: DiscountValues = { marca: "", valor: "", unidad: "centimos", dias: [], tope: "" };

const number = (value: number) => formatDecimal(value, 0, 2);

export function readDiscount(values: DiscountValues): { ok: true; plan: Omit<DiscountPlan, "id"> } | { ok: false; errors: DiscountErrors } {
  const errors: DiscountErrors = {};
  if (!values.marca) errors.marca = t`Elige la marca donde tienes el descuento.`;
  const limits = DISCOUNT_LIMITS[values.unidad];
  const valor = parseDecimal(values.valor);
  if (!Number.isFinite(valor) || valor < limits.min || valor > limits.max) {
    const [min, max, unit] = [number(limits.min), number(limits.max), values.unidad === "centimos" ? "c€/l" : "%"];
    errors.valor = t`Escribe un descuento entre ${min} y ${max} ${unit}.`;
  }
  let topeEuros: number | null = null;
  if (values.tope.trim() !== "") {
    topeEuros = parseDecimal(values.tope);
    const cap = DISCOUNT_LIMITS.topeEuros;
    if (!Number.isFinite(topeEuros) || topeEuros < cap.min || topeEuros > cap.max) {
      const [min, max] = [number(cap.min), number(cap.max)];
      errors.tope = t`El tope debe estar entre ${min} y ${max} €, o vacío si no tiene.`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, plan: { marca: values.marca, valor, unidad: values.unidad, dias: [...values.dias].sort(), topeEuros } };
}
