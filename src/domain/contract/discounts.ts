// Contract of "Mis descuentos" kept with the account (our own calls under /api/descuentos): the
// account's plans, and the merge of a device's plans into them (on login, and whenever the device has
// added or removed some). A plan is never edited, only added or removed, so its id names it for good.
import * as v from "valibot";
import { DISCOUNT_LIMITS, type DiscountPlan, type DiscountUnit } from "../discounts.ts";
import { envelope, messageWithValues } from "./common.ts";

/** The most removals one merge carries: those made logged in between two syncs, never near it. */
export const MAX_REMOVALS_SENT = 100;

const UNIT_TEXT: Record<DiscountUnit, string> = { centimos: "c€/l", porcentaje: "%" };

const capMessage = messageWithValues(/*i18n*/ "el tope debe estar entre {min, number} y {max, number} €", { min: DISCOUNT_LIMITS.topeEuros.min, max: DISCOUNT_LIMITS.topeEuros.max });

/** The device makes the ids (a UUID, or a time and a random part where there is no crypto). */
const planId = v.pipe(v.string(/*i18n*/ "id de descuento obligatorio"), v.regex(/^[\w-]{1,64}$/, /*i18n*/ "id de descuento no válido"));

/** A brand key as the feed's brands are written (`repsol`, `q8`): any, so a newer brand list still syncs. */
const brandKey = v.pipe(v.string(/*i18n*/ "marca obligatoria"), v.regex(/^[a-z0-9]{1,40}$/, /*i18n*/ "marca no válida"));

const weekday = v.pipe(
  v.number(/*i18n*/ "cada día es un número del 1 (lunes) al 7 (domingo)"),
  v.integer(/*i18n*/ "cada día es un número del 1 (lunes) al 7 (domingo)"),
  v.minValue(1, /*i18n*/ "cada día es un número del 1 (lunes) al 7 (domingo)"),
  v.maxValue(7, /*i18n*/ "cada día es un número del 1 (lunes) al 7 (domingo)"),
);

const cap = DISCOUNT_LIMITS.topeEuros;

/** One plan as a device sends it, held to the limits the form keeps. */
export const discountPlanInput = v.pipe(
  v.object({
    id: planId,
    marca: brandKey,
    valor: v.number(/*i18n*/ "se esperaba un número"),
    unidad: v.picklist(["centimos", "porcentaje"], /*i18n*/ "se esperaba «centimos» o «porcentaje»"),
    dias: v.optional(
      v.pipe(
        v.array(weekday, /*i18n*/ "se esperaba una lista de días"),
        v.check((days) => new Set(days).size === days.length, /*i18n*/ "cada día una sola vez"),
      ),
      [],
    ),
    topeEuros: v.optional(
      v.nullable(
        v.pipe(
          v.number(/*i18n*/ "se esperaba un número o null"),
          v.minValue(cap.min, capMessage),
          v.maxValue(cap.max, capMessage),
        ),
      ),
      null,
    ),
  }, /*i18n*/ "se esperaba un descuento"),
  v.forward(
    v.check(
      ({ valor, unidad }) => valor >= DISCOUNT_LIMITS[unidad].min && valor <= DISCOUNT_LIMITS[unidad].max,
      (issue) => {
        const unidad = (issue.input as { unidad: DiscountUnit }).unidad;
        const limits = DISCOUNT_LIMITS[unidad];
        return messageWithValues(/*i18n*/ "el descuento debe estar entre {min, number} y {max, number} {unidad}", { min: limits.min, max: limits.max, unidad: UNIT_TEXT[unidad] });
      },
    ),
    ["valor"],
  ),
);

/** POST /api/descuentos/fusionar: the device's plans to add (a union) and the ids it removed. */
export const mergeDiscountsRequest = v.object({
  planes: v.pipe(
    v.array(discountPlanInput, /*i18n*/ "planes: se esperaba una lista de descuentos"),
    v.maxLength(DISCOUNT_LIMITS.plans, messageWithValues(/*i18n*/ "planes: como máximo {max} descuentos", { max: DISCOUNT_LIMITS.plans })),
  ),
  quitar: v.optional(
    v.pipe(
      v.array(planId, /*i18n*/ "quitar: se esperaba una lista de ids de descuento"),
      v.maxLength(MAX_REMOVALS_SENT, messageWithValues(/*i18n*/ "quitar: como máximo {max} descuentos", { max: MAX_REMOVALS_SENT })),
    ),
    [],
  ),
}, /*i18n*/ "se esperaba una lista de descuentos");
/** What the app sends: its plans as it keeps them (read-only lists, which the schema's input type is not). */
export interface MergeDiscountsBody {
  planes: readonly DiscountPlan[];
  quitar: readonly string[];
}

/** One plan of the account as the app reads it (loose: limits are the server's to keep). */
export const discountPlanEntry = v.object({
  id: v.string(),
  marca: v.string(),
  valor: v.number(),
  unidad: v.picklist(["centimos", "porcentaje"]),
  dias: v.array(v.number()),
  topeEuros: v.nullable(v.number()),
});
export const discountListResponse = envelope(v.array(discountPlanEntry));
