// The cheapest trusted price within a circle, for area alerts, fast enough to answer 100,000 of them
// after each ingest: stations go into cells of a fixed grid, each cell's stations sorted by price, so
// a cell is done at its first station inside the circle and skipped when its cheapest price cannot
// beat the best found so far.
import { haversineKm } from "../../src/domain/geo.ts";
import type { Station } from "../stations/station.ts";

/** Cell side in degrees (~5.5 km of latitude): a 25 km circle touches ~100 cells. */
const CELL_DEG = 0.05;

interface Cell {
  /** Sorted by price, cheapest first. */
  stations: Station[];
  prices: number[];
}

export interface Cheapest {
  station: Station;
  precio: number;
}

export interface CheapestInArea {
  find(latitud: number, longitud: number, radioKm: number): Cheapest | null;
}

const cellKey = (row: number, col: number) => row * 100_000 + col;

/** `priceOf` gives a station's trusted price for the fuel, or undefined. */
export function cheapestInArea(stations: readonly Station[], priceOf: (s: Station) => number | undefined): CheapestInArea {
  const cells = new Map<number, Cell>();
  for (const station of stations) {
    const precio = priceOf(station);
    if (precio === undefined) continue;
    const key = cellKey(Math.floor(station.latitud / CELL_DEG), Math.floor(station.longitud / CELL_DEG));
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { stations: [], prices: [] }));
    cell.stations.push(station);
    cell.prices.push(precio);
  }
  for (const cell of cells.values()) {
    const order = cell.prices.map((_, i) => i).sort((a, b) => cell.prices[a]! - cell.prices[b]!);
    cell.stations = order.map((i) => cell.stations[i]!);
    cell.prices = order.map((i) => cell.prices[i]!);
  }
  return {
    find(latitud, longitud, radioKm) {
      const dLat = radioKm / 111.2;
      const dLon = radioKm / (111.2 * Math.max(Math.cos((latitud * Math.PI) / 180), 0.01));
      const row0 = Math.floor((latitud - dLat) / CELL_DEG);
      const row1 = Math.floor((latitud + dLat) / CELL_DEG);
      const col0 = Math.floor((longitud - dLon) / CELL_DEG);
      const col1 = Math.floor((longitud + dLon) / CELL_DEG);
      let best: Cheapest | null = null;
      for (let row = row0; row <= row1; row++) {
        for (let col = col0; col <= col1; col++) {
          const cell = cells.get(cellKey(row, col));
          if (!cell || (best && cell.prices[0]! >= best.precio)) continue;
          for (let i = 0; i < cell.stations.length; i++) {
            const precio = cell.prices[i]!;
            if (best && precio >= best.precio) break;
            const s = cell.stations[i]!;
            if (haversineKm(latitud, longitud, s.latitud, s.longitud) <= radioKm) {
              best = { station: s, precio };
              break;
            }
          }
        }
      }
      return best;
    },
  };
}
