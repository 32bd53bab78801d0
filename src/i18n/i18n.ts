// The app's Lingui instance (issue 28). Spanish, the SPEC's language and the source of every message,
// is in the first load; another language's catalog is a chunk of its own, fetched once when the
// driver's language needs it. Activating a language also sets <html lang>.
import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales.ts";
import { messages as spanish } from "../locales/es.po";

const CATALOGS: Readonly<Record<Exclude<Locale, "es">, () => Promise<{ messages: Messages }>>> = {
  ca: () => import("../locales/ca.po"),
  eu: () => import("../locales/eu.po"),
  gl: () => import("../locales/gl.po"),
  en: () => import("../locales/en.po"),
};

const loaded = new Set<Locale>([DEFAULT_LOCALE]);
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: spanish });

/** The language the app speaks now. */
export const activeLocale = (): Locale => i18n.locale as Locale;

/** Loads the language's catalog if needed and makes it the app's. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale) && locale !== "es") {
    const { messages } = await CATALOGS[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

export { i18n };
