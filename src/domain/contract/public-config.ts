// The server's public configuration (POST /api/configuracion/obtenerconfig): what the app may know
// about the deployment (map tiles, contact address, shop tag, credits). Never a secret.
import * as v from "valibot";
import { envelope } from "./common.ts";

export const publicConfig = v.object({
  version: v.string(),
  production: v.boolean(),
  /** Minutes between feed refreshes; 0: no periodic refresh. */
  feedIntervalMin: v.number(),
  tiles: v.object({ url: v.string(), attribution: v.string() }),
  contactEmail: v.string(),
  amazonTag: v.string(),
  /** Where the prices come from. */
  fuente: v.string(),
  /** Credits of the place suggestions. */
  lugares: v.string(),
  /** Credits of the router and geocoder, shown on the route screen; "" when both are off. */
  rutas: v.string(),
});
export type PublicConfig = v.InferOutput<typeof publicConfig>;

/**
 * As the app reads it: every field may be missing, and the app falls back field by field (an answer the
 * service worker kept from an older server may lack a newer field).
 */
export const publicConfigResponse = envelope(v.partial(publicConfig));
export type PublicConfigAnswer = v.InferOutput<typeof publicConfigResponse>["entity"];
