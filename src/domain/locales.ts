// The app's languages: Spanish, the SPEC's and the default, and Catalan, Basque, Galician
// and English. The one list the app, the service worker and the server read: which language a phone's
// settings ask for, what each is called in itself, and how it writes numbers.

export const LOCALES = ["es", "ca", "eu", "gl", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "es";

/** Each language named in itself, as the /config choice lists them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  es: "Español",
  ca: "Català",
  eu: "Euskara",
  gl: "Galego",
  en: "English",
};

/** The tag Intl writes each language's dates with: English as in Britain (day before month, 24-hour). */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { es: "es-ES", ca: "ca-ES", eu: "eu-ES", gl: "gl-ES", en: "en-GB" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a BCP 47 tag ("ca-ES", "en-GB", "EU"), or null when the app does not speak it. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return isLocale(primary) ? primary : null;
}

/** The first language of the phone's list (navigator.languages) the app speaks; Spanish otherwise. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
