// The router client against a local server answering in OSRM's format: success, NoRoute, silence,
// garbage, unreachable, cache and spacing of calls.
import { afterEach, describe, expect, it } from "vitest";
import { decodePolyline } from "../../../src/domain/polyline.ts";
import { routeLengthKm } from "../../../src/domain/route-geometry.ts";
import { createOsrmClient, defaultMinIntervalMs, ROUTE_MESSAGES, type LonLat } from "../../../server/routing/osrm-client.ts";
import { createThrottle } from "../../../server/routing/throttle.ts";
import { NO_ROUTE, startFakeOsrm, type FakeOsrm } from "./fake-osrm.ts";

const MADRID: LonLat = { longitud: -3.7038, latitud: 40.4168 };
const ZARAGOZA: LonLat = { longitud: -0.8891, latitud: 41.6488 };
const ROUTE = new Float64Array([40.4168, -3.7038, 40.63, -3.16, 41.35, -1.64, 41.6488, -0.8891]);
const UA = "GasolinaEco/test (+https://example.test; tests@example.test)";

let fake: FakeOsrm | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function clientFor(answer: Parameters<typeof startFakeOsrm>[0], timeoutMs = 2_000) {
  fake = await startFakeOsrm(answer);
  return createOsrmClient({ baseUrl: `${fake.url}/`, timeoutMs, userAgent: UA });
}

describe("OSRM client", () => {
  it("returns the polyline, distance in metres and duration in seconds of OSRM's route", async () => {
    const client = await clientFor({ kind: "route", path: ROUTE });
    const outcome = await client.route(MADRID, ZARAGOZA);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(decodePolyline(outcome.route.polyline)).toEqual([[40.4168, -3.7038], [40.63, -3.16], [41.35, -1.64], [41.6488, -0.8891]]);
    expect(outcome.route.distancia).toBeCloseTo(routeLengthKm(ROUTE) * 1000, 0);
    expect(outcome.route.duracion).toBeCloseTo(outcome.route.distancia / (100 / 3.6), 0);
  });

  it("asks for the full polyline6 overview, longitude first, with an identifying User-Agent", async () => {
    const client = await clientFor({ kind: "route", path: ROUTE });
    await client.route(MADRID, ZARAGOZA);
    expect(fake!.requests).toEqual([{
      path: "/route/v1/driving/-3.7038,40.4168;-0.8891,41.6488?overview=full&geometries=polyline6",
      userAgent: UA,
    }]);
  });

  it("answers 404 'no road route' when OSRM says NoRoute with HTTP 400", async () => {
    const client = await clientFor(NO_ROUTE);
    expect(await client.route(MADRID, { longitud: 2.65, latitud: 39.57 })).toEqual({
      ok: false, status: 404, message: "No hay ruta por carretera entre el origen y el destino",
    });
  });

  it("answers 504 when the router does not answer in time", async () => {
    const client = await clientFor({ kind: "silence" }, 300);
    expect(await client.route(MADRID, ZARAGOZA)).toEqual({ ok: false, status: 504, message: ROUTE_MESSAGES.timeout });
  });

  it("answers 502 when the router's answer is not JSON", async () => {
    const client = await clientFor({ kind: "raw", status: 200, text: "<html>Bad gateway</html>" });
    expect(await client.route(MADRID, ZARAGOZA)).toEqual({ ok: false, status: 502, message: ROUTE_MESSAGES.malformed });
  });

  it("answers 502 when the route's geometry is not a polyline", async () => {
    const client = await clientFor({
      kind: "status", status: 200,
      body: { code: "Ok", routes: [{ geometry: "not a polyline!", distance: 1, duration: 1, legs: [], weight: 1, weight_name: "routability" }], waypoints: [] },
    });
    expect(await client.route(MADRID, ZARAGOZA)).toEqual({ ok: false, status: 502, message: ROUTE_MESSAGES.malformed });
  });

  it("answers 502 when OSRM says Ok without any route", async () => {
    const client = await clientFor({ kind: "status", status: 200, body: { code: "Ok", routes: [], waypoints: [] } });
    expect(await client.route(MADRID, ZARAGOZA)).toMatchObject({ ok: false, status: 502 });
  });

  it("answers 502 'router unreachable' when nothing listens at ROUTING_URL", async () => {
    fake = await startFakeOsrm({ kind: "route", path: ROUTE });
    const url = fake.url;
    await fake.close();
    fake = undefined;
    const client = createOsrmClient({ baseUrl: url, timeoutMs: 2_000, userAgent: UA });
    expect(await client.route(MADRID, ZARAGOZA)).toEqual({ ok: false, status: 502, message: ROUTE_MESSAGES.unreachable });
  });

  it("answers 503 'busy' when the router answers 429", async () => {
    const client = await clientFor({ kind: "status", status: 429, body: { message: "Too Many Requests" } });
    expect(await client.route(MADRID, ZARAGOZA)).toEqual({ ok: false, status: 503, message: ROUTE_MESSAGES.busy });
  });

  it("serves a repeated route (to ~10 m) from its cache without asking the router again", async () => {
    const client = await clientFor({ kind: "route", path: ROUTE });
    await client.route(MADRID, ZARAGOZA);
    const again = await client.route({ longitud: -3.703801, latitud: 40.416801 }, ZARAGOZA);
    expect(again.ok).toBe(true);
    expect(fake!.requests).toHaveLength(1);
  });

  it("does not cache failures", async () => {
    const client = await clientFor(NO_ROUTE);
    await client.route(MADRID, ZARAGOZA);
    fake!.answer({ kind: "route", path: ROUTE });
    expect((await client.route(MADRID, ZARAGOZA)).ok).toBe(true);
  });

  it("spaces calls by the minimum interval it is given", async () => {
    fake = await startFakeOsrm({ kind: "route", path: ROUTE });
    const client = createOsrmClient({ baseUrl: fake.url, timeoutMs: 2_000, userAgent: UA, minIntervalMs: 250 });
    const start = performance.now();
    await Promise.all([client.route(MADRID, ZARAGOZA), client.route(ZARAGOZA, MADRID), client.route(MADRID, { longitud: 2.17, latitud: 41.39 })]);
    expect(performance.now() - start).toBeGreaterThanOrEqual(490);
  });
});

describe("router call spacing", () => {
  it("is one second for the public demo router and none for our own", () => {
    expect(defaultMinIntervalMs("https://router.project-osrm.org")).toBe(1000);
    expect(defaultMinIntervalMs("http://127.0.0.1:5000")).toBe(0);
  });

  it("tells the next caller to wait until the interval has passed", () => {
    let now = 10_000;
    const throttle = createThrottle(1000, () => now);
    expect(throttle.reserve(5000)).toBe(0);
    now += 300;
    expect(throttle.reserve(5000)).toBe(700);
  });

  it("refuses a caller that would have to wait longer than its timeout", () => {
    const throttle = createThrottle(1000, () => 0);
    throttle.reserve(5000);
    throttle.reserve(5000);
    expect(throttle.reserve(1500)).toBeNull();
  });
});
