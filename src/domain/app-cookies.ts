// The app's own cookies: written by the app (src/stores/consent-cookie.ts), read by the server for the
// page's first paint (server/web/first-visit-page.ts) and by the boot shell, before the stores load.
// One reading of a Cookie header (or document.cookie) for both sides.

/** Set once cookies were accepted: the server then sends the page without the notice. */
export const CONSENT_COOKIE = "gasolinaeco_cookies";

/** The language chosen on /config, so the server's page speaks it first. */
export const LOCALE_COOKIE = "gasolinaeco_idioma";

const entries = (cookies: string | undefined): string[] => cookies?.split(/;\s*/) ?? [];

/** The value of the cookie `name` in a Cookie header ("a=1; b=2"), or undefined. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  return entries(cookies).find((cookie) => cookie.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Whether the cookies say cookies were accepted. */
export const consentGiven = (cookies: string | undefined): boolean => entries(cookies).includes(`${CONSENT_COOKIE}=1`);
