// Contract of "¿Precio incorrecto?" (our own endpoint): POST /api/gasolinaeco/precioincorrecto,
// a driver's report that the pump shows another price than the official one. Stored for an operator;
// it never changes the official price.
import * as v from "valibot";
import { FUEL_PRODUCTS, fuelUnit } from "../fuels.ts";
import { plausibleRange } from "../price-plausibility.ts";
import { envelope, numberLike, stationId, messageWithValues } from "./common.ts";

const FUEL_KEYS: readonly string[] = FUEL_PRODUCTS.map((p) => p.key);

/** The prices a driver may say a pump showed, € per the product's unit: what it can plausibly cost. */
export const priceReportRange = (producto: string): readonly [number, number] => plausibleRange(producto);

export function isReportablePrice(producto: string, precio: number): boolean {
  const [min, max] = priceReportRange(producto);
  return precio >= min && precio <= max;
}

/** "El precio que has visto debe estar entre 3 y 30 €/kg", in the request's language on the server. */
export function priceReportRangeMessage(producto: string): string {
  const [min, max] = priceReportRange(producto);
  return messageWithValues(/*i18n*/ "El precio que has visto debe estar entre {min, number} y {max, number} €/{unidad}", { min, max, unidad: fuelUnit(producto) });
}

export const PRICE_REPORT_MAX_COMMENT = 500;

export const priceReportRequest = v.pipe(v.object({
  stationid: stationId,
  producto: v.pipe(v.string(/*i18n*/ "Elige el combustible"), v.check((key) => FUEL_KEYS.includes(key), /*i18n*/ "Elige el combustible")),
  precio: numberLike("precio"),
  comentario: v.optional(
    v.pipe(
      v.string(/*i18n*/ "El comentario debe ser texto"),
      v.trim(),
      v.maxLength(PRICE_REPORT_MAX_COMMENT, messageWithValues(/*i18n*/ "El comentario admite como máximo {max} caracteres", { max: PRICE_REPORT_MAX_COMMENT })),
      v.check((text) => !text.includes("\u0000"), /*i18n*/ "comentario: contiene caracteres no permitidos"),
    ),
    "",
  ),
}), v.forward(
  // Each product against its own range and unit (hydrogen at 15,5 €/kg, AdBlue at 0,45 €/l).
  v.check((b) => isReportablePrice(b.producto, b.precio), (issue) => priceReportRangeMessage((issue.input as { producto: string }).producto)),
  ["precio"],
));
export type PriceReportBody = v.InferInput<typeof priceReportRequest>;
export const priceReportResponse = envelope(v.nullish(v.unknown()));

export const PRICE_REPORT_THANKS = "Gracias: revisaremos el precio. El precio oficial no cambia hasta que lo publique el Ministerio.";
