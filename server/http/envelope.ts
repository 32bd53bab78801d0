// The SPEC envelope every JSON answer of the API is wrapped in: {success, message, entity}. Its message
// speaks the request's language (server/i18n/request-language.ts): give the Spanish text as written,
// marked /*i18n*/ for the catalogs, and `values` for its {placeholders}. An answer with a message says
// so in Vary (Accept-Language); one without is the same in every language.
import type { Context } from "hono";
import { inRequestLanguage } from "../i18n/request-language.ts";
import { jsonResponse } from "./json-response.ts";

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503 | 504;

export function fail(c: Context, status: FailureStatus, message: string, values?: Record<string, unknown>): Response {
  return jsonResponse(c, { success: false, message: inRequestLanguage(c, message, values), entity: null }, status, true);
}

export function ok<T>(c: Context, entity: T, message: string | null = null, values?: Record<string, unknown>): Response {
  if (message === null) return jsonResponse(c, { success: true, message: null, entity });
  return jsonResponse(c, { success: true, message: inRequestLanguage(c, message, values), entity }, 200, true);
}
