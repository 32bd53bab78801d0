import { describe, expect, it } from "vitest";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import { searchNearby } from "../../../server/stations/nearby-search.ts";
import { stationResultsEnvelopeJson } from "../../../server/stations/station-results-json.ts";
import type { Station } from "../../../server/stations/station.ts";

const station = (id: string, rotulo: string, latitud: number, longitud: number, gasoleoA: number): Station => ({
  id, rotulo, bandera: "none", direccion: 'CALLE "MAYOR", 1 \\ S/N', localidad: "MADRID", municipio: "Madrid", provincia: "MADRID",
  idProvincia: "28", idMunicipio: "1", idCcaa: "13", cp: "28013", horario: "L-D: 24H", latitud, longitud, margen: "D",
  remision: "dm", tipoVenta: "P", pais: "ES", prices: { gasoleoA },
});

describe("search results JSON", () => {
  it("writes exactly the bytes JSON.stringify writes, quotes and backslashes included", () => {
    const index = buildStationIndex([station("1", "REPSOL ñ", 40.4169, -3.7035, 1.559), station("2", "BP\u2028", 40.42, -3.7, 1.5)]);
    const results = searchNearby(index, { producto: "diesel", distancia: 5, latitud: 40.4169, longitud: -3.7035, at: new Date() });
    expect(results).toHaveLength(2);
    expect(stationResultsEnvelopeJson(index, results)).toBe(JSON.stringify({ success: true, message: null, entity: results }));
  });

  it("writes an empty list as an empty entity array", () => {
    const index = buildStationIndex([]);
    expect(JSON.parse(stationResultsEnvelopeJson(index, []))).toEqual({ success: true, message: null, entity: [] });
  });
});
