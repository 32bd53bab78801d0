// The SPEC envelope every JSON answer of the API is wrapped in: {success, message, entity}.
import type { Context } from "hono";

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503 | 504;

export function fail(c: Context, status: FailureStatus, message: string): Response {
  return c.json({ success: false, message, entity: null }, status);
}

export function ok<T>(c: Context, entity: T, message: string | null = null): Response {
  return c.json({ success: true, message, entity });
}
