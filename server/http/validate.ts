// Request validation with the shared valibot contract. Bad input is a 400 with a Spanish message.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import * as v from "valibot";
import { unreadIncoming } from "./node-request.ts";
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

/** Byte limits decided from the headers by the body-limit middleware, so a direct read enforces them too. */
const bodyLimits = new WeakMap<Request, number>();

export function recordBodyLimit(c: Context, maxBytes: number): void {
  bodyLimits.set(c.req.raw, maxBytes);
}

class BodyTooLarge extends Error {}

/** Reads the Node request body as Buffer chunks, at most maxBytes, decoded as UTF-8 once. */
export function readIncomingText(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("aborted", onAborted);
      incoming.off("close", onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > maxBytes) {
        cleanup();
        incoming.resume(); // drain the rest so the answer can still go out
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(buf);
    };
    const onEnd = () => {
      cleanup();
      resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)).toString("utf8"));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error("Client connection prematurely closed."));
    const onClose = () => {
      if (!incoming.readableEnded) onAborted();
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
    incoming.on("aborted", onAborted);
    incoming.on("close", onClose);
  });
}

/** Parses the JSON body; an absent or empty body counts as {} so "empty body" calls validate. */
export async function parseJsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  const incoming = unreadIncoming(c);
  let text: string;
  if (incoming) {
    const maxBytes = bodyLimits.get(c.req.raw) ?? Number.POSITIVE_INFINITY;
    try {
      text = await readIncomingText(incoming, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return { ok: false, response: fail(c, 413, `La petición es demasiado grande (máximo ${Math.round(maxBytes / 1024)} KB)`) };
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
      return { ok: false, response: fail(c, 400, "El cuerpo de la petición no es JSON válido") };
    }
  }
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return { ok: false, response: fail(c, 400, "El cuerpo de la petición debe ser un objeto JSON") };
  }
  return parseWith(c, schema, input);
}
