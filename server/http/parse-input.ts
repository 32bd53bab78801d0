// Checks a request's input (query, params, a parsed body) against the shared valibot contract: the
// value as the contract gives it, or a 400 answer with the contract's Spanish message.
import type { Context } from "hono";
import * as v from "valibot";
import { firstIssueMessage } from "../../src/domain/contract/common.ts";
import { fail } from "./envelope.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export function parseWith<S extends v.GenericSchema>(c: Context, schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, response: fail(c, 400, firstIssueMessage(result.issues)) };
}
