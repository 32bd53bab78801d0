// searchruta under hostile polylines (issue 15): a zig-zag across Spain, a path folding over the same
// streets, repeated points, antimeridian jumps, coordinates out of range, 20,000 points over the whole
// country, a 1 MB body. Each is answered at once or refused with a Spanish 400, never by holding the
// server: a health probe sent alongside over a real socket never waits more than 100 ms. The stations
// are built here (national size, denser in Madrid), so nothing is skipped without ../shared/data.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePolyline } from "../../../src/domain/polyline.ts";
import { MAX_ROUTE_KM, ROUTE_LIMIT_MESSAGES } from "../../../src/domain/route-limits.ts";
import { corridorSearch, RouteTooComplex } from "../../../server/stations/corridor-search.ts";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import { MAX_BOX_RESULTS } from "../../../server/stations/route-search.ts";
import type { Station } from "../../../server/stations/station.ts";
import { densify, syntheticStation, type LatLon } from "../../helpers/route-fixtures.ts";
import { postJson, routeTestApp } from "./route-app.ts";

const SEARCHRUTA = "/api/gasolinaeco/searchruta";
const MADRID: LatLon = [40.4168, -3.7038];

/** A fixed pseudo-random sequence, so every run tests the same paths. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** 12,000 stations over the Peninsula's box, 2,000 of them within ~10 km of Madrid's centre. */
function nationalSizeStations(): Station[] {
  const next = random(7);
  const stations: Station[] = [];
  for (let i = 0; i < 10_000; i++) stations.push(syntheticStation(`n${i}`, [36 + next() * 7.5, -9 + next() * 12.3], { gasoleoA: 1.2 + Math.round(next() * 500) / 1000 }));
  for (let i = 0; i < 2_000; i++) stations.push(syntheticStation(`m${i}`, [MADRID[0] + (next() - 0.5) * 0.18, MADRID[1] + (next() - 0.5) * 0.24]));
  return stations;
}

const polyline = (points: LatLon[]) => encodePolyline(points as [number, number][]);

/** Every `every` vertices the path jumps from one corner of Spain to the other. */
function zigZagAcrossSpain(vertices: number, every = 3): LatLon[] {
  return Array.from({ length: vertices }, (_, i): LatLon => (Math.floor(i / every) % 2 === 0 ? [36.5 + i * 1e-5, -6.2] : [43.3, 2.9 - i * 1e-5]));
}

/** Back and forth over the same kilometre of Madrid: under the length limit, and no driving route. */
function foldingInMadrid(vertices: number): LatLon[] {
  return Array.from({ length: vertices }, (_, i): LatLon => [MADRID[0] + (i % 2) * 0.009, MADRID[1] + (i % 7) * 1e-6]);
}

function randomPointsOverSpain(vertices: number): LatLon[] {
  const next = random(11);
  return Array.from({ length: vertices }, (): LatLon => [36 + next() * 7.5, -9 + next() * 12.3]);
}

const stations = nationalSizeStations();
const app = routeTestApp({ stations });
const body = (ruta: string, anchoKm = 5) => ({ combustible: "diesel", latitud: MADRID[0], longitud: MADRID[1], ruta, anchoKm });

interface Case { name: string; ruta: string; anchoKm?: number; refusal?: string }

const CASES: Case[] = [
  { name: "a zig-zag across Spain every 3 vertices (50 KB)", ruta: polyline(zigZagAcrossSpain(5_000)), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "a zig-zag across Spain at the 1 MB limit", ruta: polyline(zigZagAcrossSpain(45_000, 2)), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "a path folding 2,500 times over the same kilometre of Madrid", ruta: polyline(foldingInMadrid(2_500)), refusal: ROUTE_LIMIT_MESSAGES.tooComplex },
  { name: "20,000 repeated points", ruta: polyline(Array.from({ length: 20_000 }, (): LatLon => MADRID)), refusal: ROUTE_LIMIT_MESSAGES.tooFewPoints },
  { name: "jumps across the antimeridian", ruta: polyline(Array.from({ length: 2_000 }, (_, i): LatLon => [40, i % 2 ? 179.99 : -179.99])), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "coordinates out of range", ruta: polyline([[40, -3], [95, 200], [41, -2]]), refusal: "ruta no válida: coordenadas fuera de rango" },
  { name: "20,000 points scattered over the whole country", ruta: polyline(randomPointsOverSpain(20_000)), refusal: ROUTE_LIMIT_MESSAGES.tooLong },
  { name: "60,000 points of a short walk", ruta: polyline(Array.from({ length: 60_000 }, (_, i): LatLon => [40 + i * 1e-6, -3])), refusal: ROUTE_LIMIT_MESSAGES.tooManyPoints },
];

describe("searchruta with hostile polylines", () => {
  it.each(CASES)("refuses $name with a Spanish 400", async ({ ruta, anchoKm, refusal }) => {
    expect(ruta.length).toBeLessThanOrEqual(1_000_000);
    const { status, body: answer } = await postJson(app, SEARCHRUTA, body(ruta, anchoKm));
    expect(status).toBe(400);
    expect(answer).toEqual({ success: false, message: refusal, entity: null });
  });

  it("still searches a real 1,000 km route of 20,000 vertices, 5 km each side", async () => {
    const route = densify([[40.4168, -3.7038], [40.63, -3.16], [41.35, -1.64], [41.6488, -0.8891], [41.39, 2.17]], 20_000);
    const points: LatLon[] = [];
    for (let i = 0; i < route.length; i += 2) points.push([route[i]!, route[i + 1]!]);
    const { status, body: answer } = await postJson(app, SEARCHRUTA, body(polyline(points)));
    expect(status).toBe(200);
    expect((answer.entity as unknown[]).length).toBeGreaterThan(100);
  });

  it("answers a box the size of the country with its 500 cheapest stations, cheapest first", async () => {
    const { status, body: answer } = await postJson(app, SEARCHRUTA, {
      combustible: "diesel", minLat: 27, maxLat: 44, minLon: -19, maxLon: 5, latitud: MADRID[0], longitud: MADRID[1],
    });
    expect(status).toBe(200);
    const prices = (answer.entity as { precio: number }[]).map((s) => s.precio);
    expect(prices).toHaveLength(MAX_BOX_RESULTS);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("bounds the corridor's own work: a folding path within the length limit is refused before it is searched", () => {
    const index = buildStationIndex(stations);
    const folding = new Float64Array(foldingInMadrid(2_500).flat());
    expect(() => corridorSearch(index.byProduct.diesel, folding, 5)).toThrow(RouteTooComplex);
    expect(MAX_ROUTE_KM).toBe(3_000);
  });
});

describe("a health probe beside hostile route searches, over a real socket", () => {
  let server: ServerType;
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("never waits more than 100 ms while every hostile polyline is sent", async () => {
    let running = true;
    const waits: number[] = [];
    const probe = (async () => {
      while (running) {
        const sent = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        waits.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const statuses: number[] = [];
    for (const { ruta, anchoKm } of [...CASES, ...CASES]) {
      const res = await fetch(`${base}${SEARCHRUTA}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body(ruta, anchoKm)) });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    running = false;
    await probe;
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThanOrEqual(100);
  });
});
