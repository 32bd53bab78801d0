// Cookie consent, also as a cookie: the server reads it to decide whether the page it sends carries the
// cookie notice already (a first visit sees it at once, before any script), and the boot shell reads it
// to keep showing it until the stores have loaded. The consent store (IndexedDB) stays the record.
export const CONSENT_COOKIE = "gasolinaeco_cookies";
const TEN_YEARS_S = 10 * 365 * 86_400;

export function hasConsentCookie(): boolean {
  return typeof document !== "undefined" && document.cookie.split(/;\s*/).includes(`${CONSENT_COOKIE}=1`);
}

export function setConsentCookie(): void {
  if (typeof document === "undefined" || hasConsentCookie()) return;
  document.cookie = `${CONSENT_COOKIE}=1; Path=/; Max-Age=${TEN_YEARS_S}; SameSite=Lax`;
}
