// The route's corridor worked out on the device from the national snapshot, when the server's answer
// for this route and detour is not at hand (offline, another "Desvío máximo"): the stations within
// the detour of the route's nearest segment, each with its distance along the route and its detour
// estimated as the server estimates it with no router (detour.ts), ranked by net saving. The same
// path (simplified for wide corridors), projection and tie-break as the server's corridor search, so
// the stations and their km match it.
//
// No spatial index on the device: the route's segments are put in a grid of cells ~5 km or the detour
// wide (each segment in every cell its box, grown by the detour, touches), then each station of the
// product tests only the segments of its own cell. Cost follows the stations near the route, not the
// country (figures: tests/domain/snapshot-corridor.test.ts).
import type { RouteStationResult } from "./contract/route.ts";
import { estimatedDetour } from "./detour.ts";
import type { FuelUse } from "./fuel-use.ts";
import type { SearchProduct } from "./fuels.ts";
import { haversineKm } from "./geo.ts";
import { nearbyHit, toStationResult } from "./nearby.ts";
import type { FlatPath } from "./polyline.ts";
import { priceBands } from "./price-bands.ts";
import type { SaleScope } from "./public-station.ts";
import { cosOfLatitude, cumulativeKm, degreeMargins, KM_PER_DEGREE, pathBounds, projectOntoSegment, segmentCount, type SegmentProjection } from "./route-geometry.ts";
import { rankByNetSaving } from "./route-saving.ts";
import { simplifyPath } from "./simplify-path.ts";
import type { SnapshotIndex } from "./snapshot.ts";

/** Detour corridors this wide (km) and wider are searched on the path simplified to 1 % of their width. */
export const SIMPLIFY_FROM_KM = 1;

/** The path a corridor of `widthKm` is searched on (searchruta and planruta search the same). */
export function corridorPath(path: FlatPath, widthKm: number): FlatPath {
  return widthKm >= SIMPLIFY_FROM_KM ? simplifyPath(path, widthKm / 100) : path;
}

export interface SnapshotCorridorQuery {
  producto: SearchProduct;
  venta?: SaleScope | undefined;
  ruta: FlatPath;
  /** The "Desvío máximo", km. */
  anchoKm: number;
  /** The device's position: each result's `km` is measured from it. */
  latitud: number;
  longitud: number;
  /** The instant "open" is evaluated at. */
  at: Date;
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
/** Smallest grid cell, degrees (~5 km): narrower cells multiply the cells each short segment is put in
 * (the cost on a 50,000-vertex route), wider ones the segments each station tests. */
const MIN_CELL_DEG = 0.05;
/** Cell keys: latitude cell × this + longitude cell, unique for |longitude cell| < half of it. */
const ROW = 1 << 20;

/** Segments (in route order) by grid cell, each in every cell within `widthKm` of it. */
function segmentGrid(path: FlatPath, widthKm: number, cellDeg: number): Map<number, number[]> {
  const grid = new Map<number, number[]>();
  // One margin for the whole path, at its highest latitude: a little wide in the south, never narrow.
  const bounds = pathBounds(path);
  const { dLat, dLon } = degreeMargins(Math.max(Math.abs(bounds.minLat), Math.abs(bounds.maxLat)), widthKm);
  for (let s = 0; s < segmentCount(path); s++) {
    const j = s * 2;
    const minLat = Math.min(path[j]!, path[j + 2]!);
    const maxLat = Math.max(path[j]!, path[j + 2]!);
    const minLon = Math.min(path[j + 1]!, path[j + 3]!);
    const maxLon = Math.max(path[j + 1]!, path[j + 3]!);
    for (let y = Math.floor((minLat - dLat) / cellDeg); y <= Math.floor((maxLat + dLat) / cellDeg); y++) {
      for (let x = Math.floor((minLon - dLon) / cellDeg); x <= Math.floor((maxLon + dLon) / cellDeg); x++) {
        const key = y * ROW + x;
        const list = grid.get(key);
        if (list) list.push(s);
        else grid.set(key, [s]);
      }
    }
  }
  return grid;
}

/** The corridor's stations, best net saving first, as searchruta answers them with estimated detours. */
export function snapshotCorridor(index: SnapshotIndex, q: SnapshotCorridorQuery, use: FuelUse): RouteStationResult[] {
  const path = corridorPath(q.ruta, q.anchoKm);
  if (segmentCount(path) === 0) return [];
  const cellDeg = Math.max(MIN_CELL_DEG, q.anchoKm / KM_PER_DEGREE);
  const grid = segmentGrid(path, q.anchoKm, cellDeg);
  const cumulative = cumulativeKm(path);
  const { stations, prices } = index.byProduct[q.producto];
  const membersToo = q.venta === "todas";
  const scratch: SegmentProjection = { km: 0, t: 0 };

  const hits: { i: number; precio: number; km: number; along: number }[] = [];
  for (let k = 0; k < stations.length; k++) {
    const i = stations[k]!;
    const lat = index.latitud[i]!;
    const lon = index.longitud[i]!;
    const segments = grid.get(Math.floor(lat / cellDeg) * ROW + Math.floor(lon / cellDeg));
    if (!segments || (!membersToo && index.isMembersOnly(i))) continue;
    const cosLat = cosOfLatitude(lat);
    let bestKm = Infinity;
    let bestSegment = -1;
    let bestT = 0;
    for (const s of segments) {
      projectOntoSegment(path, s, lat, lon, cosLat, scratch);
      // Strictly nearer only, segments in route order: a tie keeps the earlier one, as the server does.
      if (scratch.km < bestKm) {
        bestKm = scratch.km;
        bestSegment = s;
        bestT = scratch.t;
      }
    }
    if (bestKm > q.anchoKm) continue;
    const along = cumulative[bestSegment]! + bestT * (cumulative[bestSegment + 1]! - cumulative[bestSegment]!);
    hits.push({ i, precio: prices[k]!, km: bestKm, along });
  }
  hits.sort((a, b) => a.along - b.along || a.i - b.i);

  // Bands over the corridor's stations only: they are the ones the driver chooses between.
  const band = priceBands(hits.map((h) => h.precio));
  const results = hits.map(({ i, precio, km, along }) => {
    const s = index.station(i);
    const result: RouteStationResult = toStationResult(nearbyHit(s, precio, haversineKm(q.latitud, q.longitud, s.latitud, s.longitud), q.at, band(precio)));
    result.distanciaRuta = round(km, 3);
    result.distanciaOrigen = round(along, 3);
    const detour = estimatedDetour(result.distanciaRuta);
    result.desvioKm = detour.km;
    result.desvioMin = detour.min;
    result.desvioEstimado = detour.estimated;
    return result;
  });
  return rankByNetSaving(results, use, { inPlace: true });
}
