// The national snapshot (our own endpoint), downloaded for offline search and revalidated with its
// ETag.
import * as v from "valibot";
import { snapshotResponse } from "../domain/contract/snapshot.ts";
import type { NationalSnapshot } from "../domain/snapshot.ts";
import type { ApiFailure } from "./api-result.ts";
import { malformedMessage, networkErrorMessage, statusMessage } from "./call-api.ts";
import { http } from "./http-client.ts";

export type SnapshotDownload =
  | { ok: true; changed: false }
  | { ok: true; changed: true; snapshot: NationalSnapshot; etag: string | null }
  | ApiFailure;

/** GET /api/gasolinaeco/snapshot; with the ETag of the copy we hold, a 304 costs a few bytes. */
export async function downloadSnapshot(etag: string | null): Promise<SnapshotDownload> {
  let response: Response;
  try {
    response = await http("api/gasolinaeco/snapshot", { headers: etag ? { "If-None-Match": etag } : {} });
  } catch (error) {
    console.warn("[offline] instantánea: sin respuesta", error);
    return { ok: false, reason: "network", message: networkErrorMessage(), status: null };
  }
  if (response.status === 304) return { ok: true, changed: false };
  if (!response.ok) return { ok: false, reason: "status", message: statusMessage(response.status), status: response.status };
  const parsed = v.safeParse(snapshotResponse, await response.json().catch(() => undefined));
  if (!parsed.success) return { ok: false, reason: "malformed", message: malformedMessage(), status: response.status };
  return { ok: true, changed: true, snapshot: parsed.output.entity, etag: response.headers.get("ETag") };
}
