// What searchruta and planruta both do before and around their answer: they carry a whole route
// polyline, so they share a body limit past the small JSON one, and each client address spends from
// one budget of work (route vertices × corridor km, RATE_ROUTE_WORK_PER_MIN), refused before the body
// is even read while its last refused search is not affordable; a route too complex to search is a 400.
import type { Context, Hono } from "hono";
import type * as v from "valibot";
import { MAX_RUTA_CHARS } from "../../src/domain/contract/route.ts";
import { headerBodyLimit } from "../http/body-limit.ts";
import { fail } from "../http/envelope.ts";
import { parseJsonBody } from "../http/json-body.ts";
import { tooManyRequests } from "../limits/rate-limit.ts";
import type { createWorkBudget } from "../limits/work-budget.ts";
import { RouteTooComplex } from "../stations/corridor-search.ts";

/** The longest route accepted plus room for the other fields. */
const MAX_BODY_BYTES = MAX_RUTA_CHARS + 16 * 1024;
export const ROUTE_WORK_SPENT = "Has hecho muchas búsquedas en ruta seguidas: espera unos segundos y vuelve a intentarlo.";

export interface RouteWork {
  readonly budget: ReturnType<typeof createWorkBudget>;
  /** The client address that spends from the budget. */
  readonly client: (c: Context) => string;
}

/** POST `path`: `schema`'s body, paid for with `cost(body)` units of `work`, answered by `answer`. */
export function routeWorkPost<S extends v.GenericSchema>(
  routes: Hono,
  path: string,
  work: RouteWork,
  schema: S,
  cost: (body: v.InferOutput<S>) => number,
  answer: (c: Context, body: v.InferOutput<S>) => Response | Promise<Response>,
): void {
  routes.post(
    path,
    headerBodyLimit(MAX_BODY_BYTES, (c) => fail(c, 413, /*i18n*/ "La ruta es demasiado larga para buscar estaciones en ella")),
    async (c) => {
      // Refused before the body (up to 1 MB) is even read while the last refused search is not affordable.
      const early = work.budget.waitBeforeReading(work.client(c));
      if (early > 0) return tooManyRequests(c, early, ROUTE_WORK_SPENT);
      const parsed = await parseJsonBody(c, schema);
      if (!parsed.ok) return parsed.response;
      const waitS = work.budget.spend(work.client(c), cost(parsed.value));
      if (waitS > 0) return tooManyRequests(c, waitS, ROUTE_WORK_SPENT);
      try {
        return await answer(c, parsed.value);
      } catch (error) {
        if (error instanceof RouteTooComplex) return fail(c, 400, error.message);
        throw error;
      }
    },
  );
}
