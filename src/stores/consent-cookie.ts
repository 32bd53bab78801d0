// Cookie consent, also as a cookie: the server reads it to decide whether the page it sends carries the
// cookie notice already (a first visit sees it at once, before any script), and the boot shell reads it
// to keep showing it until the stores have loaded. The consent store (IndexedDB) stays the record. The
// one writer of the app's own cookies (the language's too, locale-store.ts).
import { CONSENT_COOKIE, consentGiven } from "../domain/app-cookies.ts";

export { CONSENT_COOKIE };
const TEN_YEARS_S = 10 * 365 * 86_400;

/** Sets one of the app's own cookies for ten years, or removes it (null). */
export function writeAppCookie(name: string, value: string | null): void {
  if (typeof document === "undefined") return;
  document.cookie = value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${value}; Path=/; Max-Age=${TEN_YEARS_S}; SameSite=Lax`;
}

export function hasConsentCookie(): boolean {
  return typeof document !== "undefined" && consentGiven(document.cookie);
}

export function setConsentCookie(): void {
  if (typeof document === "undefined" || hasConsentCookie()) return;
  writeAppCookie(CONSENT_COOKIE, "1");
}
