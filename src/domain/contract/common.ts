// Shared primitives of the API contract: the {success, message, entity} envelope and the numeric
// fields that clients send as text (SPEC §3: latitud and longitud travel as strings).
import * as v from "valibot";

export function envelope<TEntity extends v.GenericSchema>(entity: TEntity) {
  return v.object({
    success: v.boolean(),
    message: v.nullish(v.string()),
    entity: entity,
  });
}

export const failureEnvelope = v.object({
  success: v.literal(false),
  message: v.string(),
  entity: v.nullish(v.unknown()),
});

export type Envelope<T> = { success: boolean; message?: string | null; entity: T };

/** A number sent as a number or as text; a decimal comma is accepted ("40,41"). */
export function numberLike(fieldLabel: string) {
  return v.pipe(
    // One type check rather than a union of two schemas: every search parses three of these.
    v.custom<number | string>((input) => typeof input === "number" || typeof input === "string", `${fieldLabel}: se esperaba un número`),
    v.transform((input) => (typeof input === "number" ? input : Number(input.trim().replace(",", ".")))),
    v.check((n) => Number.isFinite(n), `${fieldLabel}: se esperaba un número`),
  );
}

export const latitude = v.pipe(numberLike("latitud"), v.minValue(-90, /*i18n*/ "latitud fuera de rango"), v.maxValue(90, /*i18n*/ "latitud fuera de rango"));
export const longitude = v.pipe(numberLike("longitud"), v.minValue(-180, /*i18n*/ "longitud fuera de rango"), v.maxValue(180, /*i18n*/ "longitud fuera de rango"));

export const gps = v.object({ latitud: v.number(), longitud: v.number() });

/** Station ids are the feed's IDEESS: digits, sent as text or number. */
export const stationId = v.pipe(
  v.union([v.string(), v.number()], /*i18n*/ "id de estación obligatorio"),
  v.transform((input) => String(input).trim()),
  v.regex(/^\d{1,10}$/, /*i18n*/ "id de estación no válido"),
);

/** The first issue of a failed parse, as the Spanish message the API answers with. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[], translate: (message: string) => string = (m) => m): string {
  const issue = issues[0];
  if (!issue) return translate(/*i18n*/ "Datos no válidos");
  const key = issue.path?.map((p) => String(p.key)).join(".");
  const message = translate(issue.message.startsWith("Invalid") ? /*i18n*/ "valor no válido" : issue.message);
  return key && !issue.message.startsWith(key) ? `${key}: ${message}` : message;
}
