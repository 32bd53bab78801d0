// /api/reporting: average prices by province and by brand (SPEC §7, empty bodies), from memory.
import { Hono } from "hono";
import type { AppContext } from "../app-context.ts";
import { ok } from "../http/envelope.ts";
import { priceReports } from "../stations/province-averages.ts";

export function reportingRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.post("/informemediaprovinciaproducto", (c) => ok(c, priceReports(ctx.catalog.current).byProvince));
  routes.post("/informemediabanderaproducto", (c) => ok(c, priceReports(ctx.catalog.current).byBrand));
  return routes;
}
