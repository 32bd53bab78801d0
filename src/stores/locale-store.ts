// The language the driver chose on /config ("Idioma"), or none: then the phone's (navigator.languages)
// speaks. Kept on the device (IndexedDB) and mirrored in a cookie, so the server can send the page's
// first paint in that language before any script runs; the profile keeps it too.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { LOCALE_COOKIE } from "../domain/app-cookies.ts";
import { isLocale, localeFromLanguages, type Locale } from "../domain/locales.ts";
import { writeAppCookie } from "./consent-cookie.ts";
import { createSplitStorage } from "./split-persist-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";


interface PersistedLocale {
  chosen: Locale | null;
}

export interface LocaleState extends PersistedLocale {
  /** A language, or null to follow the phone again. */
  choose: (locale: Locale | null) => void;
}

const LOCALE_VERSION = 1;

const readChosen = (persisted: unknown): Locale | null => {
  const chosen = (persisted as Partial<PersistedLocale> | null)?.chosen;
  return isLocale(chosen) ? chosen : null;
};

const writeLocaleCookie = (locale: Locale | null): void => writeAppCookie(LOCALE_COOKIE, locale);

/** The phone's languages, in order of preference. */
export function phoneLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The language the app speaks: the driver's choice, else the phone's. */
export const effectiveLocale = (chosen: Locale | null): Locale => chosen ?? localeFromLanguages(phoneLanguages());

export function createLocaleStore() {
  return create<LocaleState>()(
    persist(
      (set) => ({
        chosen: null,
        choose: (locale) => {
          writeLocaleCookie(locale);
          set({ chosen: locale });
        },
      }),
      {
        name: STORAGE_KEYS.localeVersion,
        version: LOCALE_VERSION,
        storage: createSplitStorage<PersistedLocale>({ chosen: STORAGE_KEYS.locale }),
        partialize: ({ chosen }): PersistedLocale => ({ chosen }),
        migrate: (persisted): PersistedLocale => ({ chosen: readChosen(persisted) }),
        merge: (persisted, current) => ({ ...current, chosen: readChosen(persisted) }),
        // A choice made before the cookie existed, or a cookie cleared: the cookie catches up.
        onRehydrateStorage: () => (state) => {
          if (state?.chosen) writeLocaleCookie(state.chosen);
        },
      },
    ),
  );
}

export const useLocaleStore = createLocaleStore();
