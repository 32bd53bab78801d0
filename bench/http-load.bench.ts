// Search throughput under load: 50 concurrent connections against POST /api/gasolinaeco/search on the
// national data, compared with the trivial GET /api/health on the same server in the same run: the
// cached search (a few city centres asked again and again) and a new point on every request (where
// drivers are), each in rounds alternating with health. Every load spreads its connections' first
// requests out, as drivers arrive (load-client.ts says why); one new-point run has all 50 start in
// the same millisecond, for the start-up burst it shows.
//
// HTTP_SEARCH_AB_DIR=another checkout of the repository (its own `npm ci`; e.g. `git worktree add
// /tmp/base <commit>`) runs that checkout's server beside this one on the same data, every load
// alternating between the two: both servers' figures and this / baseline ratios from one run, the
// before and after these shared, noisy machines need.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startServer, type RunningServer, AS_NPM_START } from "./server-process.ts";
import { FIRST_REQUESTS_SPREAD_MS, loadClientName, newPointSearches, runLoad, type Load, type LoadOptions, type SearchLoad } from "./load-client.ts";
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

/** The shuffle of the stations the new points are asked around (load-client.ts newPointSearches). */
const STATION_SEED = 15;

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
  const server = await startServer({ FEED_FILE: NATIONAL_FILE, DATABASE_URL: withSchema }, { ...AS_NPM_START, waitForStations: true });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    return await server.rssMb();
  } finally {
    await server.stop();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/** One server under test: this checkout's, or the A/B baseline's. */
interface Side {
  server: RunningServer;
  rssLoadedMb: number;
  peakStartMb: number;
  health: LoadFigures[];
  search: LoadFigures[];
  newPoint: LoadFigures[];
}

const ratio = (a: number, b: number) => (a / b).toFixed(2);
/** A ratio of the median rounds, then round by round. */
const roundRatios = (a: LoadFigures[], b: LoadFigures[]) =>
  `${ratio(medianRound(a).rps, medianRound(b).rps)} (per round: ${a.map((r, i) => ratio(r.rps, b[i]!.rps)).join(", ")})`;

async function startSide(env: Record<string, string>, checkout?: string): Promise<Side> {
  // Run as `npm start` runs it.
  const server = await startServer(env, { ...AS_NPM_START, waitForStations: true, checkout });
  // Right after the first ingest and index build.
  return { server, rssLoadedMb: await server.rssMb(), peakStartMb: await server.peakRssMb(), health: [], search: [], newPoint: [] };
}

function commitOf(checkout: string): string {
  try {
    return execFileSync("git", ["-C", checkout, "log", "-1", "--format=%h"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown commit";
  }
}

export async function runHttpLoadBench(seconds = 10) {
  // A static directory holding one file as large as a search answer: the transport ceiling baseline.
  const staticDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-static-"));
  await writeFile(path.join(staticDir, "index.html"), "<!doctype html><title>bench</title>");
  // Absolute: the baseline's server runs in its own checkout.
  const env = { FEED_FILE: path.resolve(NATIONAL_FILE), STATIC_DIR: staticDir };
  const abDir = process.env.HTTP_SEARCH_AB_DIR;
  const sides: Side[] = [];
  try {
    sides.push(await startSide(env));
    if (abDir) sides.push(await startSide(env, path.resolve(abDir)));
    const [current, baseline] = sides as [Side, Side | undefined];
    const server = current.server;
    // Once the start-up garbage is gone.
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
    const newPoints = newPointSearches(stations, ["95", "98", "diesel", "glp"], STATION_SEED);
    const health = { kind: "fixed" as const, method: "GET" as const, path: "/api/health" };
    // Warm-up so the JIT sees both routes before measuring.
    for (const side of sides) {
      await load(side.server, searches, 2);
      await load(side.server, newPoints, 2);
      await load(side.server, health, 2);
    }
    const answerBytes = await meanAnswerBytes(server.url, searches);
    await writeFile(path.join(staticDir, "same-size.json"), JSON.stringify({ x: "a".repeat(Math.max(0, answerBytes.json - 8)) }));
    // The ratio's two sides alternate over several rounds and each side is its median round: this
    // machine's speed drifts by ±15% from one ten-second load to the next, which one pair alone shows
    // as a ratio anywhere between 0.65 and 0.8. With a baseline, its rounds alternate with these,
    // each server going first in every other round, so neither always meets the machine as it was left.
    for (let round = 0; round < RATIO_ROUNDS; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        side.health.push(await load(side.server, health, seconds));
        side.search.push(await load(side.server, searches, seconds));
        side.newPoint.push(await load(side.server, newPoints, seconds));
      }
    }
    const sameSizeLoad = { kind: "fixed" as const, method: "GET" as const, path: "/same-size.json" };
    // A trivial POST with a JSON body: what the Node adapter costs to turn a request body into a Request.
    const trivialPostLoad = { kind: "fixed" as const, method: "POST" as const, path: "/api/configuracion/obtenerconfig", headers: { "Content-Type": "application/json" }, body: "{}" };
    const sameSize: LoadFigures[] = [];
    const trivialPost: LoadFigures[] = [];
    for (const side of sides) {
      sameSize.push(await load(side.server, sameSizeLoad, seconds));
      trivialPost.push(await load(side.server, trivialPostLoad, seconds));
    }
    // The same points in the file's order, province by province: the worst geography, for reference.
    const newPointsByProvince = await load(server, { ...newPoints, points: stationPoints }, seconds);
    // Every connection's first request in the same millisecond: the start-up burst, for reference.
    const newPointsBurst = await load(server, newPoints, seconds, { rampMs: 0 });
    const rssAfterMb = await Promise.all(sides.map((side) => side.server.rssMb()));
    const postgresRss = process.env.TEST_DATABASE_URL ? Math.round(await rssOnPostgres(process.env.TEST_DATABASE_URL)) : "skipped (no TEST_DATABASE_URL)";
    const figures = {
      "load client": loadClientName(),
      "connections' first requests spread over (ms)": FIRST_REQUESTS_SPREAD_MS,
      "mean search answer bytes (10 km, diesel): JSON / as sent (br)": `${answerBytes.json} / ${answerBytes.wire}`,
      ...sideFigures(current, sameSize[0]!, trivialPost[0]!),
      "new point, stations in file order (province by province): req/s / p99 ms": `${Math.round(newPointsByProvince.rps)} / ${newPointsByProvince.p99}`,
      "new point, all 50 connections starting at once: req/s / p99 ms": `${Math.round(newPointsBurst.rps)} / ${newPointsBurst.p99}`,
      "errors or non-2xx": [...current.health, ...current.search, ...current.newPoint, newPointsByProvince, newPointsBurst, sameSize[0]!, trivialPost[0]!].reduce((sum, r) => sum + r.errors, 0),
      "server RSS MB with national data loaded (target ≤ 300)": Math.round(current.rssLoadedMb),
      "server RSS MB peak during start and first ingest": Math.round(current.peakStartMb),
      "server RSS MB after load": Math.round(rssAfterMb[0]!),
      "server RSS MB on PostgreSQL (DATABASE_URL), data loaded": postgresRss,
    };
    if (!baseline || !abDir) return figures;
    return {
      ...figures,
      "A/B baseline (HTTP_SEARCH_AB_DIR), its rounds alternating with these": `${abDir} at ${commitOf(abDir)}`,
      "A/B this / baseline: health req/s": roundRatios(current.health, baseline.health),
      "A/B this / baseline: cached search req/s": roundRatios(current.search, baseline.search),
      "A/B this / baseline: new point req/s": roundRatios(current.newPoint, baseline.newPoint),
      "A/B this / baseline: trivial POST req/s": ratio(trivialPost[0]!.rps, trivialPost[1]!.rps),
      "A/B this / baseline: server CPU µs per request, health / POST / search / new point": [
        [current.health, baseline.health], [[trivialPost[0]!], [trivialPost[1]!]], [current.search, baseline.search], [current.newPoint, baseline.newPoint],
      ].map(([a, b]) => ratio(medianRound(a!).cpuUsPerRequest, medianRound(b!).cpuUsPerRequest)).join(" / "),
      ...Object.fromEntries(Object.entries(sideFigures(baseline, sameSize[1]!, trivialPost[1]!)).map(([label, value]) => [`A/B baseline: ${label}`, value])),
      "A/B baseline: errors or non-2xx": [...baseline.health, ...baseline.search, ...baseline.newPoint, sameSize[1]!, trivialPost[1]!].reduce((sum, r) => sum + r.errors, 0),
      "A/B baseline: server RSS MB with national data loaded / after load": `${Math.round(baseline.rssLoadedMb)} / ${Math.round(rssAfterMb[1]!)}`,
    };
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
    await rm(staticDir, { recursive: true, force: true });
  }
}

/** One server's throughput, ratios to its own health, p99 and CPU, as the targets are read. */
function sideFigures(side: Side, sameSize: LoadFigures, trivialPost: LoadFigures): Record<string, number | string> {
  const trivial = medianRound(side.health);
  const search = medianRound(side.search);
  const newPoint = medianRound(side.newPoint);
  const rounds = (list: LoadFigures[]) => list.map((r) => Math.round(r.rps)).join(", ");
  const ratios = (list: LoadFigures[]) => list.map((r, i) => ratio(r.rps, side.health[i]!.rps)).join(", ");
  return {
    "health req/s (baseline; median of rounds)": `${Math.round(trivial.rps)} (rounds: ${rounds(side.health)})`,
    "static file of the same size req/s": Math.round(sameSize.rps),
    "search req/s (median of rounds)": `${Math.round(search.rps)} (rounds: ${rounds(side.search)})`,
    "search / health throughput ratio (target ≥ 0.8)": `${ratio(search.rps, trivial.rps)} (per round: ${ratios(side.search)})`,
    "same-size static / health ratio (transport ceiling)": +ratio(sameSize.rps, trivial.rps),
    "trivial POST (obtenerconfig) req/s": Math.round(trivialPost.rps),
    "search / trivial POST ratio": +ratio(search.rps, trivialPost.rps),
    "search / same-size static ratio": +ratio(search.rps, sameSize.rps),
    "search p99 ms, worst round (target ≤ 20)": Math.max(...side.search.map((r) => r.p99)),
    "new point every request req/s (median of rounds)": `${Math.round(newPoint.rps)} (rounds: ${rounds(side.newPoint)})`,
    "new point / health ratio (target ≥ 0.4)": `${ratio(newPoint.rps, trivial.rps)} (per round: ${ratios(side.newPoint)})`,
    "new point p99 ms, worst round (target ≤ 20)": `${Math.max(...side.newPoint.map((r) => r.p99))} (rounds: ${side.newPoint.map((r) => r.p99).join(", ")})`,
    "health p99 ms": trivial.p99,
    "server CPU µs per request: health / static / POST / search / new point": [trivial, sameSize, trivialPost, search, newPoint].map((r) => Math.round(r.cpuUsPerRequest)).join(" / "),
  };
}
