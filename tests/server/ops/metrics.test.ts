// GET /metrics: Prometheus text with the named series, only for the bearer of METRICS_TOKEN; every request
// timed by its route pattern and status; failures and slow requests logged without the path's values, a
// 503 with Retry-After (an answer by design) as info.
import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../../server/log/logger.ts";
import { createMetrics } from "../../../server/metrics/metrics.ts";
import { observeRequests } from "../../../server/http/request-observer.ts";
import { metricsRoutes } from "../../../server/routes/metrics.ts";

const TOKEN = "un-token-de-metricas-bastante-largo";

function jsonLines() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: createLogger("json", sink).child({ part: "http" }) };
}

function appWith(token: string | null) {
  const metrics = createMetrics({ stations: () => 12_204, feedLastSuccessMs: () => Date.UTC(2026, 3, 15, 6), alertQueue: async () => ({ length: 3, oldestSeconds: 42 }) });
  const { lines, log } = jsonLines();
  const app = new Hono();
  app.use("*", observeRequests(metrics, log));
  app.route("/", metricsRoutes(metrics, token));
  app.get("/api/alertas/baja/:token", (c) => c.text("no", 500));
  app.get("/api/lento", async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    return c.text("ok");
  });
  app.get("/api/health", (c) => c.text("ok"));
  app.get("/api/pronto", (c) => c.text("vuelve en 5 s", 503, { "Retry-After": "5" }));
  app.get("/api/caido", (c) => c.text("caído", 503));
  return { app, lines };
}

describe("GET /metrics", () => {
  it("answers 404 without METRICS_TOKEN set, and to a wrong or missing token", async () => {
    expect((await appWith(null).app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    const { app } = appWith(TOKEN);
    expect((await app.request("/metrics")).status).toBe(404);
    expect((await app.request("/metrics", { headers: { authorization: "Bearer otro" } })).status).toBe(404);
  });

  it("gives the named series in Prometheus' text format to the token's bearer", async () => {
    const { app } = appWith(TOKEN);
    await app.request("/api/health");
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1$/m);
    expect(text).toMatch(/^gasolinaeco_feed_last_success_timestamp_seconds 1776232800$/m);
    expect(text).toMatch(/^gasolinaeco_stations 12204$/m);
    expect(text).toMatch(/^gasolinaeco_alert_queue_length 3$/m);
    expect(text).toMatch(/^gasolinaeco_alert_queue_oldest_seconds 42$/m);
    expect(text).toMatch(/^# TYPE gasolinaeco_alerts_delivered_total counter$/m);
    expect(text).toMatch(/^# TYPE gasolinaeco_alerts_failed_total counter$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
  });
});

describe("the request log", () => {
  it("logs a failed request by its route pattern, status and time, never the token in its path", async () => {
    const { app, lines } = appWith(TOKEN);
    await app.request("/api/alertas/baja/secreto-de-baja-123");
    await app.request("/api/health");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", part: "http", method: "GET", route: "/api/alertas/baja/:token", status: 500, msg: "petición fallida" });
    expect(JSON.stringify(lines)).not.toContain("secreto-de-baja-123");
  });

  it("logs a 503 that says when to come back as info, and one that does not as an error", async () => {
    const { app, lines } = appWith(TOKEN);
    await app.request("/api/pronto");
    await app.request("/api/caido");
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", route: "/api/pronto", status: 503, retryAfter: "5", msg: "petición aplazada" }),
      expect.objectContaining({ level: "error", route: "/api/caido", status: 503, msg: "petición fallida" }),
    ]);
  });

  it("logs a request that takes over a second", async () => {
    const { app, lines } = appWith(TOKEN);
    await app.request("/api/lento");
    expect(lines).toEqual([expect.objectContaining({ level: "warn", route: "/api/lento", status: 200, msg: "petición lenta" })]);
    expect(lines[0]!.ms as number).toBeGreaterThanOrEqual(1_000);
  });
});
