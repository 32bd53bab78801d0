// /api/gasolinaeco, the calls that keep the app useful without signal: the national snapshot (the
// app's offline search data, revalidated for free with its ETag) and the kiosk board of a station.
import { Hono } from "hono";
import { acceptsGzip } from "../http/accept-encoding.ts";
import type { AppContext } from "../app-context.ts";
import { fail, ok } from "../http/validate.ts";
import { kioskBoard } from "../stations/kiosk-board.ts";
import { createSnapshotCache } from "../stations/national-snapshot.ts";

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2); either representation's tag matches. */
function matchesAny(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => etags.includes(opaque(tag)));
}

export function offlineRoutes(ctx: AppContext) {
  const routes = new Hono();
  const snapshots = createSnapshotCache(() => ctx.catalog.current);

  routes.get("/snapshot", async (c) => {
    const payload = await snapshots.get();
    const gzip = acceptsGzip(c.req.header("accept-encoding"));
    const etag = gzip ? payload.gzipEtag : payload.etag;
    const headers: Record<string, string> = {
      ETag: etag,
      Vary: "Accept-Encoding",
      // Stored, but asked about every time: the answer is a 304 of a few bytes until the next ingest.
      "Cache-Control": "no-cache",
    };
    if (matchesAny(c.req.header("if-none-match"), [payload.etag, payload.gzipEtag])) return c.body(null, 304, headers);
    const body = gzip ? payload.gzip : payload.json;
    return c.body(new Uint8Array(body), 200, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
  });

  routes.get("/kiosko/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^\d{1,10}$/.test(id)) return fail(c, 400, "id de estación no válido");
    const index = ctx.catalog.current;
    const station = index.byId.get(id);
    if (!station) return fail(c, 404, "Estación no encontrada");
    return ok(c, kioskBoard(index, station, ctx.now(), index.feedFecha));
  });

  return routes;
}
