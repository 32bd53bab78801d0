// GET /api/gasolinaeco/snapshot: the national snapshot, the app's offline search data, in the coding
// the client accepts and revalidated for free with its ETag. Before the stations have loaded (the
// first moments after a start) there is no snapshot to give: an empty one would be stored by devices
// as if Spain had no stations, so the answer is 503 with Retry-After, stored by no one.
import { Hono } from "hono";
import { RETRY_AFTER_S } from "../db/database-unavailable.ts";
import { fail } from "../http/envelope.ts";
import { sendRepresentation } from "../http/representation.ts";
import type { AppContext } from "../app-context.ts";
import { createSnapshotCache } from "../stations/national-snapshot.ts";

export const STATIONS_LOADING_MESSAGE = /*i18n*/ "Los precios de las gasolineras se están cargando; prueba de nuevo en unos segundos.";

export function snapshotRoutes(ctx: AppContext) {
  const routes = new Hono();
  const snapshots = createSnapshotCache(() => ctx.catalog.current);

  routes.get("/snapshot", async (c) => {
    // No public feed is ever empty: no station means none loaded yet.
    if (ctx.catalog.current.stations.length === 0) {
      c.header("Retry-After", String(RETRY_AFTER_S));
      c.header("Cache-Control", "no-store");
      return fail(c, 503, STATIONS_LOADING_MESSAGE);
    }
    const payload = await snapshots.get();
    return sendRepresentation(c, payload.representation, {
      contentType: "application/json; charset=utf-8",
      // Stored, but asked about every time: the answer is a 304 of a few bytes until the next ingest.
      cacheControl: "no-cache",
      // The client holds these data, whichever coding it got them in.
      anyCodingRevalidates: true,
    });
  });

  return routes;
}
