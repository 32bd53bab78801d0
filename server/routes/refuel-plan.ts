// POST /api/gasolinaeco/planruta: where to stop on a long trip and how many litres to buy. Built on
// the route search with detours (the same corridor, detours and prices searchruta answers for the
// same route and detour), then the exact plan of src/domain. It carries a route like searchruta, so
// it shares searchruta's body limit and its budget of work per client (route-work.ts).
import type { Hono } from "hono";
import { planRouteRequest } from "../../src/domain/contract/refuel-plan.ts";
import { effectiveFuelUse } from "../../src/domain/fuel-use.ts";
import { refuelPlanAnswer } from "../../src/domain/refuel-plan-answer.ts";
import { planStations } from "../../src/domain/refuel-corridor.ts";
import { routeLengthKm } from "../../src/domain/route-geometry.ts";
import type { AppContext } from "../app-context.ts";
import { ok } from "../http/envelope.ts";
import { rankWithDetours } from "../stations/route-detours.ts";
import { corridorResults } from "../stations/route-search.ts";
import { routeWorkPost, type RouteWork } from "./route-work.ts";

export function planrutaRoute(routes: Hono, ctx: AppContext, work: RouteWork): void {
  routeWorkPost(
    routes,
    "/planruta",
    work,
    planRouteRequest,
    (q) => (q.ruta!.length / 2) * q.desvioKm, // the contract requires the route
    async (c, q) => {
      const path = q.ruta!;
      const departure = q.salida ?? ctx.now();
      const query = { producto: q.combustible, venta: q.venta, latitud: q.latitud, longitud: q.longitud, ruta: path, anchoKm: q.desvioKm, at: departure };
      const use = effectiveFuelUse({ tankLitres: q.depositoLitros, consumption: q.consumo });
      const corridor = await rankWithDetours(corridorResults(ctx.catalog.current, query, { simplify: true }), use, ctx.detourTable);
      const lengthKm = routeLengthKm(path);
      const stations = planStations(corridor, { departure, lengthKm, durationS: q.duracion });
      return ok(
        c,
        refuelPlanAnswer(stations, {
          lengthKm,
          tankLitres: q.depositoLitros,
          levelPct: q.nivelPct,
          consumption: q.consumo,
          reservePct: q.reservaPct,
          arrivalPct: q.llegadaPct,
        }),
      );
    },
  );
}
