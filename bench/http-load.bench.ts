// Search throughput under load: 50 concurrent connections against POST /api/gasolinaeco/search on the
// national data, compared with the trivial GET /api/health on the same server in the same run.
import autocannon from "autocannon";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer, type RunningServer } from "./server-process.ts";

const NATIONAL_FILE = "../shared/data/estaciones-nacional-reconstruido-2026-04-15.json.gz";

// Search points across Spain (city centres), 10 km of diesel, as the app sends them (text numbers).
const POINTS: [number, number][] = [
  [40.4168, -3.7038], [41.3874, 2.1686], [39.4699, -0.3763], [37.3891, -5.9845], [38.3452, -0.481],
  [36.7213, -4.4214], [37.9922, -1.1307], [36.5271, -6.2886], [39.5696, 2.6502], [43.263, -2.935],
  [41.6488, -0.8891], [43.3623, -8.4115], [42.8125, -1.6458], [28.4636, -16.2518], [28.1235, -15.4363],
];

async function load(server: RunningServer, requests: autocannon.Request[], seconds: number) {
  const cpuBefore = await server.cpuMs();
  const result = await autocannon({ url: server.url, connections: 50, duration: seconds, requests, pipelining: 1 });
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  // Server CPU per answered request: what the server itself spends, whatever the client costs.
  const cpuUsPerRequest = (cpuMs * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuUsPerRequest };
}

/** Bytes of a typical answer: the mean over the bench's search points. */
async function meanAnswerBytes(url: string, requests: autocannon.Request[]): Promise<number> {
  let total = 0;
  for (const r of requests) {
    const res = await fetch(url + r.path, { method: r.method, headers: r.headers as Record<string, string>, body: r.body as string });
    total += (await res.arrayBuffer()).byteLength;
  }
  return Math.round(total / requests.length);
}

/** RSS of the same server on PostgreSQL (no embedded database in the process), in a scratch schema. */
async function rssOnPostgres(url: string): Promise<number> {
  const schema = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const withSchema = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const server = await startServer({ FEED_FILE: NATIONAL_FILE, DATABASE_URL: withSchema }, { waitForStations: true });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    return await server.rssMb();
  } finally {
    await server.stop();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

export async function runHttpLoadBench(seconds = 10) {
  // A static directory holding one file as large as a search answer: the transport ceiling baseline.
  const staticDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-static-"));
  await writeFile(path.join(staticDir, "index.html"), "<!doctype html><title>bench</title>");
  const server = await startServer({ FEED_FILE: NATIONAL_FILE, STATIC_DIR: staticDir }, { waitForStations: true });
  // Let the post-ingest work (index and places rebuild, GC) settle before measuring.
  await new Promise((r) => setTimeout(r, 2000));
  try {
    const rssLoadedMb = await server.rssMb();
    const searches = POINTS.map(([lat, lon]) => ({
      method: "POST" as const,
      path: "/api/gasolinaeco/search",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ distancia: 10, producto: "diesel", latitud: String(lat), longitud: String(lon) }),
    }));
    // Warm-up so the JIT sees both routes before measuring.
    await load(server, searches, 2);
    const answerBytes = await meanAnswerBytes(server.url, searches);
    await writeFile(path.join(staticDir, "same-size.json"), JSON.stringify({ x: "a".repeat(Math.max(0, answerBytes - 8)) }));
    const trivial = await load(server, [{ method: "GET", path: "/api/health" }], seconds);
    const sameSize = await load(server, [{ method: "GET", path: "/same-size.json" }], seconds);
    // A trivial POST with a JSON body: what the Node adapter costs to turn a request body into a Request.
    const trivialPost = await load(server, [{ method: "POST", path: "/api/configuracion/obtenerconfig", headers: { "content-type": "application/json" }, body: "{}" }], seconds);
    const search = await load(server, searches, seconds);
    const rssAfterMb = await server.rssMb();
    const postgresRss = process.env.TEST_DATABASE_URL ? Math.round(await rssOnPostgres(process.env.TEST_DATABASE_URL)) : "skipped (no TEST_DATABASE_URL)";
    return {
      "mean search answer bytes (10 km, diesel)": answerBytes,
      "health req/s (baseline)": Math.round(trivial.rps),
      "static file of the same size req/s": Math.round(sameSize.rps),
      "search req/s": Math.round(search.rps),
      "search / health throughput ratio (target ≥ 0.7)": +(search.rps / trivial.rps).toFixed(2),
      "same-size static / health ratio (transport ceiling)": +(sameSize.rps / trivial.rps).toFixed(2),
      "trivial POST (obtenerconfig) req/s": Math.round(trivialPost.rps),
      "search / trivial POST ratio": +(search.rps / trivialPost.rps).toFixed(2),
      "search / same-size static ratio": +(search.rps / sameSize.rps).toFixed(2),
      "search p99 ms (target ≤ 20)": search.p99,
      "health p99 ms": trivial.p99,
      "server CPU µs per request: health / same-size static / search": [trivial, sameSize, search].map((r) => Math.round(r.cpuUsPerRequest)).join(" / "),
      "errors or non-2xx": trivial.errors + sameSize.errors + trivialPost.errors + search.errors,
      "server RSS MB with national data loaded (target ≤ 300)": Math.round(rssLoadedMb),
      "server RSS MB after load": Math.round(rssAfterMb),
      "server RSS MB on PostgreSQL (DATABASE_URL), data loaded": postgresRss,
    };
  } finally {
    await server.stop();
    await rm(staticDir, { recursive: true, force: true });
  }
}
