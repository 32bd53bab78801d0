// The server's answers in the language of the request (Accept-Language, which the app sets to its own):
// the `message` of the envelope, an error or a confirmation the app shows as it comes. A message is
// translated when the language's catalog has it (server/i18n/locales, its id the Spanish text marked
// /*i18n*/ where it is written); any other stays as written, so a text made of data (an address, a
// field name) is never read as a message template.
import type { Context } from "hono";
import { DEFAULT_LOCALE, type Locale } from "../../src/domain/locales.ts";
import { localeFromAcceptLanguage } from "./accept-language.ts";
import { serverI18n } from "./server-i18n.ts";

export const requestLocale = (c: Context): Locale => localeFromAcceptLanguage(c.req.header("accept-language"));

/** `message` (a Spanish message id, with `values` for its {placeholders}) in the request's language. */
export function inRequestLanguage(c: Context, message: string, values?: Record<string, unknown>): string {
  return inLanguage(requestLocale(c), message, values);
}

export function inLanguage(locale: Locale, message: string, values?: Record<string, unknown>): string {
  const i18n = serverI18n(locale);
  if (locale !== DEFAULT_LOCALE && message in i18n.messages) return i18n._(message, values);
  // Spanish is the message itself; only a template with values needs interpolating.
  return values ? serverI18n(DEFAULT_LOCALE)._(message, values) : message;
}
