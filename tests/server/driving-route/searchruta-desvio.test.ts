// searchruta with `desvioKm`, on each test database: the corridor as wide as the detour
// accepted, each station's detour (estimated, or from the router's table service on a local
// OSRM-format router) and its net saving, best first; and the driver's litres and consumption kept in
// the profile (migration 009).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hono } from "hono";
import * as v from "valibot";
import { searchRouteResponse } from "../../../src/domain/contract/route.ts";
import { encodePolyline } from "../../../src/domain/polyline.ts";
import { buildApp } from "../../../server/app.ts";
import { createOsrmTableClient } from "../../../server/routing/osrm-table.ts";
import { createStationCatalog } from "../../../server/stations/station-catalog.ts";
import { ApiClient, createTestApp, seedStations, type TestApp, type TestStation } from "../../helpers/community-app.ts";
import { offsetFromMidpoint, type LatLon } from "../../helpers/route-fixtures.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { HOSTILE_ROUTES } from "../../helpers/hostile-routes.ts";
import { startFakeOsrm, TABLE_ROAD_FACTOR, type FakeOsrm } from "./fake-osrm.ts";

const SEARCHRUTA = "/api/gasolinaeco/searchruta";
const A: LatLon = [41.35, -1.64];
const B: LatLon = [41.62, -0.95];
const ruta = encodePolyline([A, B] as [number, number][]);
const at = (km: number) => {
  const [latitud, longitud] = offsetFromMidpoint(A, B, km);
  return { latitud, longitud };
};
/** On the route and dear; 1.5 km off and cheap; 3 km off and cheapest; 6 km off (outside every choice). */
const ROUTE_STATIONS: TestStation[] = [
  { id: "3001", rotulo: "EN RUTA", ...at(0.1), prices: { gasoleoA: 1.6 } },
  { id: "3002", rotulo: "A 1,5 KM", ...at(1.5), prices: { gasoleoA: 1.45 } },
  { id: "3003", rotulo: "A 3 KM", ...at(-3), prices: { gasoleoA: 1.4 } },
  { id: "3004", rotulo: "A 6 KM", ...at(6), prices: { gasoleoA: 1.2 } },
];
const BODY = { combustible: "diesel", latitud: A[0], longitud: A[1], ruta };

const entity = (body: unknown) => v.parse(searchRouteResponse, body).entity;

describe.each(TEST_DB_KINDS)("searchruta desvioKm ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let withTable: ApiClient;
  let router: FakeOsrm;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedStations(t.db, ROUTE_STATIONS);
    await t.ctx.catalog.reload();
    api = await t.client();
    router = await startFakeOsrm({ kind: "status", status: 404, body: {} });
    const catalog = createStationCatalog(t.db);
    await catalog.reload();
    const detourTable = createOsrmTableClient({ baseUrl: router.url, timeoutMs: 2000, userAgent: "test" });
    const app: Hono = buildApp({ ...t.ctx, catalog, detourTable });
    withTable = await new ApiClient(app).init();
  });
  afterAll(async () => {
    await router.close();
    await t.dispose();
  });

  it("keeps the stations within the detour chosen, best net saving first", async () => {
    const res = await api.post(SEARCHRUTA, { ...BODY, desvioKm: 5 });
    expect(res.status).toBe(200);
    expect(entity(res.body).map((s) => s.rotulo)).toEqual(["A 3 KM", "A 1,5 KM", "EN RUTA"]);
  });

  it("keeps only the stations within 0,5 km with desvioKm 0.5, as SPEC", async () => {
    const res = await api.post(SEARCHRUTA, { ...BODY, desvioKm: 0.5 });
    expect(entity(res.body).map((s) => s.rotulo)).toEqual(["EN RUTA"]);
  });

  it("estimates each detour without a router table: 2 × distance from the path × 1.3", async () => {
    const res = await api.post(SEARCHRUTA, { ...BODY, desvioKm: 2 });
    const off = entity(res.body).find((s) => s.rotulo === "A 1,5 KM")!;
    expect(off.desvioKm).toBeCloseTo(3.9, 1);
    expect(off.desvioMin).toBe(5);
    expect(off.desvioEstimado).toBe(true);
  });

  it("gives each station its net saving against the corridor's average price", async () => {
    const res = await api.post(SEARCHRUTA, { ...BODY, desvioKm: 2, litros: 50, consumo: 8 });
    const [cheap, onRoute] = entity(res.body);
    // average (1.6 + 1.45) / 2 = 1.525; (1.525 − 1.45) × 50 − 3.9 km × 8 / 100 × 1.45 = 3.75 − 0.45 = 3.30;
    // on the route: (1.525 − 1.6) × 50 − 0.26 km × 8 / 100 × 1.6 = −3.75 − 0.03
    expect(cheap!.ahorro).toBeCloseTo(3.3, 2);
    expect(onRoute!.ahorro).toBeCloseTo(-3.78, 2);
  });

  it("takes the detour from the router's table service when one is configured, in one request", async () => {
    const before = router.requests.length;
    const res = await withTable.post(SEARCHRUTA, { ...BODY, desvioKm: 2 });
    const off = entity(res.body).find((s) => s.rotulo === "A 1,5 KM")!;
    expect(off.desvioEstimado).toBe(false);
    expect(off.desvioKm).toBeCloseTo(2 * 1.5 * TABLE_ROAD_FACTOR, 1);
    const calls = router.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toMatch(/^\/table\/v1\/driving\/[-\d.,;]+\?annotations=distance,duration$/);
  });

  it("asks the router once for the same candidates (cached)", async () => {
    await withTable.post(SEARCHRUTA, { ...BODY, desvioKm: 1 });
    const before = router.requests.length;
    await withTable.post(SEARCHRUTA, { ...BODY, desvioKm: 1 });
    expect(router.requests.length).toBe(before);
  });

  it("falls back to the estimate when the router's table fails", async () => {
    const failing = createOsrmTableClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 500, userAgent: "test" });
    const client = await new ApiClient(buildApp({ ...t.ctx, detourTable: failing })).init();
    const res = await client.post(SEARCHRUTA, { ...BODY, desvioKm: 2 });
    expect(res.status).toBe(200);
    expect(entity(res.body).every((s) => s.desvioEstimado === true)).toBe(true);
  });

  it("answers 400 in Spanish for a detour over 5 km", async () => {
    const res = await api.post(SEARCHRUTA, { ...BODY, desvioKm: 6 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("desvioKm: El desvío máximo es 5 km");
  });

  it("answers 400 in Spanish for a detour that is not a number", async () => {
    const res = await api.post(SEARCHRUTA, { ...BODY, desvioKm: "mucho" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("desvioKm: se esperaba un número");
  });

  it("answers 400 in Spanish for an impossible consumption", async () => {
    const res = await api.post(SEARCHRUTA, { ...BODY, desvioKm: 1, consumo: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("consumo: El consumo va de 1 a 100 litros cada 100 km");
  });

  it("answers every hostile polyline with desvioKm 5 as a 400 or a cheap answer, never a failure", async () => {
    for (const hostile of HOSTILE_ROUTES) {
      const start = performance.now();
      const res = await api.post(SEARCHRUTA, { ...BODY, ruta: hostile.ruta, desvioKm: 5 });
      expect([200, 400], hostile.name).toContain(res.status);
      expect(performance.now() - start, hostile.name).toBeLessThan(500);
    }
  });

  it("keeps the route order and adds no detour without desvioKm", async () => {
    const res = await api.post(SEARCHRUTA, BODY);
    const [first] = entity(res.body);
    expect(first!.rotulo).toBe("EN RUTA");
    expect(first!.ahorro).toBeUndefined();
  });

  describe("litres and consumption in the profile", () => {
    let token = "";
    beforeAll(async () => {
      token = await t.signUp(`consumo-${kind.name}@example.es`);
    });

    it("keeps litres and consumption and answers them with the profile", async () => {
      await api.post("/api/users/setuserdata", { username: "Ana", deposito: 50, litros: 35, consumo: 5.2 }, { token });
      const res = await api.get<{ litros: number; consumo: number }>("/api/users/getuserdata", { token });
      expect([res.body.entity.litros, res.body.entity.consumo]).toEqual([35, 5.2]);
    });

    it("keeps them when a profile update does not send them", async () => {
      await api.post("/api/users/setuserdata", { username: "Ana", deposito: 50, litros: 35, consumo: 5.2 }, { token });
      await api.post("/api/users/setuserdata", { username: "Ana B", deposito: 50 }, { token });
      const res = await api.get<{ litros: number; consumo: number }>("/api/users/getuserdata", { token });
      expect(res.body.entity.consumo).toBe(5.2);
    });

    it("refuses a consumption over 100 l/100 km with a Spanish message", async () => {
      const res = await api.post("/api/users/setuserdata", { username: "Ana", consumo: 150 }, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("consumo: El consumo va de 1 a 100 litros cada 100 km");
    });
  });
});
