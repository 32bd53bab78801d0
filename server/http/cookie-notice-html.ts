// The cookie notice as the app draws it (src/app/CookieNotice.tsx), for the page the server
// sends to a device without the consent cookie: a first visit sees it with the first paint, before any
// script, and the app then draws the same in its place. tests/app/shell/boot-shell.test.tsx keeps the
// two identical.
export const CONSENT_COOKIE = "gasolinaeco_cookies";
/** Where index.html's boot shell takes the notice. */
export const COOKIE_NOTICE_SLOT = "<!--cookie-notice-->";

export const COOKIE_NOTICE_HTML =
  '<section class="cookie-banner" aria-label="Aviso de cookies"><p>Solo usamos cookies técnicas propias y tus preferencias se quedan en este dispositivo: sin analítica ni publicidad. Más en la <a href="/privacidad">política de privacidad</a>.</p><button type="button" class="button button-primary">Aceptar</button></section>';

export function hasConsentCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.split(/;\s*/).includes(`${CONSENT_COOKIE}=1`);
}
