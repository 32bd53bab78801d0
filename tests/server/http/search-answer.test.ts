// The nearby search as clients get it through the one request pipeline (Hono on Node, over real
// sockets), on stations built here: the status, every header (the same security headers as any other
// answer, the XSRF cookie only where missing, the coding) and bytes that decode to the same JSON in
// every coding. Questions the search cannot answer get the pipeline's usual refusals.
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import { runFeed } from "../../../server/feed/run-feed.ts";
import { createApiServer } from "../../../server/process/api-server.ts";
import { contentSecurityPolicy } from "../../../server/http/security-headers.ts";
import { SEARCH_PATH } from "../../../server/search/search-route.ts";
import { createStationCatalog, type StationCatalog } from "../../../server/stations/station-catalog.ts";
import type { StationResult } from "../../../src/domain/contract/stations.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { feedJson, feedRows } from "../feed/feed-fixture.ts";
import { captureLogs } from "../../helpers/captured-logs.ts";

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
    for (const part of Array.isArray(body) ? body : body === undefined ? [] : [body]) req.write(part);
    req.end();
  });
}

const decoded = (e: Exchange) => {
  const coding = e.headers["content-encoding"];
  return coding === "br" ? brotliDecompressSync(e.body) : coding === "gzip" ? gunzipSync(e.body) : e.body;
};

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "permissions-policy", "strict-transport-security"];
const securityHeadersOf = (e: Exchange) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, e.headers[name]]));

/** Forty stations a few hundred metres apart north of 40°N 3.7°W, diesel from 1.400 up. */
const STATIONS = feedRows(40, (i) => ({
  "Longitud (WGS84)": "-3,700000",
  "Precio Gasoleo A": (1.4 + ((i * 7) % 40) / 1000).toFixed(3).replace(".", ","),
  "Rótulo": `ESTACIÓN ${i}`,
}));

const TLS_PROXY = { "x-forwarded-proto": "https" };
const VALID_COOKIE = "XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz0123456789ABCD";
const json = { "content-type": "application/json" };
const question = (extra: object = {}) => JSON.stringify({ distancia: 5, producto: "diesel", latitud: "40.0100", longitud: "-3.7000", timestamp: "1776513630000", ...extra });

describe.each(TEST_DB_KINDS)("the search answer through the one pipeline ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  let catalog: StationCatalog;
  let server: Server;
  let port: number;
  const clock = () => new Date("2026-04-18T12:00:30Z");
  const config = loadConfig({ TRUST_PROXY: "1", STATIC_DIR: "/nonexistent-static-dir", JWT_SECRET: "search-answer-tests-secret-0123456789ab", DATA_DIR: "/tmp/gasolinaeco-test-unused" });

  beforeAll(async () => {
    db = await kind.create();
    await runFeed(db, { name: "built-in-test", load: async () => Buffer.from(feedJson(STATIONS, "18/04/2026 8:00:00")) });
    catalog = createStationCatalog(db);
    await catalog.reload();
    server = createApiServer(buildApp({ config, db, catalog, now: clock }), { hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.dispose();
  });

  it("answers a browser with Brotli JSON and exactly the headers of a JSON answer", async () => {
    const res = await send(port, "POST", SEARCH_PATH, { ...json, "accept-encoding": "gzip, deflate, br, zstd" }, question());
    expect(res.status).toBe(200);
    const { date: _date, connection: _connection, "keep-alive": _keepAlive, "set-cookie": _cookie, ...headers } = res.headers;
    expect(headers).toEqual({
      "content-type": "application/json",
      vary: "Accept-Encoding",
      "content-encoding": "br",
      "content-length": String(res.body.length),
      "content-security-policy": contentSecurityPolicy(config.tileUrl),
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
    });
  });

  it("lists the stations within the radius, cheapest first, in the SPEC envelope", async () => {
    const res = await send(port, "POST", SEARCH_PATH, json, question());
    const answer = JSON.parse(res.body.toString("utf8")) as { success: boolean; message: null; entity: StationResult[] };
    expect(answer.success).toBe(true);
    expect(answer.message).toBeNull();
    expect(answer.entity.length).toBeGreaterThan(20);
    expect(answer.entity[0]).toMatchObject({ id: "1000", rotulo: "ESTACIÓN 0", precio: 1.4 });
    const prices = answer.entity.map((s) => s.precio);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ["Brotli", "gzip, deflate, br", "br"],
    ["gzip only", "gzip", "gzip"],
    ["no compression", undefined, undefined],
  ])("sends the same JSON bytes to a client that takes %s", async (_case, acceptEncoding, coding) => {
    const plain = await send(port, "POST", SEARCH_PATH, json, question());
    const res = await send(port, "POST", SEARCH_PATH, { ...json, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) }, question());
    expect(res.headers["content-encoding"]).toBe(coding);
    expect(decoded(res).equals(plain.body)).toBe(true);
  });

  it("carries the same security headers as any other answer, over plain HTTP and behind a TLS proxy", async () => {
    for (const transport of [{}, TLS_PROXY]) {
      const search = await send(port, "POST", SEARCH_PATH, { ...json, ...transport }, question());
      const health = await send(port, "GET", "/api/health", transport);
      expect(securityHeadersOf(search)).toEqual(securityHeadersOf(health));
    }
  });

  it("gives a client without the XSRF cookie one, Secure behind a TLS proxy", async () => {
    const plain = await send(port, "POST", SEARCH_PATH, json, question());
    const tls = await send(port, "POST", SEARCH_PATH, { ...json, ...TLS_PROXY }, question());
    expect(plain.headers["set-cookie"]).toEqual([expect.stringMatching(/^XSRF-TOKEN=[A-Za-z0-9_-]{32,}; Path=\/; Max-Age=31536000; SameSite=Lax$/)]);
    expect(tls.headers["set-cookie"]).toEqual([expect.stringMatching(/^XSRF-TOKEN=[A-Za-z0-9_-]{32,}; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/)]);
  });

  it("sets no cookie for a client that already has a valid one", async () => {
    const res = await send(port, "POST", SEARCH_PATH, { ...json, cookie: VALID_COOKIE }, question());
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  // The search has a route of its own ahead of the /api middleware (server/search/search-route.ts):
  // whatever a client sends, it must get what the middleware give any other /api answer.
  const BOX = JSON.stringify({ combustible: "diesel", minLat: 39.9, maxLat: 40.2, minLon: -3.8, maxLon: -3.6, latitud: 40.01, longitud: -3.7 });
  /** An answer's headers, but those that differ between any two answers (date, length, the token). */
  const comparable = (e: Exchange) => {
    const { date: _date, "content-length": _length, connection: _connection, "keep-alive": _keepAlive, "set-cookie": cookie, ...headers } = e.headers;
    return { ...headers, "set-cookie": (cookie as string[] | undefined)?.map((c) => c.replace(/^XSRF-TOKEN=[^;]+/, "XSRF-TOKEN=…")) };
  };

  it.each([
    ["Brotli", "gzip, deflate, br", "br"],
    ["gzip", "gzip", "gzip"],
    ["identity", undefined, undefined],
  ])("sends the search answer in %s the same headers and XSRF cookie as another /api answer in that coding", async (_case, acceptEncoding, coding) => {
    for (const transport of [{}, TLS_PROXY]) {
      for (const cookie of [{}, { cookie: VALID_COOKIE }] as Record<string, string>[]) {
        const headers: Record<string, string> = { ...json, ...transport, ...cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) };
        const search = await send(port, "POST", SEARCH_PATH, headers, question());
        const stations = await send(port, "POST", "/api/gasolinaeco/searchruta", headers, BOX);
        expect([search.status, stations.status]).toEqual([200, 200]);
        expect(stations.headers["content-encoding"]).toBe(coding);
        expect(comparable(search)).toEqual(comparable(stations));
      }
    }
  });

  it("gives a refused and a failed search the same headers and XSRF cookie as any other /api refusal", async () => {
    const broken = { answer: () => { throw new Error("índice roto"); } };
    const failing = createApiServer(buildApp({ config, db, catalog, now: clock, searchAnswers: broken }), { hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const failingPort = (failing.address() as AddressInfo).port;
    const logs = captureLogs();
    try {
      for (const transport of [{}, TLS_PROXY]) {
        const refused = await send(port, "POST", SEARCH_PATH, { ...json, ...transport }, "[1, 2]");
        const otherRefused = await send(port, "POST", "/api/gasolinaeco/searchstation", { ...json, ...transport }, "[1, 2]");
        const failed = await send(failingPort, "POST", SEARCH_PATH, { ...json, ...transport }, question());
        expect([refused.status, otherRefused.status, failed.status]).toEqual([400, 400, 500]);
        expect(comparable(refused)).toEqual(comparable(otherRefused));
        expect(comparable(failed)).toEqual(comparable(otherRefused));
      }
    } finally {
      logs.restore();
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it("answers a chunked question (no Content-Length) like any other", async () => {
    const whole = await send(port, "POST", SEARCH_PATH, json, question());
    const chunked = await send(port, "POST", SEARCH_PATH, json, [question().slice(0, 20), question().slice(20)]);
    expect(chunked.status).toBe(200);
    expect(chunked.body.equals(whole.body)).toBe(true);
  });

  it.each([
    ["a body that is not JSON", "{distancia: 5", 400, "El cuerpo de la petición no es JSON válido"],
    ["a JSON array", "[1, 2]", 400, "El cuerpo de la petición debe ser un objeto JSON"],
    ["a radius the contract refuses", question({ distancia: 80 }), 400, "distancia máxima 50 km"],
    ["a body larger than the JSON limit", question({ relleno: "x".repeat(200 * 1024) }), 413, "La petición es demasiado grande (máximo 16 KB)"],
  ])("refuses %s with a Spanish message and the usual headers", async (_case, body, status, message) => {
    const res = await send(port, "POST", SEARCH_PATH, json, body);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body.toString("utf8"))).toEqual({ success: false, message, entity: null });
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["set-cookie"]).toHaveLength(1);
  });

  it("answers a GET on the search path as an unknown API route", async () => {
    const res = await send(port, "GET", SEARCH_PATH, {});
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ success: false, message: "Ruta de la API no encontrada" });
  });

  it("keeps answering on the same connection after a refused question", async () => {
    const keepAlive = { ...json, connection: "keep-alive" };
    const bad = await send(port, "POST", SEARCH_PATH, keepAlive, "nope");
    const good = await send(port, "POST", SEARCH_PATH, keepAlive, question());
    expect([bad.status, good.status]).toEqual([400, 200]);
  });

  it("answers a failing search with the usual 500 and keeps serving", async () => {
    const broken = { answer: () => { throw new Error("índice roto"); } };
    const failing = createApiServer(buildApp({ config, db, catalog, now: clock, searchAnswers: broken }), { hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const failingPort = (failing.address() as AddressInfo).port;
    const logs = captureLogs();
    try {
      const res = await send(failingPort, "POST", SEARCH_PATH, json, question());
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ success: false, entity: null });
      expect(logs.lines).toContainEqual(expect.objectContaining({ level: "error", part: "http", route: "/api/gasolinaeco/search", msg: "error interno" }));
      expect((await send(failingPort, "GET", "/api/health", {})).status).toBe(200);
    } finally {
      logs.restore();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
