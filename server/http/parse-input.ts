// Checks a request's input (query, params, a parsed body) against the shared valibot contract: the
// value as the contract gives it, or a 400 answer with the contract's message in the request's language.
import type { Context } from "hono";
import * as v from "valibot";
import { firstIssueMessage } from "../../src/domain/contract/common.ts";
import { inRequestLanguage } from "../i18n/request-language.ts";
import { jsonResponse } from "./json-response.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export function parseWith<S extends v.GenericSchema>(c: Context, schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  // Already in the request's language: the field name stays as the contract spells it.
  const message = firstIssueMessage(result.issues, (text, values) => inRequestLanguage(c, text, values));
  return { ok: false, response: jsonResponse(c, { success: false, message, entity: null }, 400, true) };
}
