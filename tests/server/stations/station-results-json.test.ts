import { describe, expect, it } from "vitest";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import { findNearby } from "../../../src/domain/nearby.ts";
import { nearbyCandidates, nearbyResults } from "../../../server/stations/nearby-search.ts";
import { stationResultsEnvelopeJson } from "../../../server/search/station-results-json.ts";
import type { Station } from "../../../server/feed/station.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { parsedFeedFile } from "../../helpers/parsed-feed.ts";

const station = (id: string, rotulo: string, latitud: number, longitud: number, gasoleoA: number): Station => ({
  id, rotulo, bandera: "none", direccion: 'CALLE "MAYOR", 1 \\ S/N', localidad: "MADRID", municipio: "Madrid", provincia: "MADRID",
  idProvincia: "28", idMunicipio: "1", idCcaa: "13", cp: "28013", horario: "L-D: 24H", latitud, longitud, margen: "D",
  remision: "dm", tipoVenta: "P", pais: "ES", prices: { gasoleoA },
});

describe("search results JSON", () => {
  it("writes exactly the bytes JSON.stringify writes, quotes and backslashes included", () => {
    const index = buildStationIndex([station("1", "REPSOL ñ", 40.4169, -3.7035, 1.559), station("2", "BP\u2028", 40.42, -3.7, 1.5)]);
    const query = { producto: "diesel" as const, distancia: 5, latitud: 40.4169, longitud: -3.7035, at: new Date() };
    const results = nearbyResults(index, query);
    expect(results).toHaveLength(2);
    expect(stationResultsEnvelopeJson(findNearby(nearbyCandidates(index, query), query)).toString("utf8")).toBe(JSON.stringify({ success: true, message: null, entity: results }));
  });

  it("writes when each price last changed, for the stations whose history says so", () => {
    const dated = { ...station("1", "REPSOL", 40.4169, -3.7035, 1.559), pricesSince: { gasoleoA: "2026-05-04T09:00:00.000Z" } };
    const index = buildStationIndex([dated, station("2", "BP", 40.42, -3.7, 1.5)]);
    const query = { producto: "diesel" as const, distancia: 5, latitud: 40.4169, longitud: -3.7035, at: new Date() };
    const bytes = stationResultsEnvelopeJson(findNearby(nearbyCandidates(index, query), query)).toString("utf8");
    expect(bytes).toBe(JSON.stringify({ success: true, message: null, entity: nearbyResults(index, query) }));
    expect((JSON.parse(bytes) as { entity: { id: string; desde?: string }[] }).entity.map((r) => [r.id, r.desde])).toEqual([["2", undefined], ["1", "2026-05-04T09:00:00.000Z"]]);
  });

  it("leaves an implausible price out of the results", () => {
    const index = buildStationIndex([station("1", "TYPO", 40.4169, -3.7035, 0.3), station("2", "BP", 40.42, -3.7, 1.5)]);
    const query = { producto: "diesel" as const, distancia: 5, latitud: 40.4169, longitud: -3.7035, at: new Date() };
    expect(nearbyResults(index, query).map((r) => r.id)).toEqual(["2"]);
  });

  it("writes an empty list as an empty entity array", () => {
    expect(JSON.parse(stationResultsEnvelopeJson([]).toString("utf8"))).toEqual({ success: true, message: null, entity: [] });
  });
});

describe.skipIf(!hasSharedData)("search results JSON on the national file", () => {
  it("matches JSON.stringify byte for byte for searches all over Spain", async () => {
    const index = buildStationIndex((await parsedFeedFile(FEED_FILES.national20260415)).stations);
    const points: [number, number][] = [[40.4168, -3.7038], [41.387, 2.1701], [28.4636, -16.2518], [43.263, -2.935], [37.3891, -5.9845], [39.5696, 2.6502]];
    for (const [latitud, longitud] of points) {
      for (const producto of ["diesel", "95"] as const) {
        const query = { producto, distancia: 25, latitud, longitud, at: new Date("2026-04-18T13:00:00Z") };
        const expected = JSON.stringify({ success: true, message: null, entity: nearbyResults(index, query) });
        expect(stationResultsEnvelopeJson(findNearby(nearbyCandidates(index, query), query)).toString("utf8")).toBe(expected);
      }
    }
  });
});
