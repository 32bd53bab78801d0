// The SPEC envelope every JSON answer of the API is wrapped in: {success, message, entity}.
import type { Context } from "hono";
import { jsonResponse } from "./json-response.ts";

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503 | 504;

export function fail(c: Context, status: FailureStatus, message: string): Response {
  return jsonResponse(c, { success: false, message, entity: null }, status);
}

export function ok<T>(c: Context, entity: T, message: string | null = null): Response {
  return jsonResponse(c, { success: true, message, entity });
}
