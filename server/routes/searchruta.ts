// POST /api/gasolinaeco/searchruta (SPEC §7): stations along a route. Its own group because its
// body may carry a whole route polyline, far past the small JSON limit of the other calls: app.ts
// mounts it before that limit and this group applies its own.
import { Hono } from "hono";
import { MAX_RUTA_CHARS, searchRouteRequest } from "../../src/domain/contract/route.ts";
import type { AppContext } from "../app-context.ts";
import { headerBodyLimit } from "../http/body-limit.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { RouteTooComplex } from "../stations/corridor-search.ts";
import { corridorResults, searchAlongRoute } from "../stations/route-search.ts";
import { rankWithDetours } from "../stations/route-detours.ts";
import { effectiveFuelUse } from "../../src/domain/fuel-use.ts";

/** The longest route accepted plus room for the other fields. */
const MAX_BODY_BYTES = MAX_RUTA_CHARS + 16 * 1024;

export function searchrutaRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.post(
    "/searchruta",
    headerBodyLimit(MAX_BODY_BYTES, (c) => fail(c, 413, "La ruta es demasiado larga para buscar estaciones en ella")),
    async (c) => {
      const parsed = await parseJsonBody(c, searchRouteRequest);
      if (!parsed.ok) return parsed.response;
      const q = parsed.value;
      const hasBox = q.minLat !== undefined && q.maxLat !== undefined && q.minLon !== undefined && q.maxLon !== undefined;
      try {
        if (q.ruta && q.desvioKm !== undefined) {
          // As far off the route as the driver accepts, best net saving first.
          const query = { producto: q.combustible, latitud: q.latitud, longitud: q.longitud, ruta: q.ruta, anchoKm: q.desvioKm, at: ctx.now() };
          const use = effectiveFuelUse({ litres: q.litros ?? null, consumption: q.consumo ?? null });
          return ok(c, await rankWithDetours(corridorResults(ctx.catalog.current, query, { simplify: true }), use, ctx.detourTable));
        }
        return ok(c, searchAlongRoute(ctx.catalog.current, {
          producto: q.combustible,
          latitud: q.latitud,
          longitud: q.longitud,
          ...(hasBox ? { box: { minLat: q.minLat!, maxLat: q.maxLat!, minLon: q.minLon!, maxLon: q.maxLon! } } : {}),
          ...(q.ruta ? { ruta: q.ruta } : {}),
          anchoKm: q.anchoKm,
          at: ctx.now(),
        }));
      } catch (error) {
        if (error instanceof RouteTooComplex) return fail(c, 400, error.message);
        throw error;
      }
    },
  );

  return routes;
}
