// The cookie notice as the app draws it (src/app/CookieNotice.tsx), for the page the server
// sends to a device without the consent cookie: a first visit sees it with the first paint, before any
// script, and the app then draws the same in its place, in the same language (its messages are the
// app's, in the server's catalogs too). tests/app/shell/boot-shell.test.tsx keeps the two identical
// in every language.
import type { Locale } from "../../src/domain/locales.ts";
import { serverI18n } from "../i18n/server-i18n.ts";
import { escapeAttribute, escapeText } from "../../src/domain/markup-escape.ts";
export { CONSENT_COOKIE } from "../../src/domain/app-cookies.ts";
/** Where index.html's boot shell takes the notice. */
export const COOKIE_NOTICE_SLOT = "<!--cookie-notice-->";

/** The notice in a language: its words escaped as React writes them, the privacy link where <0> says. */
export function cookieNoticeHtml(locale: Locale): string {
  const i18n = serverI18n(locale);
  const label = escapeAttribute(i18n._(/*i18n*/ "Aviso de cookies"));
  const text = escapeText(i18n._(/*i18n*/ "Solo usamos cookies técnicas propias y tus preferencias se quedan en este dispositivo: sin analítica ni publicidad. Más en la <0>política de privacidad</0>."))
    .replace("&lt;0&gt;", '<a href="/privacidad">')
    .replace("&lt;/0&gt;", "</a>");
  const accept = escapeText(i18n._(/*i18n*/ "Aceptar"));
  return `<section class="cookie-banner" aria-label="${label}"><p>${text}</p><button type="button" class="button button-primary">${accept}</button></section>`;
}

/** The Spanish notice. */
export const COOKIE_NOTICE_HTML = cookieNoticeHtml("es");
