// Contract of the price alerts: "avísame cuando el {combustible} baje de X €" for one
// station or an area. A push alert's credential is the browser's subscription (its endpoint); an
// e-mail alert's is the session token. The push payload is here too: the server writes it, the
// service worker reads it.
import { LOCALES } from "../locales.ts";
import * as v from "valibot";
import { SEARCH_PRODUCT_CODES, SEARCH_PRODUCTS, fuelUnit, toSearchProduct, type SearchProduct } from "../fuels.ts";
import { plausibleRange } from "../price-plausibility.ts";
import { formatDecimal } from "../locale-number.ts";
import { envelope, latitude, longitude, stationId, messageWithValues } from "./common.ts";

/** Thresholds a driver may set for a liquid fuel, €/l; other products use their own plausible range. */
export const ALERT_THRESHOLD_MIN = 0.5;
export const ALERT_THRESHOLD_MAX = 3;

/** The thresholds a driver may set for a fuel, € per its unit: within what it can plausibly cost. */
export function alertThresholdRange(fuel: SearchProduct): readonly [number, number] {
  const [min, max] = plausibleRange(SEARCH_PRODUCTS[fuel]);
  return min === ALERT_THRESHOLD_MIN ? [ALERT_THRESHOLD_MIN, Math.min(max, ALERT_THRESHOLD_MAX)] : [min, max];
}

/** "Entre 0,500 y 3,000 €/l", the range said to the driver and in the refusal. */
export function alertThresholdText(fuel: SearchProduct): string {
  const [min, max] = alertThresholdRange(fuel);
  return `entre ${formatDecimal(min, 3, 3)} y ${formatDecimal(max, 3, 3)} €/${fuelUnit(fuel)}`;
}
/** Largest radius of an area alert, km. */
export const ALERT_RADIUS_MAX_KM = 25;
/** Alerts per subscriber (one browser subscription, or one account for e-mail alerts). */
export const ALERTS_PER_SUBSCRIBER = 20;

/** Every product of the catalogue, by its search code. */
export const ALERT_FUELS = SEARCH_PRODUCT_CODES;
export type AlertFuel = SearchProduct;

const alertFuel = v.pipe(
  v.string(/*i18n*/ "combustible obligatorio"),
  v.transform((code) => toSearchProduct(code)),
  v.check((p) => p !== undefined, messageWithValues(/*i18n*/ "combustible debe ser uno de: {opciones}", { opciones: SEARCH_PRODUCT_CODES.join(", ") })),
  v.transform((p) => p!),
);

const thresholdMessage = "El precio del aviso debe ser un número";
/** A number here; whether it is within the fuel's range is checked with the fuel (alertCreateRequest). */
const threshold = v.pipe(
  v.union([v.number(), v.string()], thresholdMessage),
  v.transform((input) => (typeof input === "number" ? input : Number(input.trim().replace(",", ".")))),
  v.check((n) => Number.isFinite(n), thresholdMessage),
);
const withinRange = (fuel: SearchProduct, n: number) => {
  const [min, max] = alertThresholdRange(fuel);
  return n >= min && n <= max;
};

const radiusMessage = messageWithValues(/*i18n*/ "El radio debe estar entre 1 y {max} km", { max: ALERT_RADIUS_MAX_KM });
const radius = v.pipe(
  v.union([v.number(), v.string()], radiusMessage),
  v.transform((input) => (typeof input === "number" ? input : Number(input.trim().replace(",", ".")))),
  v.check((n) => Number.isFinite(n) && n >= 1 && n <= ALERT_RADIUS_MAX_KM, radiusMessage),
);

const base64url = (field: string) =>
  v.pipe(
    v.string(messageWithValues(/*i18n*/ "{campo} obligatorio", { campo: field })),
    v.regex(/^[A-Za-z0-9_-]+=*$/, messageWithValues(/*i18n*/ "{campo} no válido", { campo: field })),
    v.maxLength(200, messageWithValues(/*i18n*/ "{campo} no válido", { campo: field })),
  );

const endpoint = v.pipe(
  v.string(/*i18n*/ "La suscripción no tiene endpoint"),
  v.trim(),
  v.maxLength(1024, /*i18n*/ "El endpoint de la suscripción es demasiado largo"),
  v.url(/*i18n*/ "El endpoint de la suscripción no es una URL"),
);

/** What the browser's `PushSubscription.toJSON()` gives. */
export const pushSubscriptionJson = v.object({
  endpoint,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: base64url("keys.p256dh"), auth: base64url("keys.auth") }, /*i18n*/ "La suscripción no tiene claves"),
}, /*i18n*/ "suscripcion no válida");
export type PushSubscriptionJson = v.InferOutput<typeof pushSubscriptionJson>;

const TARGET_MESSAGE = "Indica una estación (idEstacion) o una zona (latitud, longitud y radioKm), no las dos";

export const alertCreateRequest = v.pipe(
  v.object({
    /** Absent for an e-mail alert (Bearer token instead). */
    suscripcion: v.optional(pushSubscriptionJson),
    combustible: alertFuel,
    umbral: threshold,
    idEstacion: v.optional(stationId),
    latitud: v.optional(latitude),
    longitud: v.optional(longitude),
    radioKm: v.optional(radius),
    /** The language its notifications are written in; absent: the request's Accept-Language. */
    idioma: v.optional(v.picklist(LOCALES, messageWithValues(/*i18n*/ "idioma debe ser uno de: {opciones}", { opciones: LOCALES.join(", ") }))),
  }),
  v.check((b) => {
    const area = [b.latitud, b.longitud, b.radioKm].filter((x) => x !== undefined).length;
    return b.idEstacion !== undefined ? area === 0 : area === 3;
  }, TARGET_MESSAGE),
  v.forward(
    v.check(
      (b) => withinRange(b.combustible, b.umbral),
      (issue) => `El precio del aviso debe estar ${alertThresholdText((issue.input as { combustible: SearchProduct }).combustible)}`,
    ),
    ["umbral"],
  ),
);
export type AlertCreateBody = v.InferInput<typeof alertCreateRequest>;
export type AlertCreate = v.InferOutput<typeof alertCreateRequest>;
export const alertCreateResponse = envelope(v.nullish(v.object({ id: v.number() })));

/** Listing, pausing and deleting: the subscription's endpoint, or (e-mail alerts) the Bearer token. */
export const alertOwnerRequest = v.object({ endpoint: v.optional(endpoint) });
export const alertPauseRequest = v.object({
  endpoint: v.optional(endpoint),
  pausada: v.boolean(/*i18n*/ "pausada debe ser verdadero o falso"),
});

export const alertView = v.object({
  id: v.number(),
  canal: v.picklist(["push", "email"]),
  combustible: v.picklist(ALERT_FUELS as SearchProduct[]),
  umbral: v.number(),
  idEstacion: v.nullable(v.string()),
  /** The station's name, when the alert is for one station still in the index. */
  rotulo: v.nullable(v.string()),
  latitud: v.nullable(v.number()),
  longitud: v.nullable(v.number()),
  radioKm: v.nullable(v.number()),
  pausada: v.boolean(),
  /** Last price seen (the station's, or the area's cheapest), null before any. */
  ultimoPrecio: v.nullable(v.number()),
});
export type AlertView = v.InferOutput<typeof alertView>;
export const alertListResponse = envelope(v.nullish(v.array(alertView)));
export const alertChangeResponse = envelope(v.nullish(v.unknown()));

export const pushKeyResponse = envelope(v.nullish(v.object({ clave: v.string() })));

/** The JSON a push message carries; the service worker shows it as a notification. */
export const alertNotification = v.object({
  titulo: v.string(),
  cuerpo: v.string(),
  /** App path the notification opens (the station page). */
  url: v.string(),
  idEstacion: v.string(),
  rotulo: v.string(),
  combustible: v.picklist(ALERT_FUELS as SearchProduct[]),
  precio: v.number(),
  precioAnterior: v.nullable(v.number()),
  idAlerta: v.number(),
});
export type AlertNotification = v.InferOutput<typeof alertNotification>;
