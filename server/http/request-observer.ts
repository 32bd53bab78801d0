// Every request timed into http_request_duration_seconds by its route pattern and status, and logged
// when it fails or takes over a second: method, route pattern, status and time, never the path's own
// values (a token in /api/alertas/baja/:token), the query, the body or an address. A 503 that says
// when to come back (Retry-After: the snapshot before the stations have loaded, the database away) is
// an answer by design, logged as info; only a 5xx without it is an error.
import type { MiddlewareHandler } from "hono";
import { answeringRoute } from "./route-pattern.ts";
import type { PartLog } from "../log/logger.ts";
import type { ServerMetrics } from "../metrics/metrics.ts";

export const SLOW_REQUEST_MS = 1000;

export function observeRequests(metrics: ServerMetrics | null, log: PartLog): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = performance.now() - start;
    // After next(), the route that answered (not this middleware's "*").
    const route = answeringRoute(c);
    const status = c.res.status;
    metrics?.requestDuration.observe({ method: c.req.method, route, status: String(status) }, ms / 1000);
    if (status < 400 && ms <= SLOW_REQUEST_MS) return;
    const line = { method: c.req.method, route, status, ms: Math.round(ms) };
    const retryAfter = c.res.headers.get("retry-after");
    if (status === 503 && retryAfter !== null) log.info({ ...line, retryAfter }, "petición aplazada");
    else if (status >= 500) log.error(line, "petición fallida");
    else if (status >= 400) log.info(line, "petición rechazada");
    else log.warn(line, "petición lenta");
  };
}
