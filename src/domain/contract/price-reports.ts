// Contract of "¿Precio incorrecto?" (our own endpoint): POST /api/gasolinaeco/precioincorrecto,
// a driver's report that the pump shows another price than the official one. Stored for an operator;
// it never changes the official price.
import * as v from "valibot";
import { FUEL_PRODUCTS } from "../fuels.ts";
import { envelope, numberLike, stationId, messageWithValues } from "./common.ts";

const FUEL_KEYS: readonly string[] = FUEL_PRODUCTS.map((p) => p.key);

export const PRICE_REPORT_MAX_COMMENT = 500;

export const priceReportRequest = v.object({
  stationid: stationId,
  producto: v.pipe(v.string(/*i18n*/ "Elige el combustible"), v.check((key) => FUEL_KEYS.includes(key), /*i18n*/ "Elige el combustible")),
  precio: v.pipe(
    numberLike("precio"),
    v.minValue(0.1, /*i18n*/ "El precio que has visto debe estar entre 0,100 y 9,999 €/l"),
    v.maxValue(9.999, /*i18n*/ "El precio que has visto debe estar entre 0,100 y 9,999 €/l"),
  ),
  comentario: v.optional(
    v.pipe(
      v.string(/*i18n*/ "El comentario debe ser texto"),
      v.trim(),
      v.maxLength(PRICE_REPORT_MAX_COMMENT, messageWithValues(/*i18n*/ "El comentario admite como máximo {max} caracteres", { max: PRICE_REPORT_MAX_COMMENT })),
      v.check((text) => !text.includes("\u0000"), /*i18n*/ "comentario: contiene caracteres no permitidos"),
    ),
    "",
  ),
});
export type PriceReportBody = v.InferInput<typeof priceReportRequest>;
export const priceReportResponse = envelope(v.nullish(v.unknown()));

export const PRICE_REPORT_THANKS = "Gracias: revisaremos el precio. El precio oficial no cambia hasta que lo publique el Ministerio.";
