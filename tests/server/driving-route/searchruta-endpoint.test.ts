// POST /api/gasolinaeco/searchruta: the SPEC body (a box) and the corridor body (a route polyline),
// with the route coming from a local OSRM-format router as the app would get it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hono } from "hono";
import * as v from "valibot";
import { searchRouteResponse, type RouteStationResult } from "../../../src/domain/contract/route.ts";
import { decodePolylineFlat, encodePolyline, type FlatPath } from "../../../src/domain/polyline.ts";
import { priceBands } from "../../../src/domain/price-bands.ts";
import { routeLengthKm } from "../../../src/domain/route-geometry.ts";
import { createOsrmClient } from "../../../server/routing/osrm-client.ts";
import { corridorSearch } from "../../../server/stations/corridor-search.ts";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import type { Station } from "../../../server/feed/station.ts";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints, offsetFromMidpoint, syntheticStation, type LatLon } from "../../helpers/route-fixtures.ts";
import { hasSharedData } from "../../helpers/shared-data.ts";
import { startFakeOsrm, type FakeOsrm } from "./fake-osrm.ts";
import { loadNationalStations } from "./national-stations.ts";
import { getJson, postJson, routeTestApp } from "./route-app.ts";

const SEARCHRUTA = "/api/gasolinaeco/searchruta";
const MADRID = { latitud: 40.4168, longitud: -3.7038 };

const toPolyline = (path: FlatPath) => {
  const points: [number, number][] = [];
  for (let i = 0; i < path.length; i += 2) points.push([path[i]!, path[i + 1]!]);
  return encodePolyline(points);
};

const entity = (body: unknown) => v.parse(searchRouteResponse, body).entity;

describe("searchruta with hand-placed stations", () => {
  const A: LatLon = [41.35, -1.64];
  const B: LatLon = [41.62, -0.95];
  const app = routeTestApp({
    stations: [
      syntheticStation("in", offsetFromMidpoint(A, B, 0.49), { gasoleoA: 1.5 }),
      syntheticStation("out", offsetFromMidpoint(A, B, -0.51), { gasoleoA: 1.4 }),
      syntheticStation("box", [41.1, -1.2], { gasoleoA: 1.3 }),
    ],
  });
  const ruta = encodePolyline([A, B] as [number, number][]);

  it("keeps answering the SPEC body with every station inside the box", async () => {
    const { status, body } = await postJson(app, SEARCHRUTA, {
      combustible: "diesel", minLat: "41.0", maxLat: "41.7", minLon: "-1.7", maxLon: "-0.9", ...MADRID,
    });
    expect(status).toBe(200);
    expect(entity(body).map((s) => s.id)).toEqual(["box", "out", "in"]);
  });

  it("with a route keeps only the station within 0.5 km of the segment", async () => {
    const { body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID, ruta });
    expect(entity(body).map((s) => s.id)).toEqual(["in"]);
  });

  it("gives each corridor station its distance to the route and from the origin, in km", async () => {
    const { body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID, ruta });
    const [station] = entity(body);
    expect(station!.distanciaRuta).toBeCloseTo(0.49, 2);
    expect(station!.distanciaOrigen).toBeCloseTo(routeLengthKm(new Float64Array([...A, ...B])) / 2, 1);
  });

  it("widens the corridor with anchoKm", async () => {
    const { body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID, ruta, anchoKm: 0.6 });
    expect(entity(body).map((s) => s.id).sort()).toEqual(["in", "out"]);
  });

  it("answers 400 in Spanish for a ruta that is not a polyline", async () => {
    const { status, body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID, ruta: "hola mundo" });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^ruta no válida/);
  });

  it("answers 400 in Spanish when there is neither a route nor a box", async () => {
    const { status, body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID });
    expect(status).toBe(400);
    expect(body.message).toBe("minLat, maxLat, minLon y maxLon son obligatorios cuando no se envía la ruta");
  });

  it("answers 400 for a corridor wider than 5 km", async () => {
    const { status, body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID, ruta, anchoKm: 50 });
    expect(status).toBe(400);
    expect(body.message).toMatch(/anchoKm máximo 5/);
  });

  it("answers 400 for an unknown fuel", async () => {
    const { status } = await postJson(app, SEARCHRUTA, { combustible: "queroseno", ...MADRID, ruta });
    expect(status).toBe(400);
  });
});

describe.skipIf(!hasSharedData)("searchruta on the national file with a route from the router", () => {
  let stations: Station[];
  let app: Hono;
  let osrm: FakeOsrm;
  let a2: FlatPath;
  beforeAll(async () => {
    stations = await loadNationalStations();
    a2 = densify(municipalityWaypoints(stations, A2_MUNICIPALITIES), 5_000, 0.3);
    osrm = await startFakeOsrm({ kind: "route", path: a2 });
    app = routeTestApp({ stations, router: createOsrmClient({ baseUrl: osrm.url, timeoutMs: 2_000, userAgent: "GasolinaEco/test" }) });
  });
  afterAll(() => osrm?.close());

  async function corridorOf(path: FlatPath, combustible = "diesel"): Promise<RouteStationResult[]> {
    const { status, body } = await postJson(app, SEARCHRUTA, { combustible, ...MADRID, ruta: toPolyline(path) });
    expect(status).toBe(200);
    return entity(body);
  }

  it("finds the stations along the A-2 from the polyline /api/rutas/calcular returned", async () => {
    const route = await getJson(app, "/api/rutas/calcular?origen=-3.7038,40.4168&destino=2.1686,41.3874");
    const { polyline } = route.body.entity as { polyline: string };
    const { body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID, ruta: polyline });
    expect(entity(body).length).toBeGreaterThan(20);
  });

  it("orders the corridor's stations along the route", async () => {
    const along = (await corridorOf(a2)).map((s) => s.distanciaOrigen!);
    expect(along).toEqual([...along].sort((x, y) => x - y));
  });

  it("returns the stations of several provinces for a route that crosses them", async () => {
    const found = new Set((await corridorOf(a2)).map((s) => stations.find((st) => st.id === s.id)!.idProvincia));
    expect(found.size).toBeGreaterThanOrEqual(5);
  });

  it("bands prices over the corridor's stations only", async () => {
    const result = await corridorOf(a2, "95");
    const band = priceBands(result.map((s) => s.precio));
    expect(result.map((s) => s.pricerange)).toEqual(result.map((s) => band(s.precio)));
    expect(new Set(result.map((s) => s.pricerange))).toEqual(new Set([0, 1, 2]));
  });

  it("returns exactly the corridor search's stations, with distances rounded to metres", async () => {
    const product = buildStationIndex(stations).byProduct.diesel;
    // The corridor of the route as the polyline carries it (rounded to 6 decimals).
    const sent = decodePolylineFlat(toPolyline(a2));
    const expected = corridorSearch(product, sent, 0.5).map((h) => ({
      id: product.stations[h.i]!.id,
      distanciaRuta: Math.round(h.distanciaRuta * 1000) / 1000,
    }));
    expect((await corridorOf(a2)).map((s) => ({ id: s.id, distanciaRuta: s.distanciaRuta }))).toEqual(expected);
  });

  it("accepts the router's 20,000-vertex route, far past the other calls' body limit", async () => {
    osrm.answer({ kind: "route", path: densify([...municipalityWaypoints(stations, A2_MUNICIPALITIES), [39.47, -0.376]], 20_000, 0.3) });
    const route = await getJson(app, "/api/rutas/calcular?origen=-3.7038,40.4168&destino=-0.376,39.47");
    const { polyline } = route.body.entity as { polyline: string };
    expect(polyline.length).toBeGreaterThan(4 * 16 * 1024);
    const { status, body } = await postJson(app, SEARCHRUTA, { combustible: "diesel", ...MADRID, ruta: polyline });
    expect(status).toBe(200);
    expect(entity(body).length).toBeGreaterThan(50);
    osrm.answer({ kind: "route", path: a2 });
  });

  it("evaluates opening hours at the current time", async () => {
    const result = await corridorOf(a2);
    expect(result.some((s) => s.open)).toBe(true);
    expect(result.every((s) => typeof s.open === "boolean")).toBe(true);
  });
});
