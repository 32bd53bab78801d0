// The load generator for the HTTP benchmarks: wrk (C, from Debian's package `wrk`) when installed,
// autocannon otherwise. Both share the two cores with the server, so the client's own cost per
// request shows up in the server's figures: autocannon (JavaScript, with a JavaScript HTTP parser)
// spends ~130 µs of CPU per search answer, more than the server does, and then measures itself;
// wrk spends a few µs. Every load is described once and both clients run it the same way.
import autocannon from "autocannon";
import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { mulberry32 } from "../tests/helpers/seeded-random.ts";

const execFileAsync = promisify(execFile);

/** A search body's varying parts: a point (maybe jittered) and the client's wall clock (SPEC §3). */
export interface SearchLoad {
  kind: "search";
  path: string;
  headers: Record<string, string>;
  points: readonly (readonly [number, number])[];
  /** Every request asks a new point within ± half of these degrees of one of the points. */
  jitter?: { lat: number; lon: number; seed: number };
  /** The rest of the body, before latitud, longitud and timestamp. */
  fields: Record<string, string | number>;
  /** Fields that take the next of their values on every request (e.g. every fuel in turn). */
  choices?: Record<string, readonly string[]>;
  /** Minutes to add to UTC for the client's wall clock (the app adds its time-zone offset). */
  wallClockOffsetMin: number;
}

export interface FixedLoad {
  kind: "fixed";
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export type Load = SearchLoad | FixedLoad;

export interface LoadResult {
  rps: number;
  p50Ms: number;
  /**
   * As the client reports it. wrk's figures include its coordinated-omission correction: for every
   * answer slower than the mean interval between a connection's requests, it adds the samples that
   * connection would have taken meanwhile, so one slow answer weighs as many as it held back.
   */
  p99Ms: number;
  /** Socket errors, timeouts and answers other than 2xx/3xx. */
  errors: number;
  /** The same, by kind. */
  errorKinds: string;
  requests: number;
}

export function wrkPath(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "wrk");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch { /* not here */ }
  }
  return undefined;
}

export function loadClientName(): string {
  return wrkPath() ? "wrk (1 thread)" : "autocannon (wrk not installed: apt-get install wrk)";
}

/** How long the connections' first requests are spread over unless a load says otherwise. */
export const FIRST_REQUESTS_SPREAD_MS = 1000;

export interface LoadOptions {
  connections?: number;
  /**
   * The connections' first requests are spread evenly over this many ms, as drivers arrive, instead of
   * all in the same millisecond (wrk only; FIRST_REQUESTS_SPREAD_MS unless given, 0 for all at once).
   * A Node server accepts one new connection per event-loop iteration (libuv 1.45+); once it is busy,
   * each iteration answers every open connection first, so the last of a burst of new connections
   * wait for dozens of iterations, each longer than the one before (~2 s for 200 of them). wrk then
   * adds its coordinated-omission samples for each of those waits (one per mean request interval),
   * and that start-up burst, which grows with the number of connections and with the square of the
   * CPU per request, alone set the p99 of a run. wrk still connects them all at once; with their
   * requests spread out, the server accepts every one of them in its first iterations, while those
   * are short.
   */
  rampMs?: number;
}

export async function runLoad(url: string, load: Load, seconds: number, options: LoadOptions = {}): Promise<LoadResult> {
  const wrk = wrkPath();
  const connections = options.connections ?? 50;
  return wrk ? runWrk(wrk, url, load, seconds, connections, options.rampMs ?? FIRST_REQUESTS_SPREAD_MS) : runAutocannon(url, load, seconds, connections);
}

// ---- wrk -----------------------------------------------------------------------------------------

const lua = (s: string) => JSON.stringify(s); // a JSON string is a valid Lua string literal here (ASCII)

function wrkScript(load: Load, connections: number, rampMs: number): string {
  return requestScript(load) + (rampMs > 0 ? rampScript(connections, rampMs) : "") + WRK_DONE;
}

// wrk asks delay() before every request once it is defined: the first call of each connection comes
// when it connects, before any answer, so the first `connections` calls are the first requests.
function rampScript(connections: number, rampMs: number): string {
  return `local started = 0
delay = function()
  started = started + 1
  if started <= ${connections} then return math.floor(started * ${rampMs} / ${connections}) end
  return 0
end
`;
}

function requestScript(load: Load): string {
  if (load.kind === "fixed") {
    const headers = Object.entries(load.headers ?? {}).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(", ");
    // Built once, in init: wrk knows the Host header only from then on.
    return `local req
init = function(args) req = wrk.format(${lua(load.method)}, ${lua(load.path)}, { ${headers} }, ${load.body === undefined ? "nil" : lua(load.body)}) end
request = function() return req end
`;
  }
  const headers = Object.entries(load.headers).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(", ");
  const fields = Object.entries(load.fields).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",");
  const points = load.points.map(([lat, lon]) => `{${lat}, ${lon}}`).join(", ");
  const jitter = load.jitter;
  const choices = Object.entries(load.choices ?? {});
  // Each chosen field as Lua: ',"name":"' .. values[(n % #values) + 1] .. '"'
  const chosen = choices.map(([name], i) => ` .. ',' .. ${lua(JSON.stringify(name))} .. ':"' .. choice${i}[(n % #choice${i}) + 1] .. '"'`).join("");
  return `local points = { ${points} }
local headers = { ${headers} }
${choices.map(([, values], i) => `local choice${i} = { ${values.map(lua).join(", ")} }`).join("\n")}
local n = 0
${jitter ? `math.randomseed(${jitter.seed})` : ""}
request = function()
  n = n + 1
  local p = points[(n % #points) + 1]
  local lat, lon = p[1], p[2]
  ${jitter ? `lat = lat + (math.random() - 0.5) * ${jitter.lat}; lon = lon + (math.random() - 0.5) * ${jitter.lon}` : ""}
  -- The app's timestamp: its wall clock in ms, as text; a new one every request.
  local ts = string.format("%d", (os.time() + ${load.wallClockOffsetMin * 60}) * 1000 + (n % 1000))
  local body = '{${fields}'${chosen} .. ',"latitud":"' .. string.format("%.6f", lat) .. '","longitud":"' .. string.format("%.6f", lon) .. '","timestamp":"' .. ts .. '"}'
  return wrk.format("POST", ${lua(load.path)}, headers, body)
end
`;
}

// Figures for the bench to read, whatever wrk's human summary looks like.
const WRK_DONE = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("BENCH requests=%d duration_us=%d p50_us=%d p99_us=%d errors=%d connect=%d read=%d write=%d timeout=%d status=%d\\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.timeout + e.status,
    e.connect, e.read, e.write, e.timeout, e.status))
end`;

async function runWrk(wrk: string, url: string, load: Load, seconds: number, connections: number, rampMs: number): Promise<LoadResult> {
  const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-wrk-"));
  try {
    const script = path.join(dir, "load.lua");
    await writeFile(script, wrkScript(load, connections, rampMs));
    const { stdout } = await execFileAsync(wrk, ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "5s", "-s", script, url], { timeout: (seconds + 30) * 1000 });
    const figures = /BENCH requests=(\d+) duration_us=(\d+) p50_us=(\d+) p99_us=(\d+) errors=(\d+) (.*)/.exec(stdout);
    if (!figures) throw new Error(`wrk printed no figures:\n${stdout}`);
    const [requests, durationUs, p50Us, p99Us, errors] = figures.slice(1, 6).map(Number) as [number, number, number, number, number];
    return { rps: requests / (durationUs / 1e6), p50Ms: p50Us / 1000, p99Ms: p99Us / 1000, errors, errorKinds: figures[6]!.trim(), requests };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The points in a seeded random order. The national file lists its stations province by province, so
 * in file order the 50 requests in flight at any moment all come from one province (a batch of Madrid's
 * big answers, then one of Soria's small ones); drivers at any one moment are all over Spain.
 */
export function interleaved<T>(points: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const out = [...points];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** ±2 km: a degree of latitude is 111 km, one of longitude ~85 km at Spain's latitudes. */
const STATION_JITTER_DEGREES = { lat: 0.036, lon: 0.047 };

/**
 * Drivers all over Spain, each request a point never asked before: a station of the file (taken in
 * an order shuffled by `seed`) moved by up to ~2 km, 10 km, the products in turn, the app's body
 * (its wall clock as timestamp) and the Accept-Encoding a browser sends. No answer can come from a cache.
 */
export function newPointSearches(stations: readonly { latitud: number; longitud: number }[], products: readonly string[], seed: number): SearchLoad {
  return {
    kind: "search",
    path: "/api/gasolinaeco/search",
    headers: { "Content-Type": "application/json", "Accept-Encoding": "gzip, deflate, br" },
    points: interleaved(stations.map((s) => [s.latitud, s.longitud] as const), seed),
    jitter: { ...STATION_JITTER_DEGREES, seed },
    fields: { distancia: 10 },
    choices: { producto: products },
    wallClockOffsetMin: -new Date().getTimezoneOffset(),
  };
}

// ---- autocannon ----------------------------------------------------------------------------------

function autocannonRequests(load: Load): autocannon.Request[] {
  if (load.kind === "fixed") return [{ method: load.method, path: load.path, headers: load.headers ?? {}, ...(load.body === undefined ? {} : { body: load.body }) }];
  const random = mulberry32(load.jitter?.seed ?? 1);
  const choices = Object.entries(load.choices ?? {});
  let n = 0;
  const body = (lat: number, lon: number) => {
    if (load.jitter) {
      lat += (random() - 0.5) * load.jitter.lat;
      lon += (random() - 0.5) * load.jitter.lon;
    }
    n += 1;
    const chosen = Object.fromEntries(choices.map(([name, values]) => [name, values[n % values.length]]));
    const timestamp = String(Date.now() + load.wallClockOffsetMin * 60_000);
    return JSON.stringify({ ...load.fields, ...chosen, latitud: lat.toFixed(6), longitud: lon.toFixed(6), timestamp });
  };
  return load.points.map(([lat, lon]) => ({
    method: "POST" as const,
    path: load.path,
    headers: load.headers,
    body: body(lat, lon),
    setupRequest: (req: autocannon.Request) => ({ ...req, body: body(lat, lon) }),
  }));
}

async function runAutocannon(url: string, load: Load, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, requests: autocannonRequests(load), pipelining: 1 });
  return {
    rps: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    errorKinds: `socket=${result.errors - result.timeouts} timeout=${result.timeouts} non-2xx=${result.non2xx}`,
    requests: result.requests.total,
  };
}
