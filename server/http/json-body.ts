// The JSON body of a request, checked against the contract. An absent or empty body counts as {} so
// calls without parameters validate; not JSON, not an object or too large is refused in Spanish.
import type { Context } from "hono";
import type * as v from "valibot";
import { fail } from "./envelope.ts";
import { unreadIncoming } from "./node-request.ts";
import { parseWith, type Parsed } from "./parse-input.ts";
import { BodyTooLarge, readIncomingText } from "./read-incoming-text.ts";
import { recordedBodyLimit } from "./recorded-body-limit.ts";

export async function parseJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  const incoming = unreadIncoming(c);
  let text: string;
  if (incoming) {
    const maxBytes = recordedBodyLimit(c);
    try {
      text = await readIncomingText(incoming, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return { ok: false, response: fail(c, 413, /*i18n*/ "La petición es demasiado grande (máximo {kb} KB)", { kb: Math.round(maxBytes / 1024) }) };
      }
      throw error;
    }
  } else {
    text = await c.req.text();
  }
  let input: unknown = {};
  if (text.trim() !== "") {
    try {
      input = JSON.parse(text);
    } catch {
      return { ok: false, response: fail(c, 400, /*i18n*/ "El cuerpo de la petición no es JSON válido") };
    }
  }
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return { ok: false, response: fail(c, 400, /*i18n*/ "El cuerpo de la petición debe ser un objeto JSON") };
  }
  return parseWith(c, schema, input);
}
