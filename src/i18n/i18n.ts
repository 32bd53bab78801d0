// The app's Lingui instance. Spanish, the SPEC's language and the source of every message,
// is written in the code and travels with each screen's own chunk (vite.config.ts keeps it there): it
// loads no catalog, and its messages are compiled on first use, once each. Another language's catalog
// is a chunk of its own, compiled at build time, fetched once when the driver's language needs it.
// Activating a language also sets <html lang>.
import { i18n, type Messages } from "@lingui/core";
import { compileMessage } from "./compile-message.ts";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from "../domain/locales.ts";
import { saveAlertFallback } from "../stores/alert-fallback.ts";

const CATALOGS: Readonly<Record<Exclude<Locale, "es">, () => Promise<{ messages: Messages }>>> = {
  ca: () => import("../locales/ca.po"),
  eu: () => import("../locales/eu.po"),
  gl: () => import("../locales/gl.po"),
  en: () => import("../locales/en.po"),
};

// A results list asks for the same few messages for every card: each is parsed once.
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
i18n.setMessagesCompiler((message) => {
  let done = compiled.get(message);
  if (!done) compiled.set(message, (done = compileMessage(message)));
  return done;
});

const loaded = new Set<Locale>([DEFAULT_LOCALE]);
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

/** The language the app speaks now. */
export const activeLocale = (): Locale => i18n.locale as Locale;

/** The tag to give Intl for the language the app speaks now ("en-GB" for English). */
export const intlLocale = (): string => INTL_TAGS[activeLocale()];

/** Loads the language's catalog if needed and makes it the app's. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale) && locale !== "es") {
    const { messages } = await CATALOGS[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  rememberAlertFallback();
}

/** The service worker shows these words for a price alert it cannot read (sw/alert-notifications.ts):
 * the app leaves them in its language. Nothing is lost if it cannot (no IndexedDB): the worker says
 * them in Spanish. */
function rememberAlertFallback(): void {
  saveAlertFallback(i18n._(msg`Ha bajado el precio de uno de tus avisos.`));
}

export { i18n };
