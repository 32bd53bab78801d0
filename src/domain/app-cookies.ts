// The app's own cookies: written by the app (src/stores/consent-cookie.ts), read by the server for the
// page's first paint (server/web/first-visit-page.ts) and by the boot shell, before the stores load.
// One reading of a Cookie header (or document.cookie) for both sides and every cookie: these, and the
// XSRF token the server sets and the app echoes (server/http/xsrf.ts, src/api/xsrf.ts).

/** Set once cookies were accepted: the server then sends the page without the notice. */
export const CONSENT_COOKIE = "gasolinaeco_cookies";

/** The language chosen on /config, so the server's page speaks it first. */
export const LOCALE_COOKIE = "gasolinaeco_idioma";

/**
 * The value of the cookie `name` in a Cookie header ("a=1; b=2"), or undefined: spaces around names
 * and values ignored, a quoted value unquoted and a percent-encoded one decoded (RFC 6265 §4.1.1).
 */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    let value = part.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes("%")) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Whether the cookies say cookies were accepted. */
export const consentGiven = (cookies: string | undefined): boolean => cookieValue(cookies, CONSENT_COOKIE) === "1";
