// "Kept our own": each hand-written piece the server or the app keeps instead of the plain way,
// measured against that plain way in the same run (these machines are shared and noisy, so the
// figures are ratios of rounds that alternate). The files' headers quote these figures.
//  - Random tokens (server/http/random-token.ts): a pool refilled 256 tokens at a time against one
//    randomBytes(32) per token. Every answer to a client without the XSRF cookie takes one.
//  - The request body (server/http/read-incoming-text.ts): read from the Node request against Hono's
//    c.req.text(), which reads it through a web Request and stream; every search reads one.
//  - Numbers without Intl (src/domain/locale-number.ts): the first price written by formatDecimal
//    against the first by an Intl.NumberFormat, each in a fresh process (Node's V8 and ICU, not a
//    phone's: the phone is slower still), and 200 prices after that.
//  - Rate limits (server/limits/): a take of our sliding-window counters against a consume of
//    rate-limiter-flexible's fixed-window limiters, in memory (PGlite's) and, with TEST_DATABASE_URL,
//    on PostgreSQL (each in a schema of its own, dropped after).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import { createPostgresDb } from "../server/db/postgres-db.ts";
import { randomToken } from "../server/http/random-token.ts";
import { memoryRateCounters } from "../server/limits/rate-counters.ts";
import { postgresRateCounters } from "../server/limits/shared-rate-counters.ts";
import { runLoad, type FixedLoad } from "./load-client.ts";
import type { Figures } from "./results-file.ts";

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ratio = (a: number, b: number): string => (a / b).toFixed(2);

/** CPU ns per call of `make`, over `calls` calls. */
function cpuNsPerCall(make: () => string, calls: number): number {
  let length = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) length += make().length;
  const used = process.cpuUsage(start);
  if (length === 0) throw new Error("no tokens");
  return ((used.user + used.system) * 1000) / calls;
}

function tokenFigures(): Figures {
  const plain = () => randomBytes(32).toString("base64url");
  const ours: number[] = [];
  const plainNs: number[] = [];
  cpuNsPerCall(randomToken, 100_000);
  cpuNsPerCall(plain, 100_000);
  for (let round = 0; round < 5; round++) {
    ours.push(cpuNsPerCall(randomToken, 200_000));
    plainNs.push(cpuNsPerCall(plain, 200_000));
  }
  return {
    "random token CPU ns: ours (pool) / plain randomBytes(32), median of 5 rounds": `${median(ours).toFixed(0)} / ${median(plainNs).toFixed(0)}`,
    "random token: plain / ours CPU": ratio(median(plainNs), median(ours)),
  };
}

interface BodyServer {
  url: string;
  cpuUs(): Promise<number>;
  stop(): void;
}

async function startBodyServer(dir: string): Promise<BodyServer> {
  const file = path.join(dir, "body-read-server.mjs");
  await build({ entryPoints: ["bench/body-read-server.ts"], outfile: file, bundle: true, format: "esm", platform: "node", target: "node20", packages: "external", logLevel: "warning" });
  // Run from the repository, so that its packages are found.
  const child = spawn(process.execPath, [file], { stdio: ["ignore", "pipe", "inherit"], cwd: process.cwd() });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.stdout.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString("utf8")) as { port: number }).port));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    cpuUs: async () => ((await (await fetch(`${url}/cpu`)).json()) as { us: number }).us,
    stop: () => child.kill(),
  };
}

async function bodyReadFigures(seconds: number): Promise<Figures> {
  // Inside the repository, so that the compiled file finds its packages in node_modules.
  const cache = path.resolve("node_modules/.cache");
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, "gasolinaeco-kept-"));
  const server = await startBodyServer(dir);
  try {
    // A search's body as the app sends it.
    const body = JSON.stringify({ distancia: 10, producto: "diesel", latitud: "40.4168", longitud: "-3.7038", timestamp: String(Date.now()) });
    const load = (route: string): FixedLoad => ({ kind: "fixed", method: "POST", path: route, headers: { "Content-Type": "application/json" }, body });
    const cpu: Record<string, number[]> = { "/ours": [], "/plain": [] };
    const rps: Record<string, number[]> = { "/ours": [], "/plain": [] };
    await runLoad(server.url, load("/ours"), 2, { connections: 50 });
    await runLoad(server.url, load("/plain"), 2, { connections: 50 });
    for (let round = 0; round < 3; round++) {
      for (const route of ["/ours", "/plain"]) {
        const before = await server.cpuUs();
        const result = await runLoad(server.url, load(route), seconds, { connections: 50 });
        const used = (await server.cpuUs()) - before;
        if (result.errors > 0) throw new Error(`${route}: ${result.errors} errors (${result.errorKinds})`);
        cpu[route]!.push(used / result.requests);
        rps[route]!.push(result.rps);
      }
    }
    const [ours, plain] = [median(cpu["/ours"]!), median(cpu["/plain"]!)];
    return {
      "request body read, server CPU µs per request: ours / c.req.text(), median of 3 alternating rounds": `${ours.toFixed(1)} / ${plain.toFixed(1)} (rounds: ${cpu["/ours"]!.map((v) => v.toFixed(1)).join(", ")} / ${cpu["/plain"]!.map((v) => v.toFixed(1)).join(", ")})`,
      "request body read: c.req.text() / ours server CPU per request": ratio(plain, ours),
      "request body read req/s: ours / c.req.text()": `${Math.round(median(rps["/ours"]!))} / ${Math.round(median(rps["/plain"]!))}`,
    };
  } finally {
    server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** In a fresh process: ms for the first price written, and for 200 more, by `way`. */
function firstPriceMs(way: "ours" | "intl"): { first: number; next200: number } {
  const code = `
    const { formatDecimal } = await import("./src/domain/locale-number.ts");
    const prices = Array.from({ length: 200 }, (_, i) => 1.2 + i / 997);
    let format;
    let t = performance.now();
    if (${JSON.stringify(way)} === "ours") format = (v) => formatDecimal(v, 3, 3, "es");
    else { const f = new Intl.NumberFormat("es", { minimumFractionDigits: 3, maximumFractionDigits: 3 }); format = (v) => f.format(v); }
    const firstText = format(1.459);
    const first = performance.now() - t;
    t = performance.now();
    let length = firstText.length;
    for (const p of prices) length += format(p).length;
    console.log(JSON.stringify({ first, next200: performance.now() - t, length }));`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { encoding: "utf8" });
  return JSON.parse(out) as { first: number; next200: number };
}

function numberFigures(): Figures {
  const ours: { first: number; next200: number }[] = [];
  const intl: { first: number; next200: number }[] = [];
  for (let round = 0; round < 5; round++) {
    ours.push(firstPriceMs("ours"));
    intl.push(firstPriceMs("intl"));
  }
  const [oursFirst, intlFirst] = [median(ours.map((r) => r.first)), median(intl.map((r) => r.first))];
  const [oursNext, intlNext] = [median(ours.map((r) => r.next200)), median(intl.map((r) => r.next200))];
  return {
    "first price in a fresh process, ms: formatDecimal / Intl.NumberFormat (Node, median of 5)": `${oursFirst.toFixed(2)} / ${intlFirst.toFixed(2)}`,
    "first price: Intl / ours": ratio(intlFirst, oursFirst),
    "200 prices after the first, ms: formatDecimal / Intl.NumberFormat": `${oursNext.toFixed(2)} / ${intlNext.toFixed(2)}`,
  };
}

/** CPU µs and wall ms per event of `take`, `events` events for `keys` keys, `concurrency` at a time. */
async function timeTakes(take: (key: string) => Promise<unknown>, events: number, keys: number, concurrency: number): Promise<{ cpuUs: number; wallMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < events) await take(`client-${next++ % keys}`);
  }));
  const used = process.cpuUsage(cpu);
  return { cpuUs: (used.user + used.system) / events, wallMs: (performance.now() - start) / events };
}

// Limits the events stay under (an events/keys of 20 per key), so both sides count and allow every one.
const RULE = { limit: 100, windowMs: 60_000 };

async function memoryRateFigures(): Promise<Figures> {
  const ours: number[] = [];
  const library: number[] = [];
  for (let round = 0; round < 5; round++) {
    // New counters each round: both start empty, 10,000 keys, 20 events each.
    const counter = memoryRateCounters(Date.now).counter("bench", RULE);
    const limiter = new RateLimiterMemory({ points: RULE.limit, duration: RULE.windowMs / 1000 });
    ours.push((await timeTakes((key) => counter.take(key), 200_000, 10_000, 1)).cpuUs * 1000);
    library.push((await timeTakes((key) => limiter.consume(key), 200_000, 10_000, 1)).cpuUs * 1000);
  }
  return {
    "rate limit in memory, CPU ns per event: ours (sliding window) / rate-limiter-flexible (RateLimiterMemory), median of 5": `${median(ours).toFixed(0)} / ${median(library).toFixed(0)}`,
    "rate limit in memory: ours / library CPU": ratio(median(ours), median(library)),
  };
}

async function postgresRateFigures(url: string): Promise<Figures> {
  const schema = `kept_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const db = await createPostgresDb(url, { schema, max: 8 });
  const { migrate } = await import("../server/db/migrate.ts");
  await migrate(db);
  const pool = new pg.Pool({ connectionString: url, max: 8, options: `-c search_path=${schema}` });
  try {
    const limiter = await new Promise<RateLimiterPostgres>((resolve, reject) => {
      const made: RateLimiterPostgres = new RateLimiterPostgres(
        { storeClient: pool, schemaName: schema, tableName: "rate_limiter_flexible", points: RULE.limit, duration: RULE.windowMs / 1000, clearExpiredByTimeout: false },
        (error?: unknown) => (error ? reject(error as Error) : resolve(made)),
      );
    });
    const ours: number[] = [];
    const library: number[] = [];
    for (let round = 0; round < 3; round++) {
      const counter = postgresRateCounters(db, Date.now).counter(`bench-${round}`, RULE);
      ours.push((await timeTakes((key) => counter.take(`${round}-${key}`), 2_000, 500, 8)).wallMs);
      library.push((await timeTakes((key) => limiter.consume(`${round}-${key}`), 2_000, 500, 8)).wallMs);
    }
    return {
      "rate limit on PostgreSQL, ms per event (8 at a time): ours / rate-limiter-flexible (RateLimiterPostgres), median of 3": `${median(ours).toFixed(3)} / ${median(library).toFixed(3)}`,
      "rate limit on PostgreSQL: ours / library time": ratio(median(ours), median(library)),
    };
  } finally {
    await pool.end();
    await db.close();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

export async function runKeptOurOwnBench(seconds = 5): Promise<Figures> {
  const url = process.env.TEST_DATABASE_URL;
  return {
    ...tokenFigures(),
    ...(await bodyReadFigures(seconds)),
    ...numberFigures(),
    ...(await memoryRateFigures()),
    ...(url ? await postgresRateFigures(url) : { "rate limit on PostgreSQL": "skipped (no TEST_DATABASE_URL)" }),
  };
}
