// Which of the app's languages a request's Accept-Language prefers, read by `negotiator` (already the
// reader of Accept-Encoding, server/http/accept-encoding.ts): q-values, order, "*" and regional tags
// ("ca-ES" is Catalan) as RFC 9110 §12.5.4 has them. Spanish when it names none of ours.
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../../src/domain/locales.ts";

/** The language an Accept-Language header prefers among ours (q-values honoured), Spanish otherwise. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages([...LOCALES]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
