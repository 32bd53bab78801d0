// Double-submit XSRF protection (SPEC §7): the server sets the XSRF-TOKEN cookie, we echo it back in
// the X-XSRF-TOKEN header.
import { cookieValue } from "../domain/app-cookies.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

export const readXsrfToken = (): string | null =>
  typeof document === "undefined" ? null : (cookieValue(document.cookie, XSRF_COOKIE) ?? null);
