// GET /api/gasolinaeco/kiosko/:id: the kiosk board of a station, from the in-memory index.
import { Hono } from "hono";
import type { AppContext } from "../app-context.ts";
import { fail, ok } from "../http/envelope.ts";
import { kioskBoard } from "../stations/kiosk-board.ts";

export function kioskRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.get("/kiosko/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^\d{1,10}$/.test(id)) return fail(c, 400, /*i18n*/ "id de estación no válido");
    const index = ctx.catalog.current;
    const station = index.byId.get(id);
    if (!station) return fail(c, 404, /*i18n*/ "Estación no encontrada");
    return ok(c, kioskBoard(index, station, ctx.now(), index.feedFecha));
  });

  return routes;
}
