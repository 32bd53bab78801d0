// GET /api/push/clave: the server's VAPID public key, which the browser subscribes with
// (applicationServerKey) before creating a price alert.
import { Hono } from "hono";
import type { PushService } from "../push/push-service.ts";
import { ok } from "../http/envelope.ts";

export function pushRoutes(push: PushService) {
  const routes = new Hono();
  routes.get("/clave", async (c) => ok(c, { clave: await push.publicKey() }));
  return routes;
}
