// Station results, station info and refuels as the API returns them, for the search, results, station
// and route tests.
import type { LatestRefuel } from "../../../src/domain/contract/accounts.ts";
import type { RouteStationResult } from "../../../src/domain/contract/route.ts";
import type { StationInfo, StationResult } from "../../../src/domain/contract/stations.ts";

export function stationResult(overrides: Partial<StationResult> & { id: string }): StationResult {
  return {
    rotulo: `Estación ${overrides.id}`,
    direccion: `Calle ${overrides.id}, 1`,
    horario: "L-D: 24H",
    bandera: "repsol",
    precio: 1.459,
    pricerange: 0,
    open: true,
    km: 1.5,
    gps: { latitud: 40.42, longitud: -3.7 },
    pais: "ES",
    ...overrides,
  };
}

/** Three stations as the server sends them (cheapest first): prices and distances in different orders. */
export const THREE_STATIONS: StationResult[] = [
  stationResult({ id: "101", rotulo: "BALLENOIL ATOCHA", bandera: "ballenoil", precio: 1.389, pricerange: 0, km: 4.2 }),
  stationResult({ id: "102", rotulo: "REPSOL CASTELLANA", bandera: "repsol", precio: 1.459, pricerange: 1, km: 0.85 }),
  stationResult({ id: "103", rotulo: "CEPSA PRADO", bandera: "cepsa", precio: 1.559, pricerange: 2, km: 2.347 }),
];

export function routeStation(overrides: Partial<RouteStationResult> & { id: string }): RouteStationResult {
  return { ...stationResult(overrides), distanciaRuta: 0.2, distanciaOrigen: 10, ...overrides };
}

export function stationInfo(overrides: Partial<StationInfo> = {}): StationInfo {
  return {
    id: "4375",
    rotulo: "REPSOL",
    direccion: "AVENIDA DE ARAGON, 12",
    gps: { latitud: 41.65, longitud: -0.88 },
    bandera: "repsol",
    cp: "50001",
    localidad: "ZARAGOZA",
    municipio: "Zaragoza",
    provincia: "ZARAGOZA",
    horario: "L-D: 06:00-22:00",
    open: true,
    pais: "ES",
    tipoVenta: "P",
    margen: "D",
    precio_gasoleoA: 1.459,
    precio_gasolina95: 1.559,
    precio_gasolina98: 0,
    precio_GLP: 0.899,
    productos: [],
    actualizado: "2026-04-15T08:00:00.000Z",
    ...overrides,
  };
}

export function latestRefuel(overrides: Partial<LatestRefuel> = {}): LatestRefuel {
  return {
    externalID: "201",
    rotulo: "GALP DELICIAS",
    distancia: 3.25,
    combustible: "diesel",
    fecha: "2026-04-15T10:00:00.000Z",
    precioRepostaje: 1.479,
    precioActual: 1.449,
    latitud: 40.4,
    longitud: -3.69,
    ...overrides,
  };
}
