// The one ky instance: API host prefix, bearer token, XSRF header and the app's language
// (Accept-Language: an alert created speaks it in its notifications) on every request, and any 401 →
// logout + /logout (SPEC §7). HTTP errors do not throw: callApi turns every answer into an ApiResult.
import ky, { type KyRequest, type KyResponse, type NormalizedOptions } from "ky";
import { navigate } from "wouter/use-browser-location";
import { useSessionStore } from "../stores/session-store.ts";
import { API_HOST } from "./api-host.ts";
import { XSRF_HEADER, readXsrfToken } from "./xsrf.ts";
import { activeLocale } from "../i18n/i18n.ts";

export const REQUEST_TIMEOUT_MS = 30_000;

/** ky `context` flag for calls where 401 means "wrong credentials", not "session over" (login). */
export const KEEP_SESSION_ON_401 = { keepSessionOn401: true } as const;

export function logoutAndLeave(): void {
  useSessionStore.getState().logout();
  navigate("/logout");
}

/** ky `context.token`: send this token instead of the session's (logging out a token already forgotten). */
function addHeaders(request: KyRequest, options: NormalizedOptions): void {
  const token = typeof options.context.token === "string" ? options.context.token : useSessionStore.getState().token;
  if (token) request.headers.set("Authorization", `Bearer ${token}`);
  const xsrf = readXsrfToken();
  if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
  request.headers.set("Accept-Language", activeLocale());
}

function logoutOnUnauthorized(_request: KyRequest, options: NormalizedOptions, response: KyResponse): void {
  if (response.status === 401 && !options.context.keepSessionOn401) logoutAndLeave();
}

export const http = ky.create({
  prefixUrl: API_HOST,
  throwHttpErrors: false,
  // The UI decides what to do on failure; silent retries would only delay its message.
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  credentials: "same-origin",
  hooks: { beforeRequest: [addHeaders], afterResponse: [logoutOnUnauthorized] },
});
