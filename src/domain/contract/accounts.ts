// Contract of the account and community calls of SPEC §7: registration, login, profile, vehicle
// lists, deletion, comments, images, refuels, navigate event, contact, e-mail validation.
import * as v from "valibot";
import { envelope, latitude, longitude, stationId, messageWithValues } from "./common.ts";
import { searchProduct } from "./stations.ts";
import { CONSUMPTION_LIMITS, FILL_LITRES_LIMITS, FUEL_USE_MESSAGES } from "../fuel-use.ts";
import { LOCALES } from "../locales.ts";

const email = (required: string, invalid: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(254, invalid), v.email(invalid));
/** PostgreSQL text cannot hold U+0000; a control character that no keyboard types is refused up front. */
const noNul = (field: string) =>
  v.check((text: string) => !text.includes("\u0000"), messageWithValues(/*i18n*/ "{campo}: contiene caracteres no permitidos", { campo: field }));

const password = v.pipe(v.string(/*i18n*/ "Campo obligatorio, min. 6 caracteres"), v.minLength(6, /*i18n*/ "Campo obligatorio, min. 6 caracteres"), v.maxLength(200, /*i18n*/ "La contraseña es demasiado larga"));

export const registerRequest = v.object({
  email: email(/*i18n*/ "Email obligatorio", /*i18n*/ "Email incorrecto"),
  password,
});
export const registerResponse = envelope(v.nullish(v.unknown()));

export const loginRequest = v.object({
  email: email(/*i18n*/ "Introduce un correo válido", /*i18n*/ "Introduce un correo válido"),
  password,
  keep: v.optional(v.boolean(/*i18n*/ "keep debe ser verdadero o falso"), false),
});
/** entity is the JWT. */
export const loginResponse = envelope(v.nullish(v.string()));

export const validateEmailRequest = v.object({
  guid: v.pipe(v.string(/*i18n*/ "guid obligatorio"), v.trim(), v.regex(/^[0-9a-fA-F-]{16,64}$/, /*i18n*/ "guid no válido")),
});
export const validateEmailResponse = envelope(v.nullish(v.unknown()));

export const userProfile = v.object({
  email: v.optional(v.string()),
  username: v.string(),
  tipovehiculo: v.nullish(v.number()),
  istaxi: v.boolean(),
  marcavehiculo: v.nullish(v.number()),
  /** Tank size in litres; 0 when missing. */
  deposito: v.number(),
  /** Whether the address was confirmed through the validation mail (needed to comment and upload photos). */
  emailValidado: v.optional(v.boolean()),
  /** Litres per fill and l/100 km, when the driver set them. */
  litros: v.optional(v.nullable(v.number())),
  consumo: v.optional(v.nullable(v.number())),
  /** The driver's fuel (a search product code), when chosen. */
  combustible: v.optional(v.nullable(v.string())),
  /** The app's language the driver chose (src/domain/locales.ts), when chosen. */
  idioma: v.optional(v.nullable(v.string())),
});
export type UserProfile = v.InferOutput<typeof userProfile>;

const optionalId = v.optional(v.nullable(v.pipe(v.number(/*i18n*/ "se esperaba un número"), v.integer(), v.minValue(1))), null);

export const setUserDataRequest = v.object({
  username: v.pipe(v.string(/*i18n*/ "El nombre es obligatorio"), v.trim(), v.nonEmpty(/*i18n*/ "El nombre es obligatorio"), v.maxLength(50, /*i18n*/ "El nombre admite como máximo 50 caracteres"), noNul("username")),
  tipovehiculo: optionalId,
  istaxi: v.optional(v.boolean(/*i18n*/ "istaxi debe ser verdadero o falso"), false),
  marcavehiculo: optionalId,
  deposito: v.optional(v.pipe(v.number(/*i18n*/ "deposito debe ser un número"), v.minValue(0, /*i18n*/ "El depósito no puede ser negativo"), v.maxValue(2000, /*i18n*/ "El depósito máximo es 2000 litros")), 0),
  /** Absent keeps what is stored; null clears it (back to the defaults). */
  litros: v.optional(v.nullable(v.pipe(v.number(FUEL_USE_MESSAGES.litresNotNumber), v.minValue(FILL_LITRES_LIMITS.min, FUEL_USE_MESSAGES.litresRange), v.maxValue(FILL_LITRES_LIMITS.max, FUEL_USE_MESSAGES.litresRange)))),
  consumo: v.optional(v.nullable(v.pipe(v.number(FUEL_USE_MESSAGES.consumptionNotNumber), v.minValue(CONSUMPTION_LIMITS.min, FUEL_USE_MESSAGES.consumptionRange), v.maxValue(CONSUMPTION_LIMITS.max, FUEL_USE_MESSAGES.consumptionRange)))),
  /** The driver's fuel; absent keeps what is stored, null clears it. Stored by its canonical code. */
  combustible: v.optional(v.nullable(searchProduct)),
  /** The app's language; absent keeps what is stored, null clears it (the phone's speaks). */
  idioma: v.optional(v.nullable(v.picklist(LOCALES, messageWithValues(/*i18n*/ "idioma debe ser uno de: {opciones}", { opciones: LOCALES.join(", ") })))),
});
export type SetUserDataRequest = v.InferInput<typeof setUserDataRequest>;
export const userDataResponse = envelope(v.nullable(userProfile));

export const masterItem = v.object({ id: v.number(), nombre: v.string() });
export const masterListResponse = envelope(v.array(masterItem));

export const deleteUserResponse = envelope(v.nullish(v.unknown()));
/** POST /api/token/logout (our own call): the token sent is revoked on the server. */
export const logoutResponse = envelope(v.nullish(v.unknown()));

export const commentPostRequest = v.object({
  stationid: stationId,
  comentario: v.pipe(v.string(/*i18n*/ "El comentario es obligatorio"), v.trim(), v.nonEmpty(/*i18n*/ "El comentario es obligatorio"), v.maxLength(500, /*i18n*/ "El comentario admite como máximo 500 caracteres"), noNul("comentario")),
  valoracion: v.pipe(v.number(/*i18n*/ "La valoración es obligatoria"), v.integer(/*i18n*/ "La valoración debe ser entera"), v.minValue(1, /*i18n*/ "La valoración va de 1 a 5"), v.maxValue(5, /*i18n*/ "La valoración va de 1 a 5")),
});
export const commentPostResponse = envelope(v.nullish(v.unknown()));

export const commentListRequest = v.object({ externalID: stationId });
export const commentRead = v.object({
  nombre: v.string(),
  fecha: v.string(),
  comentario: v.string(),
  valoracion: v.number(),
});
export type CommentRead = v.InferOutput<typeof commentRead>;
export const commentListResponse = envelope(v.array(commentRead));

export const imageListRequest = v.object({ ideess: stationId });
export const stationImage = v.object({ id: v.string(), url: v.string(), fecha: v.string(), ancho: v.number(), alto: v.number() });
export const imageListResponse = envelope(v.array(stationImage));
export const imageUploadResponse = envelope(v.nullish(stationImage));

export const navigateUserRequest = v.object({
  userlogin: v.pipe(v.string(/*i18n*/ "userlogin obligatorio"), v.maxLength(254)),
  externalID: stationId,
  combustible: searchProduct,
});
export const navigateUserResponse = envelope(v.nullish(v.unknown()));

export const latestRefuelsRequest = v.object({ latitud: latitude, longitud: longitude });
export const latestRefuel = v.object({
  externalID: v.string(),
  rotulo: v.string(),
  distancia: v.number(),
  combustible: v.string(),
  fecha: v.string(),
  precioRepostaje: v.number(),
  precioActual: v.number(),
  latitud: v.number(),
  longitud: v.number(),
});
export type LatestRefuel = v.InferOutput<typeof latestRefuel>;
export const latestRefuelsResponse = envelope(v.array(latestRefuel));

export const contactRequest = v.object({
  email: email(/*i18n*/ "Email obligatorio", /*i18n*/ "Email incorrecto"),
  asunto: v.pipe(v.string(/*i18n*/ "El asunto es obligatorio"), v.trim(), v.nonEmpty(/*i18n*/ "El asunto es obligatorio"), v.maxLength(150, /*i18n*/ "El asunto admite como máximo 150 caracteres"), noNul("asunto")),
  mensaje: v.pipe(v.string(/*i18n*/ "El mensaje es obligatorio"), v.trim(), v.nonEmpty(/*i18n*/ "El mensaje es obligatorio"), v.maxLength(500, /*i18n*/ "El mensaje admite como máximo 500 caracteres"), noNul("mensaje")),
});
export const contactResponse = envelope(v.nullish(v.unknown()));
