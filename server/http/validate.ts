// Request validation with the shared valibot contract. Bad input is a 400 with a Spanish message.
import type { Context } from "hono";
import * as v from "valibot";
import { firstIssueMessage } from "../../src/domain/contract/common.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export function fail(c: Context, status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503 | 504, message: string): Response {
  return c.json({ success: false, message, entity: null }, status);
}

export function ok<T>(c: Context, entity: T, message: string | null = null): Response {
  return c.json({ success: true, message, entity });
}

export function parseWith<S extends v.GenericSchema>(c: Context, schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, response: fail(c, 400, firstIssueMessage(result.issues)) };
}

/** Parses the JSON body; an absent or empty body counts as {} so "empty body" calls validate. */
export async function parseJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  const text = await c.req.text();
  let input: unknown = {};
  if (text.trim() !== "") {
    try {
      input = JSON.parse(text);
    } catch {
      return { ok: false, response: fail(c, 400, "El cuerpo de la petición no es JSON válido") };
    }
  }
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return { ok: false, response: fail(c, 400, "El cuerpo de la petición debe ser un objeto JSON") };
  }
  return parseWith(c, schema, input);
}
