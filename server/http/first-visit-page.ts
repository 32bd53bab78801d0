// The app's page in the driver's language (its <html lang>, issue 28) and, for a first visit, with the
// cookie notice in its boot shell in that language, so a phone on a weak signal paints the notice (the
// largest thing on a first screen) with the page, before any script. Only navigations of a device
// without the consent cookie get the notice: the service worker's own fetch of index.html (to keep it
// offline) must get the page without it, or every later visit would flash it. Made once per build of
// index.html and language, compressed like the build's own files.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { createHash } from "node:crypto";
import type { AnswerEncoding } from "./accept-encoding.ts";
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from "../../src/domain/locales.ts";
import { cookieNoticeHtml, COOKIE_NOTICE_SLOT, hasConsentCookie } from "./cookie-notice-html.ts";

/** The app's language cookie (src/stores/locale-store.ts): the driver's choice on /config. */
const LOCALE_COOKIE = "gasolinaeco_idioma";

/** The language of the page: the driver's choice (its cookie), else the browser's Accept-Language. */
export function pageLocale(headers: { cookie?: string; acceptLanguage?: string }): Locale {
  const chosen = headers.cookie?.split(/;\s*/).find((c) => c.startsWith(`${LOCALE_COOKIE}=`))?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(headers.acceptLanguage);
}
import type { StaticFile, StaticRepresentation } from "./static-files.ts";

/** Whether this request should get the page with the notice in it. */
export function wantsFirstVisitPage(headers: { cookie?: string; secFetchMode?: string }): boolean {
  return headers.secFetchMode === "navigate" && !hasConsentCookie(headers.cookie);
}

function representationOf(bytes: Uint8Array<ArrayBuffer>): StaticRepresentation {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
}

function buildPage(shell: StaticFile, locale: Locale, firstVisit: boolean): StaticFile {
  let html = Buffer.from(shell.representation("identity").bytes).toString("utf8");
  html = html.replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`);
  if (firstVisit) html = html.replace(COOKIE_NOTICE_SLOT, cookieNoticeHtml(locale));
  const page = new Uint8Array(Buffer.from(html, "utf8"));
  const codings: Record<AnswerEncoding | "identity", StaticRepresentation> = {
    identity: representationOf(page),
    br: representationOf(new Uint8Array(brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }))),
    gzip: representationOf(new Uint8Array(gzipSync(page, { level: zlib.Z_BEST_COMPRESSION }))),
  };
  return {
    version: shell.version,
    contentType: shell.contentType,
    codings: ["identity", "br", "gzip"],
    representation: (coding) => codings[coding],
  };
}

/**
 * The page of the index.html given in a language, with the notice for a first visit: the build's own
 * file for Spanish after a first visit, else made once per language and kind, and again only when that
 * file changes.
 */
export function localisedPages(): (shell: StaticFile, locale: Locale, firstVisit: boolean) => StaticFile {
  let from: StaticFile | undefined;
  const made = new Map<string, StaticFile>();
  return (shell, locale, firstVisit) => {
    if (locale === DEFAULT_LOCALE && !firstVisit) return shell;
    if (from !== shell) {
      from = shell;
      made.clear();
    }
    const key = `${locale}:${firstVisit}`;
    let page = made.get(key);
    if (!page) made.set(key, (page = buildPage(shell, locale, firstVisit)));
    return page;
  };
}
