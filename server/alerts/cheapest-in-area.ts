// The cheapest trusted price within a circle, for area alerts, fast enough to answer 100,000 of them
// after each ingest: stations go into the cells of a fixed grid (a flat array over the stations'
// extent), each cell's stations sorted by price, so a cell is done at its first station inside the
// circle and skipped when its cheapest price cannot beat the best found so far. Within 25 km the
// distance is measured on the local plane (equirectangular): metres off the great-circle distance.
import type { Station } from "../feed/station.ts";

/** Cell side in degrees (~5.5 km of latitude): a 25 km circle touches ~100-130 cells. */
const CELL_DEG = 0.05;
const KM_PER_DEG = 111.195;

export interface Cheapest {
  station: Station;
  precio: number;
}

export interface CheapestInArea {
  find(latitud: number, longitud: number, radioKm: number): Cheapest | null;
}

/** `priceOf` gives a station's trusted price for the fuel, or undefined. */
export function cheapestInArea(stations: readonly Station[], priceOf: (s: Station) => number | undefined): CheapestInArea {
  const kept: Station[] = [];
  const keptPrices: number[] = [];
  for (const s of stations) {
    const p = priceOf(s);
    if (p === undefined) continue;
    kept.push(s);
    keptPrices.push(p);
  }
  const n = kept.length;
  if (n === 0) return { find: () => null };
  let minRow = Infinity, maxRow = -Infinity, minCol = Infinity, maxCol = -Infinity;
  for (const s of kept) {
    const row = Math.floor(s.latitud / CELL_DEG), col = Math.floor(s.longitud / CELL_DEG);
    minRow = Math.min(minRow, row); maxRow = Math.max(maxRow, row);
    minCol = Math.min(minCol, col); maxCol = Math.max(maxCol, col);
  }
  const rows = maxRow - minRow + 1, cols = maxCol - minCol + 1;
  const cellOf = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    cellOf[i] = (Math.floor(kept[i]!.latitud / CELL_DEG) - minRow) * cols + (Math.floor(kept[i]!.longitud / CELL_DEG) - minCol);
  }
  // One sort by cell, then price; each cell is then a run of the arrays below (cellStart, as in CSR).
  const order = Uint32Array.from({ length: n }, (_, i) => i).sort((a, b) => cellOf[a]! - cellOf[b]! || keptPrices[a]! - keptPrices[b]!);
  const sorted: Station[] = new Array<Station>(n);
  const prices = new Float64Array(n);
  const lats = new Float64Array(n);
  const lons = new Float64Array(n);
  const cellStart = new Int32Array(rows * cols + 1);
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    sorted[k] = kept[i]!;
    prices[k] = keptPrices[i]!;
    lats[k] = kept[i]!.latitud;
    lons[k] = kept[i]!.longitud;
    cellStart[cellOf[i]! + 1]!++;
  }
  for (let c = 0; c < rows * cols; c++) cellStart[c + 1]! += cellStart[c]!;

  return {
    find(latitud, longitud, radioKm) {
      const kmPerDegLon = KM_PER_DEG * Math.cos((latitud * Math.PI) / 180);
      const dLat = radioKm / KM_PER_DEG;
      const dLon = radioKm / Math.max(kmPerDegLon, 0.01);
      const r2 = radioKm * radioKm;
      const row0 = Math.max(Math.floor((latitud - dLat) / CELL_DEG) - minRow, 0);
      const row1 = Math.min(Math.floor((latitud + dLat) / CELL_DEG) - minRow, rows - 1);
      const col0 = Math.max(Math.floor((longitud - dLon) / CELL_DEG) - minCol, 0);
      const col1 = Math.min(Math.floor((longitud + dLon) / CELL_DEG) - minCol, cols - 1);
      let bestPrice = Infinity;
      let best = -1;
      for (let row = row0; row <= row1; row++) {
        for (let c = row * cols + col0, last = row * cols + col1; c <= last; c++) {
          // Within a cell, cheapest first: the first station inside the circle is the cell's answer.
          for (let k = cellStart[c]!, end = cellStart[c + 1]!; k < end && prices[k]! < bestPrice; k++) {
            const dy = (lats[k]! - latitud) * KM_PER_DEG;
            const dx = (lons[k]! - longitud) * kmPerDegLon;
            if (dx * dx + dy * dy <= r2) {
              bestPrice = prices[k]!;
              best = k;
              break;
            }
          }
        }
      }
      return best < 0 ? null : { station: sorted[best]!, precio: bestPrice };
    },
  };
}
