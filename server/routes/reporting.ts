// /api/reporting: average prices by province and by brand (SPEC §7, empty bodies).
import { Hono } from "hono";
import type { AppContext } from "../app-context.ts";
import { ok } from "../http/validate.ts";
import { averagesByBrand, averagesByProvince } from "../stations/price-reports.ts";

export function reportingRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.post("/informemediaprovinciaproducto", async (c) => ok(c, await averagesByProvince(ctx.db)));
  routes.post("/informemediabanderaproducto", async (c) => ok(c, await averagesByBrand(ctx.db)));
  return routes;
}
