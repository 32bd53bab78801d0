// GET /metrics in Prometheus' text format, only with `Authorization: Bearer $METRICS_TOKEN`; without
// METRICS_TOKEN the route does not exist (404), as a wrong or missing token gets.
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { ServerMetrics } from "../metrics/metrics.ts";

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes(metrics: ServerMetrics, token: string | null) {
  const routes = new Hono();
  routes.get("/metrics", async (c) => {
    if (!token || !sameToken(c.req.header("authorization"), token)) return c.text("Not Found", 404);
    c.header("Content-Type", metrics.registry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics());
  });
  return routes;
}
