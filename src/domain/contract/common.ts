// Shared primitives of the API contract: the {success, message, entity} envelope and the numeric
// fields that clients send as text (SPEC §3: latitud and longitud travel as strings).
import * as v from "valibot";
import { formatDecimal } from "../locale-number.ts";

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

type MessageValues = Readonly<Record<string, string | number>>;

/** Contract messages with data in them, by their Spanish text: the template a translator sees, and the data. */
const TEMPLATED_MESSAGES = new Map<string, { template: string; values: MessageValues }>();

/**
 * A contract message with data in it (a field's name, the accepted codes, a limit): its Spanish text,
 * for valibot, remembered with its template ({name}, or {name, number} for a decimal) so that the
 * server can say it in the request's language (firstIssueMessage). Mark the template with i18n.
 */
export function messageWithValues(template: string, values: MessageValues): string {
  const text = template.replace(/\{(\w+)(, number)?\}/g, (_, name: string, number?: string) => {
    const value = values[name] ?? "";
    return number && typeof value === "number" ? formatDecimal(value, 0, 2) : String(value);
  });
  TEMPLATED_MESSAGES.set(text, { template, values });
  return text;
}

/** "latitud: se esperaba un número", in every language. */
const notANumber = (fieldLabel: string) => messageWithValues(/*i18n*/ "{campo}: se esperaba un número", { campo: fieldLabel });

/** A number sent as a number or as text; a decimal comma is accepted ("40,41"). */
export function numberLike(fieldLabel: string) {
  const message = notANumber(fieldLabel);
  return v.pipe(
    // One type check rather than a union of two schemas: every search parses three of these.
    v.custom<number | string>((input) => typeof input === "number" || typeof input === "string", message),
    v.transform((input) => (typeof input === "number" ? input : Number(input.trim().replace(",", ".")))),
    v.check((n) => Number.isFinite(n), message),
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

/** Says a contract message (its Spanish text, or the template of one with data and its values) in a language. */
export type TranslateMessage = (message: string, values?: MessageValues) => string;

/** The first issue of a failed parse, as the message the API answers with: Spanish unless `translate` says otherwise. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[], translate?: TranslateMessage): string {
  const say = (text: string) => {
    if (!translate) return text;
    const templated = TEMPLATED_MESSAGES.get(text);
    return templated ? translate(templated.template, templated.values) : translate(text);
  };
  const issue = issues[0];
  if (!issue) return say(/*i18n*/ "Datos no válidos");
  const key = issue.path?.map((p) => String(p.key)).join(".");
  const message = say(issue.message.startsWith("Invalid") ? /*i18n*/ "valor no válido" : issue.message);
  return key && !issue.message.startsWith(key) ? `${key}: ${message}` : message;
}
