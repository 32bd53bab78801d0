// POST /api/gasolinaeco/planruta on each test database, with the national feed's stations along the
// A-2 ingested (those within 6 km of the route, rows as the Ministry wrote them: the whole file would
// take most of this file's time to ingest twice): the refuelling plan of Madrid → Barcelona, its stops
// as searchruta gives them, the plan exact on real corridor stations against an exhaustive search,
// and bad input refused in the request's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { planRouteResponse, type RefuelPlanEntity } from "../../../src/domain/contract/refuel-plan.ts";
import { searchRouteResponse, type RouteStationResult } from "../../../src/domain/contract/route.ts";
import type { FlatPath } from "../../../src/domain/polyline.ts";
import { encodePolyline } from "../../../src/domain/polyline.ts";
import { planRefuels, usableStations } from "../../../src/domain/refuel-plan.ts";
import { planStations } from "../../../src/domain/refuel-corridor.ts";
import { litresForSequence, tripModel, type TripSettings } from "../../../src/domain/refuel-trip.ts";
import { routeLengthKm } from "../../../src/domain/route-geometry.ts";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints } from "../../helpers/route-fixtures.ts";
import { mulberry32 } from "../../helpers/seeded-random.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";
import type { FeedSource } from "../../../server/feed/run-feed.ts";
import { runFeed } from "../../../server/feed/run-feed.ts";
import { corridorSearch } from "../../../server/stations/corridor-search.ts";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { loadNationalStations } from "./national-stations.ts";
import { postJson, routeTestApp } from "./route-app.ts";

const PLANRUTA = "/api/gasolinaeco/planruta";
const SEARCHRUTA = "/api/gasolinaeco/searchruta";
/** A Wednesday at noon in Madrid. */
const NOON = new Date("2026-04-15T10:00:00Z");

const toPolyline = (path: FlatPath) => {
  const points: [number, number][] = [];
  for (let i = 0; i < path.length; i += 2) points.push([path[i]!, path[i + 1]!]);
  return encodePolyline(points);
};

/** The A-2 through the feed's own station positions, and the feed's rows of the stations within 6 km of it. */
let corridorFeed: Promise<{ path: FlatPath; source: FeedSource }> | undefined;
function a2Corridor() {
  corridorFeed ??= (async () => {
    const stations = await loadNationalStations();
    const path = densify(municipalityWaypoints(stations, A2_MUNICIPALITIES), 6000, 0.05);
    const product = buildStationIndex(stations).productIndex("diesel");
    const near = new Set(corridorSearch(product, path, 6).map((h) => product.stations[h.i]!.id));
    const feed = JSON.parse((await readFeedFile(FEED_FILES.national20260415)).toString("utf8")) as { ListaEESSPrecio: { IDEESS: string }[] };
    const rows = feed.ListaEESSPrecio.filter((row) => near.has(row.IDEESS));
    const bytes = Buffer.from(JSON.stringify({ ...feed, ListaEESSPrecio: rows }));
    return { path, source: { name: "A-2", load: async () => bytes } };
  })();
  return corridorFeed;
}

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("planruta on the national feed ($name)", (kind) => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  let path: FlatPath;
  let body: Record<string, unknown>;
  let plan: RefuelPlanEntity;
  let corridor: RouteStationResult[];

  beforeAll(async () => {
    const a2 = await a2Corridor();
    path = a2.path;
    t = await buildStationTestApp(kind, [], () => NOON);
    await runFeed(t.db, a2.source);
    await t.catalog.reload();
    const route = { combustible: "diesel", latitud: path[0]!, longitud: path[1]!, ruta: toPolyline(path), desvioKm: 2 };
    body = { ...route, depositoLitros: 50, nivelPct: 30, consumo: 6.5 };
    const res = await t.post(PLANRUTA, body);
    expect(res.status).toBe(200);
    plan = v.parse(planRouteResponse, res.body).entity;
    corridor = v.parse(searchRouteResponse, (await t.post(SEARCHRUTA, route)).body).entity;
  }, 60_000);
  afterAll(async () => {
    await t.dispose();
  });

  it("plans Madrid → Barcelona with 50 l at 30 %: stops in route order, litres, cost and a saving", () => {
    expect(corridor.length).toBeGreaterThan(100);
    if (!plan.alcanzable) throw new Error("the A-2 is reachable");
    expect(plan.paradas.length).toBeGreaterThanOrEqual(1);
    const km = plan.paradas.map((p) => p.distanciaOrigen);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(plan.litros).toBeCloseTo(plan.paradas.reduce((sum, p) => sum + p.litros, 0), 1);
    expect(plan.coste).toBeCloseTo(plan.paradas.reduce((sum, p) => sum + p.coste, 0), 1);
    expect(plan.llegadaPct).toBeGreaterThanOrEqual(10 - 0.05);
    expect(plan.referencia.paradas).toBeGreaterThanOrEqual(1);
    expect(plan.ahorro).toBeCloseTo(plan.referencia.coste - plan.coste, 1);
    expect(plan.ahorro).toBeGreaterThan(0);
  });

  it("gives each stop the distance along the route, the detour and the price searchruta gives the same station", () => {
    if (!plan.alcanzable) throw new Error("reachable");
    const byId = new Map(corridor.map((s) => [s.id, s]));
    for (const stop of plan.paradas) {
      const same = byId.get(stop.id)!;
      expect(same, stop.id).toBeDefined();
      expect({ km: stop.distanciaOrigen, desvio: stop.desvioKm, precio: stop.precio, rotulo: stop.rotulo }).toEqual({
        km: same.distanciaOrigen, desvio: same.desvioKm, precio: same.precio, rotulo: same.rotulo,
      });
    }
  });

  it("finds the cheapest plan on real corridor stations, as an exhaustive search over every subset does", () => {
    const lengthKm = routeLengthKm(path);
    const stations = planStations(corridor, { departure: NOON, lengthKm });
    const random = mulberry32(15);
    const trip: TripSettings = { lengthKm, tankLitres: 50, levelPct: 30, consumption: 6.5 };
    const m = tripModel(trip);
    let compared = 0;
    for (let run = 0; run < 40; run++) {
      const sample = stations.filter(() => random() < 11 / stations.length);
      const st = usableStations(sample, lengthKm);
      let best: number | null = null;
      for (let mask = 0; mask < 1 << st.length; mask++) {
        const cost = litresForSequence(m, st.filter((_, k) => mask & (1 << k)))?.cost;
        if (cost !== undefined && (best === null || cost < best)) best = cost;
      }
      const planned = planRefuels(sample, trip);
      expect(planned.reachable).toBe(best !== null);
      if (planned.reachable && best !== null) {
        expect(Math.abs(planned.cost - best)).toBeLessThan(0.01);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it("says where the tank reaches the reserve when a small tank cannot cross a gap", async () => {
    // A 5 l tank at 60 l/100 km holds 4.5 l above the reserve: 7.5 km, shorter than gaps on the A-2.
    const res = await t.post(PLANRUTA, { ...body, depositoLitros: 5, nivelPct: 100, consumo: 60 });
    const answer = v.parse(planRouteResponse, res.body).entity;
    expect(answer.alcanzable).toBe(false);
    if (answer.alcanzable) return;
    expect(answer.secoEnKm).toBeGreaterThan(0);
    expect(answer.secoEnKm).toBeLessThan(routeLengthKm(path));
  });

  it("accepts a route far over the 16 KB of other calls, as searchruta does", () => {
    expect(JSON.stringify(body).length).toBeGreaterThan(16 * 1024);
  });
});

describe("planruta refuses bad input", () => {
  const app = routeTestApp();
  const A = [41.35, -1.64] as [number, number];
  const B = [41.62, -0.95] as [number, number];
  const good = { combustible: "diesel", latitud: A[0], longitud: A[1], ruta: encodePolyline([A, B]), depositoLitros: 50, nivelPct: 30 };
  const ask = async (body: unknown, language?: string) => {
    const res = await app.request(PLANRUTA, {
      method: "POST",
      headers: { "content-type": "application/json", ...(language ? { "accept-language": language } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };

  it.each([
    ["a level over 100 %", { nivelPct: 120 }, "nivelPct: El nivel del depósito va de 0 a 100 %"],
    ["an empty tank size", { depositoLitros: "" }, "depositoLitros: El depósito va de 5 a 2000 litros"],
    ["a reserve of 100 %", { reservaPct: 100 }, "reservaPct: La reserva va de 0 a 50 % del depósito"],
    ["no route", { ruta: undefined }, "Falta la ruta: calcula una ruta antes de planificar los repostajes"],
    ["a word for a number", { consumo: "mucho" }, "consumo: se esperaba un número"],
    ["a departure that is not a date", { salida: "mañana" }, "salida debe ser una fecha y hora (ISO 8601)"],
  ])("answers 400 with a clear message for %s", async (_, change, message) => {
    expect(await ask({ ...good, ...change })).toEqual({ status: 400, message });
  });

  it("says it in the request's language", async () => {
    expect(await ask({ ...good, nivelPct: 120 }, "en-GB")).toEqual({ status: 400, message: "nivelPct: The tank level goes from 0 to 100 %" });
  });

  it("answers a plan with no stop for a short route and a full tank", async () => {
    const res = await postJson(app, PLANRUTA, { ...good, nivelPct: 100 });
    expect(res.status).toBe(200);
    expect(v.parse(planRouteResponse, res.body).entity).toMatchObject({ alcanzable: true, paradas: [], litros: 0, coste: 0, ahorro: 0 });
  });
});
