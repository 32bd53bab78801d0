// The real server run as a service would run it (a child process on the Zaragoza feed): with
// LOG_FORMAT=json every line on stdout is one JSON object; GET /metrics answers its token's bearer with
// the named series; SIGTERM under load stops accepting, answers every request it had accepted, and
// exits 0.
import { rm } from "node:fs/promises";
import { request, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../bench/server-process.ts";
import { freshDataDir } from "../../helpers/fresh-data-dir.ts";
import { serverForm } from "../../helpers/server-build.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";

const METRICS_TOKEN = "token-de-metricas-de-la-prueba-0123456789";
const ZARAGOZA = { latitud: 41.6488, longitud: -0.8891 };

interface Outcome {
  status?: number;
  error?: string;
  /** When the request was sent and when it ended, ms since the test began. */
  sentAt: number;
  endedAt: number;
}

/** One request on a connection of its own (no keep-alive: a stopped server refuses new connections). */
function send(base: string, path: string, body: unknown, started: number): Promise<Outcome> {
  const sentAt = performance.now() - started;
  return new Promise((resolve) => {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${base}${path}`, {
      method: json ? "POST" : "GET",
      agent: false,
      headers: json ? { "content-type": "application/json", "content-length": Buffer.byteLength(json), "accept-encoding": "gzip, deflate, br" } : {},
    }, (res: IncomingMessage) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, sentAt, endedAt: performance.now() - started }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, sentAt, endedAt: performance.now() - started }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, sentAt, endedAt: performance.now() - started }));
    req.end(json);
  });
}

describe.skipIf(!hasSharedData)("the server run as a service", () => {
  let server: RunningServer;
  let dataDir = "";

  beforeAll(async () => {
    dataDir = await freshDataDir("gasolinaeco-service-");
    server = await startServer({ DATA_DIR: dataDir, FEED_FILE: FEED_FILES.zaragoza, LOG_FORMAT: "json", METRICS_TOKEN, ROUTING_URL: "off", GEOCODER_URL: "off" }, { waitForStations: true, form: serverForm() });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("writes only JSON objects, one per line, on stdout with LOG_FORMAT=json, with no address or token in them", async () => {
    await fetch(`${server.url}/api/gasolinaeco/nada`);
    const lines = server.stdout().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(3);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed) expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String), part: expect.any(String), msg: expect.any(String) });
    expect(parsed).toContainEqual(expect.objectContaining({ part: "start", msg: expect.stringMatching(/^GasolinaEco escuchando en http:\/\/127\.0\.0\.1:\d+$/) }));
    expect(parsed).toContainEqual(expect.objectContaining({ part: "http", route: "/api/*", status: 404, method: "GET" }));
    expect(server.stdout()).not.toContain(METRICS_TOKEN);
  });

  it("answers GET /metrics only with its token, in Prometheus' format, with the named series", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    await fetch(`${server.url}/api/health`);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\} \d+$/m);
    expect(text).toMatch(/^gasolinaeco_stations 27\d$/m);
    expect(text).toMatch(/^gasolinaeco_feed_last_success_timestamp_seconds \d{10}(\.\d+)?$/m);
    expect(text).toMatch(/^gasolinaeco_alert_queue_length 0$/m);
    expect(text).toMatch(/^# TYPE gasolinaeco_alerts_delivered_total counter$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("on SIGTERM under load stops accepting, answers every request it accepted, and exits 0", async () => {
    const started = performance.now();
    const outcomes: Outcome[] = [];
    let stopAt = Infinity;
    // Six clients looping on searches at new points and health until the server is gone (more would
    // only load the machine the other test files share).
    const clients = Array.from({ length: 6 }, async (_, client) => {
      for (let i = 0, refused = 0; performance.now() - started < 15_000 && refused < 3; i++) {
        const search = { producto: "diesel", distancia: 25, latitud: ZARAGOZA.latitud + (client * 50 + i) * 1e-4, longitud: ZARAGOZA.longitud, timestamp: Date.now() };
        const outcome = await send(server.url, i % 4 === 0 ? "/api/health" : "/api/gasolinaeco/search", i % 4 === 0 ? undefined : search, started);
        outcomes.push(outcome);
        if (outcome.error === "ECONNREFUSED") refused++;
      }
    });
    // The load is under way: a few dozen answers in.
    const loadedBy = performance.now() + 10_000;
    while (outcomes.filter((o) => o.status !== undefined).length <= 24 && performance.now() < loadedBy) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stopAt = performance.now() - started;
    process.kill(server.pid, "SIGTERM");
    await Promise.all(clients);
    const code = await server.exited;

    expect(code).toBe(0);
    const answered = outcomes.filter((o) => o.status !== undefined);
    const failed = outcomes.filter((o) => o.error !== undefined);
    expect(answered.length).toBeGreaterThan(20);
    // Every request the server took was answered, and answered well.
    expect(answered.every((o) => o.status === 200)).toBe(true);
    // The only failures are connections the server never read a request from: refused once it stopped
    // listening, or reset by the kernel from the queue of connections it had not taken yet (a busy
    // server takes one a turn of its event loop). None is an error answer or a cut-off one.
    expect(failed.every((o) => o.error === "ECONNREFUSED" || o.error === "ECONNRESET")).toBe(true);
    // Some were in flight when the signal came, and were answered after it.
    expect(answered.some((o) => o.sentAt < stopAt && o.endedAt > stopAt)).toBe(true);
    const lines = server.stdout().split("\n").filter(Boolean).map((line) => JSON.parse(line) as { part: string; msg: string });
    expect(lines.filter((l) => l.part === "stop").map((l) => l.msg)).toEqual(["SIGTERM: dejando de aceptar conexiones", "parado (0 conexiones cortadas al plazo)"]);
  }, 60_000);
});
