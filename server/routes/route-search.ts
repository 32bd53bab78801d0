// POST /api/gasolinaeco/searchruta (SPEC §7): stations along a route. Its own group because its
// body may carry a whole route polyline, far past the small JSON limit of the other calls: app.ts
// mounts it before that limit and this group applies its own. Each client address spends from a
// budget of work (route vertices × corridor km, RATE_ROUTE_WORK_PER_MIN): a client looping on the
// largest route the limits accept gets a search now and then, and everyone else's answers stay fast.
import { Hono, type Context } from "hono";
import { MAX_CORRIDOR_KM, MAX_RUTA_CHARS, searchRouteRequest } from "../../src/domain/contract/route.ts";
import { MAX_ROUTE_VERTICES } from "../../src/domain/route-limits.ts";
import { clientIp } from "../limits/client-ip.ts";
import { tooManyRequests } from "../limits/rate-limit.ts";
import { createWorkBudget } from "../limits/work-budget.ts";
import type { AppContext } from "../app-context.ts";
import { headerBodyLimit } from "../http/body-limit.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { RouteTooComplex } from "../stations/corridor-search.ts";
import { corridorResults, searchAlongRoute } from "../stations/route-search.ts";
import { rankWithDetours } from "../stations/route-detours.ts";
import { effectiveFuelUse } from "../../src/domain/fuel-use.ts";
import { planrutaRoute } from "./refuel-plan.ts";

/** The longest route accepted plus room for the other fields. */
const MAX_BODY_BYTES = MAX_RUTA_CHARS + 16 * 1024;
/** The largest search the limits accept, in work units: a client can always save up two of them. */
const LARGEST_SEARCH = MAX_ROUTE_VERTICES * MAX_CORRIDOR_KM;
/** A search by bounding box (no route) costs as much as a short route. */
const BOX_SEARCH_COST = 1_000;
export const ROUTE_WORK_SPENT = "Has hecho muchas búsquedas en ruta seguidas: espera unos segundos y vuelve a intentarlo.";

export function searchrutaRoutes(ctx: AppContext) {
  const routes = new Hono();
  const perMinute = ctx.config.routing.workPerMinute;
  const budget = createWorkBudget({ perSecond: perMinute / 60, capacity: Math.max(2 * LARGEST_SEARCH, perMinute / 6) });
  const client = (c: Context) => clientIp(c, ctx.config.accounts.trustProxy);

  routes.post(
    "/searchruta",
    headerBodyLimit(MAX_BODY_BYTES, (c) => fail(c, 413, /*i18n*/ "La ruta es demasiado larga para buscar estaciones en ella")),
    async (c) => {
      // Refused before the body (up to 1 MB) is even read while the last refused search is not affordable.
      const early = budget.waitBeforeReading(client(c));
      if (early > 0) return tooManyRequests(c, early, ROUTE_WORK_SPENT);
      const parsed = await parseJsonBody(c, searchRouteRequest);
      if (!parsed.ok) return parsed.response;
      const q = parsed.value;
      const waitS = budget.spend(client(c), q.ruta ? (q.ruta.length / 2) * (q.desvioKm ?? q.anchoKm) : BOX_SEARCH_COST);
      if (waitS > 0) return tooManyRequests(c, waitS, ROUTE_WORK_SPENT);
      const hasBox = q.minLat !== undefined && q.maxLat !== undefined && q.minLon !== undefined && q.maxLon !== undefined;
      try {
        if (q.ruta && q.desvioKm !== undefined) {
          // As far off the route as the driver accepts, best net saving first.
          const query = { producto: q.combustible, venta: q.venta, latitud: q.latitud, longitud: q.longitud, ruta: q.ruta, anchoKm: q.desvioKm, at: ctx.now() };
          const use = effectiveFuelUse({ litres: q.litros ?? null, consumption: q.consumo ?? null });
          return ok(c, await rankWithDetours(corridorResults(ctx.catalog.current, query, { simplify: true }), use, ctx.detourTable));
        }
        return ok(c, searchAlongRoute(ctx.catalog.current, {
          producto: q.combustible,
          venta: q.venta,
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

  // The refuelling plan carries a route too, and spends from the same budget.
  planrutaRoute(routes, ctx, budget, client, ROUTE_WORK_SPENT);

  return routes;
}
