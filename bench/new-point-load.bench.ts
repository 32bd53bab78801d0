// 200 connections for 30 s, every request a nearby search from a position never asked before: the
// stations of the national file in a random order, each moved up to ~2 km at random, 10 km, every fuel
// in turn, with the Accept-Encoding a browser sends. No answer can come from the search cache; what matters is
// that none fails and how the latency and the server's memory hold. GET /api/health with the same
// connections on the same server, right after, is the baseline. Both spread their connections' first
// requests out, as drivers arrive (load-client.ts: a burst of 200 at once measures Node's accept).
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { FIRST_REQUESTS_SPREAD_MS, loadClientName, newPointSearches, runLoad } from "./load-client.ts";
import { startServer, AS_NPM_START } from "./server-process.ts";

const CONNECTIONS = 200;
const SEED = 15;

export async function runNewPointLoadBench(seconds = 30): Promise<Record<string, number | string>> {
  const stations = parseFeed(await readFeedFile(NATIONAL_FILE)).stations;
  const server = await startServer({ FEED_FILE: NATIONAL_FILE }, { ...AS_NPM_START, waitForStations: true });
  try {
    const load = newPointSearches(stations, ["95", "98", "diesel", "glp"], SEED);
    await runLoad(server.url, load, 3, { connections: 20 }); // JIT warm-up
    await new Promise((r) => setTimeout(r, 2000));
    const rssBefore = await server.rssMb();
    const result = await runLoad(server.url, load, seconds, { connections: CONNECTIONS });
    const rssAfter = await server.rssMb();
    await new Promise((r) => setTimeout(r, 10_000));
    const rssSettled = await server.rssMb();
    const health = await runLoad(server.url, { kind: "fixed", method: "GET", path: "/api/health" }, seconds, { connections: CONNECTIONS });
    return {
      "load client": loadClientName(),
      "first requests spread over (ms)": FIRST_REQUESTS_SPREAD_MS,
      "requests (positions, each new)": result.requests,
      "req/s": Math.round(result.rps),
      "errors or non-2xx": `${result.errors} (${result.errorKinds})`,
      "p50 ms": +result.p50Ms.toFixed(1),
      "p99 ms": +result.p99Ms.toFixed(1),
      "health, same connections (baseline): req/s / p50 / p99 ms": `${Math.round(health.rps)} / ${health.p50Ms.toFixed(1)} / ${health.p99Ms.toFixed(1)}`,
      "  its errors": `${health.errors} (${health.errorKinds})`,
      "search / health throughput ratio": +(result.rps / health.rps).toFixed(2),
      "server RSS MB before / right after / 10 s after": `${Math.round(rssBefore)} / ${Math.round(rssAfter)} / ${Math.round(rssSettled)}`,
    };
  } finally {
    await server.stop();
  }
}
