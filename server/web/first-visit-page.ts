// The app's page in the driver's language (its <html lang>, title and description) and, for
// a first visit, with the cookie notice in its boot shell in that language, so a phone on a weak signal
// paints the notice (the largest thing on a first screen) with the page, before any script. Only navigations of a device
// without the consent cookie get the notice: the service worker's own fetch of index.html (to keep it
// offline) must get the page without it, or every later visit would flash it. Made once per build of
// index.html and language, compressed like the build's own files.
import { consentGiven, cookieValue, LOCALE_COOKIE } from "../../src/domain/app-cookies.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../src/domain/locales.ts";
import { localeFromAcceptLanguage } from "../i18n/accept-language.ts";
import { cookieNoticeHtml, COOKIE_NOTICE_SLOT } from "./cookie-notice-html.ts";
import { derivedFile, derivedFiles, textOf } from "./derived-file.ts";
import { inLanguage } from "../i18n/request-language.ts";
import { escapeAttribute, escapeText } from "../../src/domain/markup-escape.ts";
import type { StaticFile } from "./static-files.ts";

/** The language of the page: the driver's choice (its cookie), else the browser's Accept-Language. */
export function pageLocale(headers: { cookie?: string; acceptLanguage?: string }): Locale {
  const chosen = cookieValue(headers.cookie, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(headers.acceptLanguage);
}

/** Whether this request should get the page with the notice in it. */
export function wantsFirstVisitPage(headers: { cookie?: string; secFetchMode?: string }): boolean {
  return headers.secFetchMode === "navigate" && !consentGiven(headers.cookie);
}

// The page's Spanish texts a browser shows before any script (the tab's title, a shared link's preview),
// marked for the catalogs; tests/server/web/page-language.test.ts checks index.html has these.
export const PAGE_TEXTS = {
  tagline: /*i18n*/ "Encuentra la gasolinera mas barata y ahorra",
  description: /*i18n*/ "Encuentra la gasolinera más barata cerca de ti o en tu ruta, con los precios oficiales del Ministerio.",
} as const;

/** The title's and description's words in the language (index.html's own where a catalog lacks them). */
function localiseHead(html: string, locale: Locale): string {
  return html
    .replace(/(<title>[^<|]*\|\s*)([^<]*)(<\/title>)/, (_, before: string, text: string, after: string) => `${before}${escapeText(inLanguage(locale, text.trim()))}${after}`)
    .replace(/(<meta name="description" content=")([^"]*)(")/, (_, before: string, text: string, after: string) => `${before}${escapeAttribute(inLanguage(locale, text))}${after}`);
}

function buildPage(shell: StaticFile, locale: Locale, firstVisit: boolean): StaticFile {
  let html = textOf(shell).replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`);
  if (locale !== DEFAULT_LOCALE) html = localiseHead(html, locale);
  if (firstVisit) html = html.replace(COOKIE_NOTICE_SLOT, cookieNoticeHtml(locale));
  return derivedFile(shell, html);
}

/**
 * The page of the index.html given in a language, with the notice for a first visit: the build's own
 * file for Spanish after a first visit, else made once per language and kind, and again only when that
 * file changes.
 */
export function localisedPages(): (shell: StaticFile, locale: Locale, firstVisit: boolean) => StaticFile {
  const firstVisitPages = derivedFiles<Locale>((shell, locale) => buildPage(shell, locale, true));
  const laterPages = derivedFiles<Locale>((shell, locale) => buildPage(shell, locale, false));
  return (shell, locale, firstVisit) => {
    if (firstVisit) return firstVisitPages(shell, locale);
    return locale === DEFAULT_LOCALE ? shell : laterPages(shell, locale);
  };
}
