// Search throughput under load: 50 concurrent connections against POST /api/gasolinaeco/search on the
// national data, compared with the trivial GET /api/health on the same server in the same run: the
// cached search (a few city centres asked again and again) and a new point on every request (where
// drivers are), each in rounds alternating with health. Every load spreads its connections' first
// requests out, as drivers arrive (load-client.ts says why); one new-point run has all 50 start in
// the same millisecond, for the start-up burst it shows.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SERVER_NODE_ARGS, startServer, type RunningServer } from "./server-process.ts";
import { FIRST_REQUESTS_SPREAD_MS, interleaved, loadClientName, runLoad, type Load, type LoadOptions, type SearchLoad } from "./load-client.ts";
import { searchTimestamp } from "../src/domain/search-timestamp.ts";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";

const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const NATIONAL_FILE = "../shared/data/estaciones-nacional-reconstruido-2026-04-15.json.gz";

// Search points across Spain (city centres), 10 km of diesel, as the app sends them (text numbers).
const POINTS: [number, number][] = [
  [40.4168, -3.7038], [41.3874, 2.1686], [39.4699, -0.3763], [37.3891, -5.9845], [38.3452, -0.481],
  [36.7213, -4.4214], [37.9922, -1.1307], [36.5271, -6.2886], [39.5696, 2.6502], [43.263, -2.935],
  [41.6488, -0.8891], [43.3623, -8.4115], [42.8125, -1.6458], [28.4636, -16.2518], [28.1235, -15.4363],
];

/** ±2 km around a station: a degree of latitude is 111 km, one of longitude ~85 km at Spain's latitudes. */
const STATION_JITTER = { lat: 0.036, lon: 0.047, seed: 15 };

/** Alternating rounds of the trivial endpoint and of both searches, for the throughput ratios. */
const RATIO_ROUNDS = 3;

type LoadFigures = Awaited<ReturnType<typeof load>>;

/** The round with the median throughput (the middle one of an odd count). */
function medianRound(rounds: LoadFigures[]): LoadFigures {
  return [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;
}

async function load(server: RunningServer, what: Load, seconds: number, options: LoadOptions = {}) {
  const cpuBefore = await server.cpuMs();
  const result = await runLoad(server.url, what, seconds, options);
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  // Server CPU per answered request: what the server itself spends, whatever the client costs.
  const cpuUsPerRequest = (cpuMs * 1000) / Math.max(1, result.requests);
  return { rps: result.rps, p99: result.p99Ms, errors: result.errors, cpuUsPerRequest };
}

/** Bytes of a typical answer as sent (the mean over the bench's search points), and as JSON. */
async function meanAnswerBytes(url: string, search: SearchLoad): Promise<{ wire: number; json: number }> {
  let wire = 0;
  let json = 0;
  for (const [lat, lon] of search.points) {
    const body = JSON.stringify({ ...search.fields, latitud: String(lat), longitud: String(lon), timestamp: searchTimestamp() });
    const { status, encoding, body: answer } = await rawPost(url + search.path, search.headers, body);
    if (status !== 200) throw new Error(`search answered ${status}`);
    wire += answer.length;
    json += (encoding === "br" ? brotliDecompressSync(answer) : encoding === "gzip" ? gunzipSync(answer) : answer).length;
  }
  return { wire: Math.round(wire / search.points.length), json: Math.round(json / search.points.length) };
}

/** A POST whose answer is read as the bytes that came over the connection (fetch would decompress). */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** RSS of the same server on PostgreSQL (no embedded database in the process), in a scratch schema. */
async function rssOnPostgres(url: string): Promise<number> {
  const schema = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const withSchema = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const server = await startServer({ FEED_FILE: NATIONAL_FILE, DATABASE_URL: withSchema }, { waitForStations: true, nodeArgs: SERVER_NODE_ARGS });
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
  // Run as `npm start` runs it.
  const server = await startServer({ FEED_FILE: NATIONAL_FILE, STATIC_DIR: staticDir }, { waitForStations: true, nodeArgs: SERVER_NODE_ARGS });
  try {
    // Right after the first ingest and index build, and again once the start-up garbage is gone.
    const rssLoadedMb = await server.rssMb();
    const peakStartMb = await server.peakRssMb();
    await new Promise((r) => setTimeout(r, 2000));
    // As the app sends them: text numbers, the local wall-clock timestamp of the moment (new every
    // request), and the Accept-Encoding every browser sends.
    const searches: SearchLoad = {
      kind: "search",
      path: "/api/gasolinaeco/search",
      headers: { "Content-Type": "application/json", "Accept-Encoding": BROWSER_ACCEPT_ENCODING },
      points: POINTS,
      fields: { distancia: 10, producto: "diesel" },
      wallClockOffsetMin: -new Date().getTimezoneOffset(),
    };
    // Every request a point never asked before, where drivers are: a station of the national file moved
    // by up to ~2 km, 10 km, every fuel in turn, with the Accept-Encoding browsers send, the stations
    // taken in a random order (drivers all over Spain at once). No answer can come from the cache.
    const stations = parseFeed(await readFeedFile(NATIONAL_FILE)).stations;
    const stationPoints = stations.map((s) => [s.latitud, s.longitud] as const);
    const newPoints: SearchLoad = {
      ...searches,
      headers: { "Content-Type": "application/json", "Accept-Encoding": "gzip, deflate, br" },
      points: interleaved(stationPoints, STATION_JITTER.seed),
      jitter: STATION_JITTER,
      fields: { distancia: 10 },
      choices: { producto: ["95", "98", "diesel", "glp"] },
    };
    // Warm-up so the JIT sees both routes before measuring.
    await load(server, searches, 2);
    await load(server, newPoints, 2);
    await load(server, { kind: "fixed", method: "GET", path: "/api/health" }, 2);
    const answerBytes = await meanAnswerBytes(server.url, searches);
    await writeFile(path.join(staticDir, "same-size.json"), JSON.stringify({ x: "a".repeat(Math.max(0, answerBytes.json - 8)) }));
    // The ratio's two sides alternate over several rounds and each side is its median round: this
    // machine's speed drifts by ±15% from one ten-second load to the next, which one pair alone shows
    // as a ratio anywhere between 0.65 and 0.8.
    const health = { kind: "fixed" as const, method: "GET" as const, path: "/api/health" };
    const healthRounds: LoadFigures[] = [];
    const searchRounds: LoadFigures[] = [];
    const newPointRounds: LoadFigures[] = [];
    for (let round = 0; round < RATIO_ROUNDS; round++) {
      healthRounds.push(await load(server, health, seconds));
      searchRounds.push(await load(server, searches, seconds));
      newPointRounds.push(await load(server, newPoints, seconds));
    }
    const trivial = medianRound(healthRounds);
    const search = medianRound(searchRounds);
    const newPoint = medianRound(newPointRounds);
    const searchWorstP99 = Math.max(...searchRounds.map((r) => r.p99));
    const rounds = (list: LoadFigures[]) => list.map((r) => Math.round(r.rps)).join(", ");
    const ratios = (list: LoadFigures[]) => list.map((r, i) => (r.rps / healthRounds[i]!.rps).toFixed(2)).join(", ");
    // The same points in the file's order, province by province: the worst geography, for reference.
    const newPointsByProvince = await load(server, { ...newPoints, points: stationPoints }, seconds);
    // Every connection's first request in the same millisecond: the start-up burst, for reference.
    const newPointsBurst = await load(server, newPoints, seconds, { rampMs: 0 });
    const sameSize = await load(server, { kind: "fixed", method: "GET", path: "/same-size.json" }, seconds);
    // A trivial POST with a JSON body: what the Node adapter costs to turn a request body into a Request.
    const trivialPost = await load(server, { kind: "fixed", method: "POST", path: "/api/configuracion/obtenerconfig", headers: { "Content-Type": "application/json" }, body: "{}" }, seconds);
    const rssAfterMb = await server.rssMb();
    const postgresRss = process.env.TEST_DATABASE_URL ? Math.round(await rssOnPostgres(process.env.TEST_DATABASE_URL)) : "skipped (no TEST_DATABASE_URL)";
    return {
      "load client": loadClientName(),
      "connections' first requests spread over (ms)": FIRST_REQUESTS_SPREAD_MS,
      "mean search answer bytes (10 km, diesel): JSON / as sent (br)": `${answerBytes.json} / ${answerBytes.wire}`,
      "health req/s (baseline; median of rounds)": `${Math.round(trivial.rps)} (rounds: ${rounds(healthRounds)})`,
      "static file of the same size req/s": Math.round(sameSize.rps),
      "search req/s (median of rounds)": `${Math.round(search.rps)} (rounds: ${rounds(searchRounds)})`,
      "search / health throughput ratio (target ≥ 0.8)": `${(search.rps / trivial.rps).toFixed(2)} (per round: ${ratios(searchRounds)})`,
      "same-size static / health ratio (transport ceiling)": +(sameSize.rps / trivial.rps).toFixed(2),
      "trivial POST (obtenerconfig) req/s": Math.round(trivialPost.rps),
      "search / trivial POST ratio": +(search.rps / trivialPost.rps).toFixed(2),
      "search / same-size static ratio": +(search.rps / sameSize.rps).toFixed(2),
      "search p99 ms, worst round (target ≤ 20)": searchWorstP99,
      "new point every request req/s (median of rounds)": `${Math.round(newPoint.rps)} (rounds: ${rounds(newPointRounds)})`,
      "new point / health ratio (target ≥ 0.4)": `${(newPoint.rps / trivial.rps).toFixed(2)} (per round: ${ratios(newPointRounds)})`,
      "new point p99 ms, worst round (target ≤ 20)": `${Math.max(...newPointRounds.map((r) => r.p99))} (rounds: ${newPointRounds.map((r) => r.p99).join(", ")})`,
      "new point, stations in file order (province by province): req/s / p99 ms": `${Math.round(newPointsByProvince.rps)} / ${newPointsByProvince.p99}`,
      "new point, all 50 connections starting at once: req/s / p99 ms": `${Math.round(newPointsBurst.rps)} / ${newPointsBurst.p99}`,
      "health p99 ms": trivial.p99,
      "server CPU µs per request: health / static / POST / search / new point": [trivial, sameSize, trivialPost, search, newPoint].map((r) => Math.round(r.cpuUsPerRequest)).join(" / "),
      "errors or non-2xx": [...healthRounds, ...searchRounds, ...newPointRounds, newPointsByProvince, newPointsBurst, sameSize, trivialPost].reduce((sum, r) => sum + r.errors, 0),
      "server RSS MB with national data loaded (target ≤ 300)": Math.round(rssLoadedMb),
      "server RSS MB peak during start and first ingest": Math.round(peakStartMb),
      "server RSS MB after load": Math.round(rssAfterMb),
      "server RSS MB on PostgreSQL (DATABASE_URL), data loaded": postgresRss,
    };
  } finally {
    await server.stop();
    await rm(staticDir, { recursive: true, force: true });
  }
}
