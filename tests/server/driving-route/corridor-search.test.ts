// The corridor filter against hand-placed stations and, on the national file, against the
// brute-force reference (every station against every segment).
import { beforeAll, describe, expect, it } from "vitest";
import { routeLengthKm } from "../../../src/domain/route-geometry.ts";
import { corridorSearch } from "../../../server/stations/corridor-search.ts";
import { buildStationIndex, type ProductIndex } from "../../../server/stations/station-index.ts";
import type { Station } from "../../../server/feed/station.ts";
import { bruteForceCorridor } from "../../helpers/brute-force-corridor.ts";
import {
  A2_MUNICIPALITIES,
  densify,
  municipalityWaypoints,
  offsetFromMidpoint,
  syntheticStation,
  type LatLon,
} from "../../helpers/route-fixtures.ts";
import { hasSharedData } from "../../helpers/shared-data.ts";
import { loadNationalStations } from "./national-stations.ts";

/** A straight 65 km stretch along the A-2 south-west of Zaragoza: one segment. */
const A: LatLon = [41.35, -1.64];
const B: LatLon = [41.62, -0.95];
const oneSegment = new Float64Array([...A, ...B]);

const dieselOf = (stations: Station[]) => buildStationIndex(stations).byProduct.diesel;

describe("corridor search on a long segment", () => {
  const product = dieselOf([
    syntheticStation("49", offsetFromMidpoint(A, B, 0.49)),
    syntheticStation("51", offsetFromMidpoint(A, B, -0.51)),
  ]);
  const ids = (hits: ReturnType<typeof corridorSearch>) => hits.map((h) => product.stations[h.i]!.id);

  it("keeps a station 0.49 km from the middle of the segment, 32 km from either end", () => {
    expect(ids(corridorSearch(product, oneSegment, 0.5))).toContain("49");
  });

  it("drops a station 0.51 km from the middle of the segment", () => {
    expect(ids(corridorSearch(product, oneSegment, 0.5))).not.toContain("51");
  });

  it("gives the distance to the segment and along it", () => {
    const [hit] = corridorSearch(product, oneSegment, 0.5);
    expect(hit!.distanciaRuta).toBeCloseTo(0.49, 3);
    expect(hit!.distanciaOrigen).toBeCloseTo(routeLengthKm(oneSegment) / 2, 1);
  });

  it("keeps both with a 0.6 km corridor", () => {
    expect(ids(corridorSearch(product, oneSegment, 0.6)).sort()).toEqual(["49", "51"]);
  });
});

describe("corridor search order", () => {
  it("lists stations from origin to destination, whatever their index order", () => {
    const route = new Float64Array([40.0, -3.0, 40.0, -2.0, 40.0, -1.0]);
    const product = dieselOf([
      syntheticStation("far", [40.001, -1.2]),
      syntheticStation("near", [40.001, -2.9]),
      syntheticStation("middle", [39.999, -2.0]),
    ]);
    const hits = corridorSearch(product, route, 0.5);
    expect(hits.map((h) => product.stations[h.i]!.id)).toEqual(["near", "middle", "far"]);
    expect(hits.map((h) => Math.round(h.distanciaOrigen))).toEqual([9, 85, 153]);
  });

  it("finds nothing on a route of one point", () => {
    const product = dieselOf([syntheticStation("x", [40, -3])]);
    expect(corridorSearch(product, new Float64Array([40, -3]), 0.5)).toEqual([]);
  });
});

describe.skipIf(!hasSharedData)("corridor search on the national file against the brute-force reference", () => {
  let stations: Station[];
  let diesel: ProductIndex;
  let gasolina95: ProductIndex;
  beforeAll(async () => {
    stations = await loadNationalStations();
    const index = buildStationIndex(stations);
    diesel = index.byProduct.diesel;
    gasolina95 = index.byProduct["95"];
  });

  const expectSameAsBruteForce = (product: ProductIndex, route: Float64Array, width: number) => {
    const fast = corridorSearch(product, route, width);
    expect(fast.length).toBeGreaterThan(0);
    expect(fast).toEqual(bruteForceCorridor(product, route, width));
  };

  it("matches it on the A-2 through the stations' own positions (diesel, 0.5 km)", () => {
    const waypoints = municipalityWaypoints(stations, A2_MUNICIPALITIES);
    expectSameAsBruteForce(diesel, new Float64Array(waypoints.flat()), 0.5);
  });

  it("matches it on the A-2 densified to 3,000 winding vertices (gasolina 95, 0.5 km)", () => {
    const route = densify(municipalityWaypoints(stations, A2_MUNICIPALITIES), 3_000, 0.4);
    expectSameAsBruteForce(gasolina95, route, 0.5);
  });

  it("matches it on a diagonal A Coruña-Madrid-Almería route (diesel, 2 km)", () => {
    const route = densify([[43.362, -8.411], [40.4168, -3.7038], [36.834, -2.4637]], 2_500, 0.3);
    expectSameAsBruteForce(diesel, route, 2);
  });

  it("matches it on a route that doubles back on itself (diesel, 0.5 km)", () => {
    const route = densify([[40.4168, -3.7038], [40.6, -3.2], [40.45, -3.5], [40.63, -3.16]], 1_500, 0.2);
    expectSameAsBruteForce(diesel, route, 0.5);
  });

  it("matches it on a 20,000-vertex route (diesel, 0.5 km)", () => {
    const route = densify([...municipalityWaypoints(stations, A2_MUNICIPALITIES), [39.47, -0.376]], 20_000, 0.3);
    expectSameAsBruteForce(diesel, route, 0.5);
  });

  it("keeps stations of every province a Madrid-Barcelona route crosses", () => {
    const route = densify(municipalityWaypoints(stations, A2_MUNICIPALITIES), 4_000, 0);
    const provinces = new Set(corridorSearch(diesel, route, 0.5).map((h) => diesel.stations[h.i]!.idProvincia));
    expect([...provinces].sort()).toEqual(expect.arrayContaining(["08", "19", "22", "25", "28", "50"]));
  });
});
