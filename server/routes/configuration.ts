// /api/configuracion: the public configuration object shown on the Config screen. Never a secret.
import { Hono } from "hono";
import type { AppContext } from "../app-context.ts";
import { ok } from "../http/envelope.ts";

export function configuracionRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.post("/obtenerconfig", (c) => ok(c, ctx.config.publicConfig));
  return routes;
}
