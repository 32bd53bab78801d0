// POST /api/gasolinaeco/planruta: where to stop on a long trip and how many litres to buy. Built on
// the route search with detours (the same corridor, detours and prices searchruta answers for the
// same route and detour), then the exact plan of src/domain. It carries a route like searchruta, so
// it shares searchruta's body limit and its budget of work per client.
import type { Context, Hono } from "hono";
import { MAX_RUTA_CHARS } from "../../src/domain/contract/route.ts";
import { planRouteRequest } from "../../src/domain/contract/refuel-plan.ts";
import { effectiveFuelUse } from "../../src/domain/fuel-use.ts";
import { refuelPlanAnswer } from "../../src/domain/refuel-plan-answer.ts";
import { planStations } from "../../src/domain/refuel-corridor.ts";
import { routeLengthKm } from "../../src/domain/route-geometry.ts";
import type { AppContext } from "../app-context.ts";
import { headerBodyLimit } from "../http/body-limit.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { tooManyRequests } from "../limits/rate-limit.ts";
import type { createWorkBudget } from "../limits/work-budget.ts";
import { RouteTooComplex } from "../stations/corridor-search.ts";
import { rankWithDetours } from "../stations/route-detours.ts";
import { corridorResults } from "../stations/route-search.ts";

const MAX_BODY_BYTES = MAX_RUTA_CHARS + 16 * 1024;

export function planrutaRoute(
  routes: Hono,
  ctx: AppContext,
  budget: ReturnType<typeof createWorkBudget>,
  client: (c: Context) => string,
  workSpent: string,
): void {
  routes.post(
    "/planruta",
    headerBodyLimit(MAX_BODY_BYTES, (c) => fail(c, 413, /*i18n*/ "La ruta es demasiado larga para buscar estaciones en ella")),
    async (c) => {
      const early = budget.waitBeforeReading(client(c));
      if (early > 0) return tooManyRequests(c, early, workSpent);
      const parsed = await parseJsonBody(c, planRouteRequest);
      if (!parsed.ok) return parsed.response;
      const q = parsed.value;
      const path = q.ruta!; // the contract requires it
      const waitS = budget.spend(client(c), (path.length / 2) * q.desvioKm);
      if (waitS > 0) return tooManyRequests(c, waitS, workSpent);
      const departure = q.salida ?? ctx.now();
      try {
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
      } catch (error) {
        if (error instanceof RouteTooComplex) return fail(c, 400, error.message);
        throw error;
      }
    },
  );
}
