// XSRF double-submit (SPEC §7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). Every /api response to a
// client without the cookie sets one (readable by the app's script, SameSite=Lax); state-changing
// calls must echo it in the header. A page on another site can make the browser send the cookie
// but cannot read it, so it cannot produce the header.
import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { cookieValue } from "../../src/domain/app-cookies.ts";
import { fail } from "./envelope.ts";
import { isHttps } from "./security-headers.ts";
import { randomToken } from "./random-token.ts";
import { requestHeader } from "./node-request.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;
const ONE_YEAR_S = 31_536_000;

const validToken = (value: string | undefined) => (value && TOKEN_SHAPE.test(value) ? value : null);

/** The request's XSRF token, when its Cookie header holds a well-formed one. */
function validCookie(c: Context): string | null {
  const header = requestHeader(c, "cookie");
  return validToken(cookieValue(header, XSRF_COOKIE));
}

/** Whether the request already holds a well-formed XSRF token. */
export function hasXsrfCookie(c: Context): boolean {
  return validCookie(c) !== null;
}

/** A Set-Cookie value giving the client a new XSRF token. */
export function newXsrfCookie(https: boolean): string {
  return `${XSRF_COOKIE}=${randomToken()}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${https ? "; Secure" : ""}`;
}

/** Gives the XSRF cookie to every client that does not have a valid one yet (and only for answers
 * `when` accepts, when given); Secure over TLS (X-Forwarded-Proto believed only with `trustProxy`). */
export function xsrfCookie(trustProxy: boolean, when?: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (validCookie(c) || (when && !when(c))) return;
    c.res.headers.append("Set-Cookie", newXsrfCookie(isHttps(c, trustProxy)));
  };
}

/** Refuses (403) a call whose X-XSRF-TOKEN header does not equal its XSRF-TOKEN cookie. */
export function requireXsrf(): MiddlewareHandler {
  return async (c, next) => {
    const cookie = validCookie(c);
    const header = c.req.header(XSRF_HEADER) ?? "";
    const matches = cookie !== null && header.length === cookie.length &&
      timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
    if (!matches) return fail(c, 403, /*i18n*/ "Falta la cabecera de seguridad X-XSRF-TOKEN o no coincide: recarga la página y vuelve a intentarlo.");
    await next();
  };
}
