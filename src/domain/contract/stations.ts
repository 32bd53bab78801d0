// Contract of the station calls of SPEC §7: search, searchstation, getlastupdate, history, reports.
import * as v from "valibot";
import { SEARCH_PRODUCT_CODES, toSearchProduct } from "../fuels.ts";
import { envelope, gps, latitude, longitude, numberLike, stationId, messageWithValues } from "./common.ts";
import { SALE_SCOPES } from "../public-station.ts";

/** "todas" adds members-only stations (cooperatives: Tipo Venta R), each marked ventaRestringida. */
export const saleScope = v.optional(v.picklist(SALE_SCOPES, /*i18n*/ 'venta debe ser "publica" o "todas"'), "publica");

export const searchProduct = v.pipe(
  v.string(/*i18n*/ "producto obligatorio"),
  v.transform((code) => toSearchProduct(code)),
  v.check((p) => p !== undefined, messageWithValues(/*i18n*/ "producto debe ser uno de: {opciones}", { opciones: SEARCH_PRODUCT_CODES.join(", ") })),
  v.transform((p) => p!),
);

export const searchRequest = v.object({
  distancia: v.pipe(numberLike("distancia"), v.minValue(1, /*i18n*/ "distancia mínima 1 km"), v.maxValue(50, /*i18n*/ "distancia máxima 50 km")),
  producto: searchProduct,
  latitud: latitude,
  longitud: longitude,
  /** Local time in ms with the timezone offset added (SPEC §3), as text. */
  timestamp: v.optional(v.nullable(numberLike("timestamp"))),
  venta: saleScope,
});
export type SearchRequest = v.InferOutput<typeof searchRequest>;
export type SearchRequestBody = v.InferInput<typeof searchRequest>;

export const pricerange = v.picklist([0, 1, 2]);

export const stationResult = v.object({
  id: v.string(),
  rotulo: v.string(),
  direccion: v.string(),
  horario: v.string(),
  bandera: v.string(),
  precio: v.number(),
  pricerange: pricerange,
  open: v.boolean(),
  km: v.number(),
  /** When the price last changed (ISO), from the price history; absent when unknown (offline, route). */
  desde: v.optional(v.string()),
  /** Present (true) when the price is at or under the 10th percentile of the station's year (src/domain/price-year.ts). */
  historicamenteBajo: v.optional(v.literal(true)),
  gps: gps,
  pais: v.string(),
  /** Present (true) only on a members-only station, which only a search with venta "todas" lists. */
  ventaRestringida: v.optional(v.literal(true)),
});
export type StationResult = v.InferOutput<typeof stationResult>;
export const searchResponse = envelope(v.array(stationResult));

/**
 * A station's official price of one product. `desde`: when it last changed (ISO); `dudoso`: why the
 * plausibility rule sets it aside (src/domain/price-plausibility.ts), with the province's median.
 * Optional so answers cached before these fields still parse.
 */
export const stationPrice = v.object({
  producto: v.string(),
  nombre: v.string(),
  precio: v.number(),
  desde: v.optional(v.nullable(v.string())),
  dudoso: v.optional(v.nullable(v.picklist(["fuera_de_rango", "bajo_mediana"]))),
  medianaProvincia: v.optional(v.nullable(v.number())),
});
export type StationPrice = v.InferOutput<typeof stationPrice>;

export const stationInfoRequest = v.object({ id: stationId });

export const stationInfo = v.object({
  id: v.string(),
  rotulo: v.string(),
  direccion: v.string(),
  gps: gps,
  bandera: v.string(),
  cp: v.string(),
  localidad: v.string(),
  municipio: v.string(),
  provincia: v.string(),
  horario: v.string(),
  open: v.boolean(),
  pais: v.string(),
  tipoVenta: v.string(),
  margen: v.string(),
  precio_gasoleoA: v.number(),
  precio_gasolina95: v.number(),
  precio_gasolina98: v.number(),
  precio_GLP: v.number(),
  /** Every product the station sells: key, Spanish label and price, and how far to trust it (stationPrice). */
  productos: v.array(stationPrice),
  actualizado: v.nullable(v.string()),
});
export type StationInfo = v.InferOutput<typeof stationInfo>;
export const stationInfoResponse = envelope(v.nullable(stationInfo));

export const lastUpdate = v.object({
  fecha: v.nullable(v.string()),
  ingestado: v.nullable(v.string()),
  estaciones: v.number(),
  /** The latest refresh that failed (when it ended, why); null when none has. */
  ultimoFallo: v.optional(v.nullable(v.object({ fecha: v.string(), motivo: v.string() })), null),
  /** The Fecha or the last good ingest is over two hours old (src/domain/feed-staleness.ts). */
  desactualizado: v.optional(v.boolean(), false),
  /** Prices of the served data the plausibility rule sets aside. */
  preciosDudosos: v.optional(v.number(), 0),
  /** Price-alert notifications waiting to be sent, and the age in seconds of the oldest (null: none). */
  avisosPendientes: v.optional(v.number(), 0),
  avisoMasAntiguoS: v.optional(v.nullable(v.number()), null),
  /** Whole days of prices the server holds, back-filled from the Ministry's history and ingested since. */
  historiaDias: v.optional(v.number(), 0),
});
export const lastUpdateResponse = envelope(v.nullable(lastUpdate));

export const historyQuery = v.object({
  dias: v.optional(v.pipe(numberLike("dias"), v.integer(/*i18n*/ "dias debe ser entero"), v.minValue(1, /*i18n*/ "dias mínimo 1"), v.maxValue(365, /*i18n*/ "dias máximo 365")), 30),
});
/** GET /api/gasolinaeco/cuandorepostar/{id}?producto=…: is now a good time to fill (src/domain/price-year.ts). */
export const whenToFillQuery = v.object({ producto: searchProduct });
export const whenToFill = v.object({
  historicamenteBajo: v.boolean(),
  /** Share (0-100) of the last 365 days that were cheaper than today. */
  percentil: v.number(),
  diasConDatos: v.number(),
  tendencia: v.picklist(["baja", "sube", "estable"]),
  /** The weekday the province's price is usually lower (1 = lunes … 7 = domingo); null unless the data shows it. */
  mejorDia: v.nullable(v.object({ dia: v.number(), ahorro: v.number(), semanas: v.number(), ambito: v.literal("provincia") })),
});
export type WhenToFill = v.InferOutput<typeof whenToFill>;
export const whenToFillResponse = envelope(whenToFill);

export const historyPoint = v.object({ producto: v.string(), precio: v.number(), desde: v.string() });
export const historyResponse = envelope(v.array(historyPoint));

/** GET /api/gasolinaeco/medianaprovincia/{id}?producto=…&dias=…: the province's daily median, oldest first. */
export const provinceMedianQuery = v.object({ ...whenToFillQuery.entries, ...historyQuery.entries });
export const medianPoint = v.object({ desde: v.string(), precio: v.number() });
export type MedianPoint = v.InferOutput<typeof medianPoint>;
export const provinceMedianResponse = envelope(v.array(medianPoint));

/** Averages of every other product of the catalogue, by fuel key (only those sold in the group). */
const otherAverages = v.optional(v.record(v.string(), v.number()), {});
export const provinceAverage = v.object({
  provincia: v.string(),
  mediaDiesel: v.number(),
  media95: v.number(),
  media98: v.number(),
  mediaGLP: v.number(),
  otros: otherAverages,
});
export const brandAverage = v.object({
  bandera: v.string(),
  mediaDiesel: v.number(),
  media95: v.number(),
  media98: v.number(),
  mediaGLP: v.number(),
  otros: otherAverages,
});
export const provinceReportResponse = envelope(v.array(provinceAverage));
export const brandReportResponse = envelope(v.array(brandAverage));
