// /api/lugares: place autosuggest for the origin and destination of a route (SPEC §5: max 8).
import { Hono } from "hono";
import { placeSuggestQuery } from "../../src/domain/contract/route.ts";
import type { AppContext } from "../app-context.ts";
import { ok } from "../http/envelope.ts";
import { parseWith } from "../http/parse-input.ts";

export function lugaresRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.get("/sugerir", async (c) => {
    const parsed = parseWith(c, placeSuggestQuery, c.req.query());
    if (!parsed.ok) return parsed.response;
    const { q, limit } = parsed.value;
    return ok(c, ctx.places ? await ctx.places.suggest(q, limit) : []);
  });

  return routes;
}
