// Route corridor: the stations of one product index within `widthKm` of the route's nearest
// SEGMENT, with their distance to the route and along it.
//
// The route is cut into runs of consecutive segments, each at most MAX_RUN_SPAN_KM across (a long
// segment is a run of its own); each run's box, grown by the width, is one range query on the
// product's KDBush, and only the stations it returns are tested against that run's segments. Those
// tests are counted before any is made: a path that folds back over the same streets thousands of
// times (no driving route does) costs more than MAX_PROJECTIONS and is refused, so one request can
// never hold the event loop (route-limits.ts bounds length and vertices before this). Walking the route
// and asking the station index beats the other way round (a Flatbush of run boxes queried with every
// station in the route's box): the cost follows the route's length, not the area of its box, which
// for a diagonal route holds half the country (figures: `npm run bench -- corridor`).
import type { FlatPath } from "../../src/domain/polyline.ts";
import {
  cosOfLatitude,
  cumulativeKm,
  degreeMargins,
  pathBounds,
  projectOntoSegment,
  KM_PER_DEGREE,
  segmentCount,
  type SegmentProjection,
} from "../../src/domain/route-geometry.ts";
import { ROUTE_LIMIT_MESSAGES } from "../../src/domain/route-limits.ts";
import type { ProductIndex } from "./station-index.ts";

/** Station-segment tests one search may make: 1 M is ~30 ms here; a real 1,000 km route needs ~0.1-0.2 M. */
export const MAX_PROJECTIONS = 1_000_000;
/** A run's box grows no larger than this across (km), so a zig-zag cannot make one box a province. */
const MAX_RUN_SPAN_KM = 25;

/** The path folds over itself too often to be a driving route; its corridor is not searched. */
export class RouteTooComplex extends Error {
  constructor() {
    super(ROUTE_LIMIT_MESSAGES.tooComplex);
  }
}

export interface CorridorHit {
  /** Index of the station in the product index (stations[i], priced[i]). */
  readonly i: number;
  /** Distance from the station to the route, km. */
  readonly distanciaRuta: number;
  /** Distance along the route from the origin to the station's projection on it, km. */
  readonly distanciaOrigen: number;
  /** The nearest point of the route: on segment `segment`, at fraction `t` of it (detours start there). */
  readonly segment: number;
  readonly t: number;
}

export interface CorridorOptions {
  /** Segments per range query: short runs keep the boxes tight, long runs mean fewer queries. */
  segmentsPerRun?: number;
  /** Station-segment tests allowed (MAX_PROJECTIONS). */
  maxProjections?: number;
}

interface Run {
  first: number;
  /** One past the last segment; also the run's last vertex. */
  end: number;
  candidates: number[];
}

// Segments searched as one run: the fastest on the benchmark route (npm run bench -- corridor), where
// shorter runs repeat the range queries and longer ones gather candidates far from most segments.
const DEFAULT_SEGMENTS_PER_RUN = 16;

export function corridorSearch(
  product: ProductIndex,
  path: FlatPath,
  widthKm: number,
  options: CorridorOptions = {},
): CorridorHit[] {
  const segments = segmentCount(path);
  const stations = product.stations;
  if (segments === 0 || stations.length === 0) return [];
  const perRun = Math.max(1, options.segmentsPerRun ?? DEFAULT_SEGMENTS_PER_RUN);

  // Nearest segment so far of every station (by index in the product): distance, segment, t.
  const bestKm = new Float64Array(stations.length).fill(Infinity);
  const bestSegment = new Int32Array(stations.length).fill(-1);
  const bestT = new Float64Array(stations.length);
  const scratch: SegmentProjection = { km: 0, t: 0 };

  // First the runs and their candidates, with the cost of testing them counted; then the tests.
  const runs: Run[] = [];
  let projections = 0;
  const budget = options.maxProjections ?? MAX_PROJECTIONS;
  for (let first = 0; first < segments; ) {
    const end = runEnd(path, first, Math.min(segments, first + perRun));
    const b = pathBounds(path, first, end);
    const { dLat, dLon } = degreeMargins(Math.max(Math.abs(b.minLat), Math.abs(b.maxLat)), widthKm);
    const candidates = product.tree.range(b.minLon - dLon, b.minLat - dLat, b.maxLon + dLon, b.maxLat + dLat);
    projections += candidates.length * (end - first);
    if (projections > budget) throw new RouteTooComplex();
    runs.push({ first, end, candidates });
    first = end;
  }

  for (const { first, end, candidates } of runs) {
    for (const i of candidates) {
      const station = stations[i];
      if (!station) continue;
      const cosLat = cosOfLatitude(station.latitud);
      for (let s = first; s < end; s++) {
        projectOntoSegment(path, s, station.latitud, station.longitud, cosLat, scratch);
        // Strictly nearer only: runs and segments come in route order, so a tie keeps the earlier one.
        if (scratch.km < bestKm[i]!) {
          bestKm[i] = scratch.km;
          bestSegment[i] = s;
          bestT[i] = scratch.t;
        }
      }
    }
  }

  const cumulative = cumulativeKm(path);
  const hits: CorridorHit[] = [];
  for (let i = 0; i < stations.length; i++) {
    if (bestKm[i]! <= widthKm) hits.push(toHit(i, { km: bestKm[i]!, segment: bestSegment[i]!, t: bestT[i]! }, cumulative));
  }
  return hits.sort(alongTheRoute);
}

/**
 * Where a run starting at segment `first` ends: at `maxEnd`, or earlier once its box would span more
 * than MAX_RUN_SPAN_KM (a run always holds at least one segment).
 */
function runEnd(path: FlatPath, first: number, maxEnd: number): number {
  let minLat = path[first * 2]!;
  let maxLat = minLat;
  let minLon = path[first * 2 + 1]!;
  let maxLon = minLon;
  const kmPerDegreeLon = KM_PER_DEGREE * Math.cos((minLat * Math.PI) / 180);
  for (let v = first + 1; v <= maxEnd; v++) {
    const lat = path[v * 2]!;
    const lon = path[v * 2 + 1]!;
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
    const span = Math.max((maxLat - minLat) * KM_PER_DEGREE, (maxLon - minLon) * kmPerDegreeLon);
    if (span > MAX_RUN_SPAN_KM && v > first + 1) return v - 1;
  }
  return maxEnd;
}

/** The hit of station i whose nearest point of the route lies at fraction t of `segment`. */
export function toHit(i: number, nearest: { km: number; segment: number; t: number }, cumulative: Float64Array): CorridorHit {
  const s = nearest.segment;
  const length = cumulative[s + 1]! - cumulative[s]!;
  return { i, distanciaRuta: nearest.km, distanciaOrigen: cumulative[s]! + nearest.t * length, segment: s, t: nearest.t };
}

/** Results read from origin to destination; equal positions keep the index order. */
export function alongTheRoute(a: CorridorHit, b: CorridorHit): number {
  return a.distanciaOrigen - b.distanciaOrigen || a.i - b.i;
}
