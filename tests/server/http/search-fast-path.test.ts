// The search fast path must be invisible to clients: over real sockets, every request gets the same
// status, headers and bytes from the server with the fast path as from Hono alone, and whatever the
// fast path cannot answer (bad JSON, a refused question, a body too large, no Content-Length, another
// method) is answered by Hono as before, with the body it already read.
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import { fileSource, runFeed } from "../../../server/feed/run-feed.ts";
import { withSearchFastPath } from "../../../server/http/search-fast-path.ts";
import { contentSecurityPolicy } from "../../../server/http/security-headers.ts";
import { SEARCH_PATH } from "../../../server/routes/gasolinaeco.ts";
import { createSearchAnswers } from "../../../server/search/search-answers.ts";
import { createStationCatalog } from "../../../server/stations/station-catalog.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string | string[]): Promise<Exchange> {
  // A body given whole goes with its Content-Length, as browsers send it; in parts, chunked.
  if (typeof body === "string") headers = { ...headers, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    // Several writes without Content-Length: a chunked body.
    for (const part of Array.isArray(body) ? body : body === undefined ? [] : [body]) req.write(part);
    req.end();
  });
}

/** What must match: everything but the date and the random XSRF token itself. */
function comparable(e: Exchange) {
  const { date: _date, "set-cookie": setCookie, connection: _connection, "keep-alive": _keepAlive, ...headers } = e.headers;
  return { status: e.status, headers, setCookie: [setCookie ?? []].flat().map((c) => c.replace(/XSRF-TOKEN=[^;]+/, "XSRF-TOKEN=<token>")), body: e.body.toString("base64") };
}

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe.skipIf(!hasSharedData)("search fast path", () => {
  const kind = TEST_DB_KINDS[0]!;
  let db: Awaited<ReturnType<typeof kind.create>>;
  let fast: Server;
  let plain: Server;
  let fastPort: number;
  let plainPort: number;
  let honoCalls = 0;
  const clock = () => new Date("2026-04-18T12:00:30Z");

  beforeAll(async () => {
    db = await kind.create();
    await runFeed(db, fileSource(FEED_FILES.barcelona));
    const catalog = createStationCatalog(db);
    await catalog.reload();
    const config = loadConfig({ STATIC_DIR: "/nonexistent-static-dir", JWT_SECRET: "fast-path-tests-secret-0123456789abcdef", DATA_DIR: "/tmp/gasolinaeco-test-unused" });
    const answers = createSearchAnswers(catalog, clock, config.searchCacheBytes);
    const app = buildApp({ config, db, catalog, now: clock, searchAnswers: answers });
    const hono = getRequestListener(app.fetch, { hostname: "127.0.0.1" });
    const options = { path: SEARCH_PATH, jsonMaxBytes: config.jsonBodyMaxBytes, contentSecurityPolicy: contentSecurityPolicy(config.tileUrl), answers };
    fast = createServer(withSearchFastPath(options, (incoming, outgoing) => { honoCalls++; hono(incoming, outgoing); }));
    // The reference: the same app, with its own answers, reached through Hono alone.
    plain = createServer(getRequestListener(buildApp({ config, db, catalog, now: clock }).fetch, { hostname: "127.0.0.1" }));
    [fastPort, plainPort] = await Promise.all([listen(fast), listen(plain)]);
  });
  afterAll(async () => {
    await Promise.all([close(fast), close(plain)]);
    await db.dispose();
  });

  const json = { "content-type": "application/json" };
  const question = (extra: object = {}) => JSON.stringify({ distancia: 5, producto: "diesel", latitud: "41.3874", longitud: "2.1686", timestamp: "1776513630000", ...extra });
  const validCookie = "XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz0123456789ABCD";

  it.each([
    ["a search from a browser (Brotli)", { ...json, "accept-encoding": "gzip, deflate, br, zstd" }],
    ["a search from a client that takes gzip only", { ...json, "accept-encoding": "gzip" }],
    ["a search from a client that takes no compression", json],
    ["a search from a client that already has its XSRF cookie", { ...json, cookie: validCookie }],
    ["a search that came through a TLS proxy", { ...json, "x-forwarded-proto": "https" }],
  ])("answers %s itself, with Hono's status, headers and bytes", async (_case, headers) => {
    const before = honoCalls;
    const viaFast = await send(fastPort, "POST", SEARCH_PATH, headers, question());
    expect(honoCalls).toBe(before);
    const viaHono = await send(plainPort, "POST", SEARCH_PATH, headers, question());
    expect(viaFast.status).toBe(200);
    expect(comparable(viaFast)).toEqual(comparable(viaHono));
    const sent = JSON.parse((await send(plainPort, "POST", SEARCH_PATH, json, question())).body.toString("utf8")) as { entity: unknown[] };
    expect(sent.entity.length).toBeGreaterThan(10);
  });

  it.each([
    ["a body that is not JSON", "POST", SEARCH_PATH, json, "{distancia: 5"],
    ["a JSON array", "POST", SEARCH_PATH, json, "[1, 2]"],
    ["an empty body", "POST", SEARCH_PATH, json, ""],
    ["a radius the contract refuses", "POST", SEARCH_PATH, json, question({ distancia: 80 })],
    ["a product that does not exist", "POST", SEARCH_PATH, json, question({ producto: "keroseno" })],
    ["a body larger than the JSON limit", "POST", SEARCH_PATH, json, question({ relleno: "x".repeat(200 * 1024) })],
    ["a chunked body (no Content-Length)", "POST", SEARCH_PATH, json, [question().slice(0, 20), question().slice(20)]],
    ["a GET on the search path", "GET", SEARCH_PATH, {}, undefined],
    ["a search path with a query string", "POST", `${SEARCH_PATH}?x=1`, json, question()],
  ] as const)("leaves %s to Hono, which answers it as before", async (_case, method, path, headers, body) => {
    const before = honoCalls;
    const viaFast = await send(fastPort, method, path, { ...headers }, body as string | string[] | undefined);
    expect(honoCalls).toBe(before + 1);
    const viaHono = await send(plainPort, method, path, { ...headers }, body as string | string[] | undefined);
    expect(comparable(viaFast)).toEqual(comparable(viaHono));
  });

  it("tells a refused question why in Spanish, from the body it read itself", async () => {
    const res = await send(fastPort, "POST", SEARCH_PATH, json, question({ distancia: 80 }));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString("utf8"))).toEqual({ success: false, message: "distancia máxima 50 km", entity: null });
  });

  it("keeps answering on the same connection after a refused question", async () => {
    const agentHeaders = { ...json, connection: "keep-alive" };
    const bad = await send(fastPort, "POST", SEARCH_PATH, agentHeaders, "nope");
    const good = await send(fastPort, "POST", SEARCH_PATH, agentHeaders, question());
    expect([bad.status, good.status]).toEqual([400, 200]);
  });

  it("answers a failing search with Hono's 500 and keeps serving", async () => {
    const broken = { answer: () => { throw new Error("índice roto"); } };
    const config = loadConfig({ STATIC_DIR: "/nonexistent-static-dir", JWT_SECRET: "fast-path-tests-secret-0123456789abcdef", DATA_DIR: "/tmp/gasolinaeco-test-unused" });
    const catalog = createStationCatalog(db);
    await catalog.reload();
    const app = buildApp({ config, db, catalog, now: clock, searchAnswers: broken });
    const options = { path: SEARCH_PATH, jsonMaxBytes: config.jsonBodyMaxBytes, contentSecurityPolicy: contentSecurityPolicy(config.tileUrl), answers: broken };
    const server = createServer(withSearchFastPath(options, getRequestListener(app.fetch, { hostname: "127.0.0.1" })));
    const port = await listen(server);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await send(port, "POST", SEARCH_PATH, json, question());
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ success: false, entity: null });
      expect(errors).toHaveBeenCalled();
      expect((await send(port, "GET", "/api/health", {})).status).toBe(200);
    } finally {
      errors.mockRestore();
      await close(server);
    }
  });
});
