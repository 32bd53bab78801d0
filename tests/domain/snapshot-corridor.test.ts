// The route's corridor the device works out from the national snapshot (src/domain/snapshot-corridor.ts)
// against the server's corridor with estimated detours (searchruta / planruta with no router), on the
// national feed: the same stations, km along the route and detours, and so the same refuelling plan;
// and its time on a route as long and as detailed as the API accepts.
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteStationResult } from "../../src/domain/contract/route.ts";
import type { FlatPath } from "../../src/domain/polyline.ts";
import { effectiveFuelUse } from "../../src/domain/fuel-use.ts";
import { refuelPlanAnswer } from "../../src/domain/refuel-plan-answer.ts";
import { planStations } from "../../src/domain/refuel-corridor.ts";
import { routeLengthKm } from "../../src/domain/route-geometry.ts";
import { MAX_ROUTE_KM, MAX_ROUTE_VERTICES } from "../../src/domain/route-limits.ts";
import { snapshotCorridor } from "../../src/domain/snapshot-corridor.ts";
import { decodeSnapshot, type NationalSnapshot, type SnapshotIndex } from "../../src/domain/snapshot.ts";
import { buildSnapshotPayload } from "../../server/stations/national-snapshot.ts";
import { rankWithEstimatedDetours } from "../../server/stations/route-detours.ts";
import { corridorResults } from "../../server/stations/route-search.ts";
import { buildStationIndex, type StationIndex } from "../../server/stations/station-index.ts";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints, type LatLon } from "../helpers/route-fixtures.ts";
import { hasSharedData } from "../helpers/shared-data.ts";
import { loadNationalStations } from "../server/driving-route/national-stations.ts";

const AT = new Date("2026-04-15T06:00:00Z");
const TRIP = { tankLitres: 50, levelPct: 30, consumption: 6.5, reservePct: 10, arrivalPct: 10 };
const use = effectiveFuelUse({ tankLitres: TRIP.tankLitres });
/** After Barcelona: the coast to Andalusia, then north to Galicia; with the A-2, a route near the API's 3,000 km. */
const ONWARD: LatLon[] = [
  [41.119, 1.245], [39.986, -0.051], [39.47, -0.376], [38.345, -0.481], [37.984, -1.128], [36.834, -2.464],
  [36.721, -4.421], [37.389, -5.984], [37.261, -6.944], [38.879, -6.97], [40.965, -5.664], [42.599, -5.567], [43.012, -7.556],
  [43.362, -8.411],
];

describe.skipIf(!hasSharedData)("the corridor over the national snapshot", () => {
  let index: StationIndex;
  let snapshot: SnapshotIndex;
  let a2: LatLon[];
  beforeAll(async () => {
    const stations = await loadNationalStations();
    index = buildStationIndex(stations);
    // What the server sends the device.
    const payload = (JSON.parse((await buildSnapshotPayload(index, AT)).json.toString("utf8")) as { entity: NationalSnapshot }).entity;
    snapshot = decodeSnapshot(payload);
    a2 = municipalityWaypoints(stations, A2_MUNICIPALITIES);
  });

  const both = (ruta: FlatPath, anchoKm: number) => {
    const query = { producto: "diesel" as const, latitud: ruta[0]!, longitud: ruta[1]!, ruta, anchoKm, at: AT };
    return {
      server: rankWithEstimatedDetours(corridorResults(index, query, { simplify: true }), use),
      device: snapshotCorridor(snapshot, query, use),
    };
  };

  it.each([0.5, 2, 5])("finds the server's stations, km along the route and detours for a %s km detour (Madrid → Barcelona)", (anchoKm) => {
    const ruta = densify(a2, 3_000, 0.3);
    const { server, device } = both(ruta, anchoKm);
    expect(server.length).toBeGreaterThan(20);
    const key = (s: RouteStationResult) => ({
      id: s.id, precio: s.precio, km: s.km, open: s.open, pricerange: s.pricerange, desvioKm: s.desvioKm, desvioMin: s.desvioMin,
      desvioEstimado: s.desvioEstimado, ahorro: s.ahorro,
    });
    expect(device.map(key)).toEqual(server.map(key));
    device.forEach((s, k) => {
      expect(s.distanciaOrigen).toBeCloseTo(server[k]!.distanciaOrigen!, 2);
      expect(s.distanciaRuta).toBeCloseTo(server[k]!.distanciaRuta!, 2);
      expect(s.desvioKm).toBeLessThanOrEqual(2 * anchoKm * 1.3 + 0.01);
    });
  });

  it("makes the plan planruta makes from it", () => {
    const ruta = densify(a2, 3_000, 0.3);
    const lengthKm = routeLengthKm(ruta);
    const { server, device } = both(ruta, 5);
    const plan = (stations: readonly RouteStationResult[]) => refuelPlanAnswer(planStations(stations, { departure: AT, lengthKm }), { lengthKm, ...TRIP });
    const fromDevice = plan(device);
    expect(fromDevice.paradas.length).toBeGreaterThan(0);
    expect(fromDevice).toEqual(plan(server));
  });

  it("takes well under 100 ms on a 50,000-vertex route near 3,000 km", () => {
    const ruta = densify([...a2, ...ONWARD], MAX_ROUTE_VERTICES, 0.3);
    expect(routeLengthKm(ruta)).toBeLessThanOrEqual(MAX_ROUTE_KM);
    expect(routeLengthKm(ruta)).toBeGreaterThan(2_500);
    for (const anchoKm of [0.5, 5]) {
      const query = { producto: "diesel" as const, latitud: ruta[0]!, longitud: ruta[1]!, ruta, anchoKm, at: AT };
      const times: number[] = [];
      // CPU time, not wall: the machine running the tests is shared, and waiting for a core is not the code's cost.
      for (let run = 0; run < 5; run++) {
        const started = process.cpuUsage();
        snapshotCorridor(snapshot, query, use);
        const used = process.cpuUsage(started);
        times.push((used.user + used.system) / 1000);
      }
      const median = times.sort((a, b) => a - b)[2]!;
      console.info(`snapshot corridor, ${anchoKm} km detour, 50,000 vertices: ${median.toFixed(1)} ms CPU (median of 5)`);
      expect(median).toBeLessThan(100);
    }
  });
});
