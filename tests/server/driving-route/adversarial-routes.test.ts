// searchruta under hostile polylines: a zig-zag across Spain, a path folding over the same
// streets, repeated points, antimeridian jumps, coordinates out of range, 20,000 points over the whole
// country, a 1 MB body. Each is answered at once or refused with a Spanish 400, never by holding the
// server: a health probe sent alongside over a real socket is never held up (the 100 ms target itself
// is the bench's). The stations are built here (national size, denser in Madrid), so nothing is
// skipped without ../shared/data.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePolyline } from "../../../src/domain/polyline.ts";
import { MAX_ROUTE_KM } from "../../../src/domain/route-limits.ts";
import { corridorSearch, RouteTooComplex } from "../../../server/stations/corridor-search.ts";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import { MAX_BOX_RESULTS } from "../../../server/stations/route-search.ts";
import type { Station } from "../../../server/feed/station.ts";
import { densify, syntheticStation, type LatLon } from "../../helpers/route-fixtures.ts";
import { foldingInMadrid, HOSTILE_ROUTES, MADRID, seededRandom } from "../../helpers/hostile-routes.ts";
import { postJson, routeTestApp } from "./route-app.ts";

const SEARCHRUTA = "/api/gasolinaeco/searchruta";

/**
 * CPU time the main thread (the event loop the test server runs on) has used, in ms: Linux's per-thread
 * count in clock ticks of 10 ms (USER_HZ 100), without the GC's and libuv's threads that
 * process.cpuUsage() adds. Elsewhere, the wall clock (the same bound, only sensitive to load).
 */
function eventLoopThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return performance.now();
  }
}

/** 12,000 stations over the Peninsula's box, 2,000 of them within ~10 km of Madrid's centre. */
function nationalSizeStations(): Station[] {
  const next = seededRandom(7);
  const stations: Station[] = [];
  for (let i = 0; i < 10_000; i++) stations.push(syntheticStation(`n${i}`, [36 + next() * 7.5, -9 + next() * 12.3], { gasoleoA: 1.2 + Math.round(next() * 500) / 1000 }));
  for (let i = 0; i < 2_000; i++) stations.push(syntheticStation(`m${i}`, [MADRID[0] + (next() - 0.5) * 0.18, MADRID[1] + (next() - 0.5) * 0.24]));
  return stations;
}

const polyline = (points: LatLon[]) => encodePolyline(points as [number, number][]);

const stations = nationalSizeStations();
const app = routeTestApp({ stations });
const body = (ruta: string, anchoKm = 5) => ({ combustible: "diesel", latitud: MADRID[0], longitud: MADRID[1], ruta, anchoKm });

const CASES = HOSTILE_ROUTES;

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

  it("is never held up while every hostile polyline is sent", async () => {
    let running = true;
    /** Per probe: how long the event loop (server and probe both) ran while the probe waited for its answer. */
    const waits: number[] = [];
    const probe = (async () => {
      while (running) {
        const sent = eventLoopThreadCpuMs();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        waits.push(eventLoopThreadCpuMs() - sent);
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
    // A stall guard, not the speed target: a hostile polyline searched whole would hold the event loop
    // for seconds before the probe's answer. Measured in the event loop's CPU time, not wall time: on a
    // loaded machine the thread also waits for a core, which says nothing of the server (a probe took
    // 165 ms of wall time so). The 100 ms target is the bench's ("Hostile searchruta polylines"),
    // measured on a quiet process; here a probe may still catch one search's own work.
    const sorted = [...waits].sort((a, b) => b - a);
    expect(sorted[1]!).toBeLessThanOrEqual(100);
    expect(sorted[0]!).toBeLessThanOrEqual(250);
  });
});
