// POST /api/gasolinaeco/searchruta (SPEC §7): stations along a route. Its own group because its
// body may carry a whole route polyline, far past the small JSON limit of the other calls: app.ts
// mounts it before that limit and this group applies its own (route-work.ts). Each client address
// spends from a budget of work (route vertices × corridor km, RATE_ROUTE_WORK_PER_MIN): a client
// looping on the largest route the limits accept gets a search now and then, and everyone else's
// answers stay fast.
import { Hono, type Context } from "hono";
import { MAX_CORRIDOR_KM, searchRouteRequest } from "../../src/domain/contract/route.ts";
import { MAX_ROUTE_VERTICES } from "../../src/domain/route-limits.ts";
import { effectiveFuelUse } from "../../src/domain/fuel-use.ts";
import { clientIp } from "../limits/client-ip.ts";
import { createWorkBudget } from "../limits/work-budget.ts";
import type { AppContext } from "../app-context.ts";
import { ok } from "../http/envelope.ts";
import { corridorResults, searchAlongRoute } from "../stations/route-search.ts";
import { rankWithDetours } from "../stations/route-detours.ts";
import { planrutaRoute } from "./refuel-plan.ts";
import { routeWorkPost, type RouteWork } from "./route-work.ts";

export { ROUTE_WORK_SPENT } from "./route-work.ts";

/** The largest search the limits accept, in work units: a client can always save up two of them. */
const LARGEST_SEARCH = MAX_ROUTE_VERTICES * MAX_CORRIDOR_KM;
/** A search by bounding box (no route) costs as much as a short route. */
const BOX_SEARCH_COST = 1_000;

export function searchrutaRoutes(ctx: AppContext) {
  const routes = new Hono();
  const perMinute = ctx.config.routing.workPerMinute;
  const work: RouteWork = {
    budget: createWorkBudget({ perSecond: perMinute / 60, capacity: Math.max(2 * LARGEST_SEARCH, perMinute / 6) }),
    client: (c: Context) => clientIp(c, ctx.config.accounts.trustProxy),
  };

  routeWorkPost(
    routes,
    "/searchruta",
    work,
    searchRouteRequest,
    (q) => (q.ruta ? (q.ruta.length / 2) * (q.desvioKm ?? q.anchoKm) : BOX_SEARCH_COST),
    async (c, q) => {
      if (q.ruta && q.desvioKm !== undefined) {
        // As far off the route as the driver accepts, best net saving first.
        const query = { producto: q.combustible, venta: q.venta, latitud: q.latitud, longitud: q.longitud, ruta: q.ruta, anchoKm: q.desvioKm, at: ctx.now() };
        const use = effectiveFuelUse({ litres: q.litros ?? null, consumption: q.consumo ?? null });
        return ok(c, await rankWithDetours(corridorResults(ctx.catalog.current, query, { simplify: true }), use, ctx.detourTable));
      }
      const hasBox = q.minLat !== undefined && q.maxLat !== undefined && q.minLon !== undefined && q.maxLon !== undefined;
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
    },
  );

  // The refuelling plan carries a route too, and spends from the same budget.
  planrutaRoute(routes, ctx, work);

  return routes;
}
