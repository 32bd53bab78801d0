// One API call → ApiResult: sends through the ky instance, parses the answer with the valibot contract
// and logs every failure once (SPEC §8 "logged only" failures need nothing more from the caller).
// The failures the app words itself are said in the app's language; the server's messages pass as sent.
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { failureEnvelope } from "../domain/contract/common.ts";
import { cachedAt } from "../offline/cache-header.ts";
import { i18n } from "../i18n/i18n.ts";
import type { ApiResult } from "./api-result.ts";
import { http } from "./http-client.ts";

type EnvelopeSchema = v.GenericSchema<unknown, { success: boolean; message?: string | null; entity?: unknown }>;
type EntityOf<S extends EnvelopeSchema> = v.InferOutput<S>["entity"];

export interface CallOptions {
  json?: unknown;
  body?: FormData;
  context?: Record<string, unknown>;
  /** An extra the screen does without (the station page's median, its cuandorepostar sentence): with
   * the device offline and no stored copy in the service worker, no answer is expected, not logged. */
  optionalOffline?: boolean;
}

const NETWORK_ERROR = msg`Error de conexión`;
const MALFORMED = msg`Respuesta no válida del servidor`;

/** A failure's message, in the language the app speaks when the call fails. */
export const networkErrorMessage = (): string => i18n._(NETWORK_ERROR);
export const malformedMessage = (): string => i18n._(MALFORMED);
export const statusMessage = (status: number): string => i18n._(msg`Error ${status}`);

/** Retry-After in seconds (the server sends seconds; an HTTP date is read too), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export async function callApi<S extends EnvelopeSchema>(
  method: "get" | "post",
  path: string,
  schema: S,
  { json, body, context, optionalOffline }: CallOptions = {},
): Promise<ApiResult<EntityOf<S>>> {
  const label = `${method.toUpperCase()} /${path}`;
  let response: Response;
  try {
    response = await http(path, { method, json, body, context });
  } catch (error) {
    if (!(optionalOffline && !navigator.onLine)) console.error(`[api] ${label}: sin respuesta`, error);
    return { ok: false, reason: "network", message: networkErrorMessage(), status: null };
  }

  const payload = await readJson(response);
  const retryAfterS = response.status === 429 ? retryAfterSeconds(response.headers.get("retry-after")) : undefined;
  const wait = retryAfterS === undefined ? {} : { retryAfterS };
  const failure = v.safeParse(failureEnvelope, payload);
  if (failure.success) {
    console.error(`[api] ${label}: ${response.status} ${failure.output.message}`);
    return { ok: false, reason: "rejected", message: failure.output.message, status: response.status, ...wait };
  }
  if (!response.ok) {
    console.error(`[api] ${label}: HTTP ${response.status}`);
    return { ok: false, reason: "status", message: statusMessage(response.status), status: response.status, ...wait };
  }
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) {
    console.error(`[api] ${label}: respuesta fuera de contrato`, v.flatten(parsed.issues));
    return { ok: false, reason: "malformed", message: malformedMessage(), status: response.status };
  }
  if (!parsed.output.success) {
    console.error(`[api] ${label}: success=false`);
    return { ok: false, reason: "rejected", message: parsed.output.message ?? "", status: response.status };
  }
  // The service worker marks what it answers from its cache (sw/sw.ts): the screen says how old it is.
  const storedAt = cachedAt(response.headers);
  const origin = storedAt === null ? {} : { source: "cache" as const, fetchedAt: storedAt };
  return { ok: true, data: parsed.output.entity, message: parsed.output.message ?? null, ...origin };
}
