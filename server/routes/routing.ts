// /api/rutas: driving route between two points from the configured OSRM-compatible router.
import { Hono } from "hono";
import { routeQuery } from "../../src/domain/contract/route.ts";
import type { AppContext } from "../app-context.ts";
import { fail, ok } from "../http/envelope.ts";
import { parseWith } from "../http/parse-input.ts";
import { unconfiguredRouteClient } from "../routing/osrm-client.ts";

export function rutasRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.get("/calcular", async (c) => {
    const parsed = parseWith(c, routeQuery, c.req.query());
    if (!parsed.ok) return parsed.response;
    const outcome = await (ctx.router ?? unconfiguredRouteClient).route(parsed.value.origen, parsed.value.destino);
    return outcome.ok ? ok(c, outcome.route) : fail(c, outcome.status, outcome.message);
  });

  return routes;
}
