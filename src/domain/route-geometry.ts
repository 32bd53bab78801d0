// Distances between a point and a route (a flat [lat, lon, …] path). Distances to the route are
// measured in an equirectangular projection centred on the point's own latitude: exact enough at the
// corridor's scale (metres over a few km) and cheap enough to run against thousands of segments.
import { EARTH_RADIUS_KM } from "./geo.ts";
import type { FlatPath } from "./polyline.ts";

const RAD = Math.PI / 180;
/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = EARTH_RADIUS_KM * RAD;

/** Where a point falls on one segment: its distance in km and the fraction t (0..1) along it. */
export interface SegmentProjection {
  km: number;
  t: number;
}

/**
 * Distance in km from the point (lat, lon) to segment `segment` of the path (vertices segment and
 * segment + 1), written into `out` (reused by hot loops to avoid allocating). `cosLat` is
 * cosOfLatitude(lat) of the point, passed in because callers test one point against many segments.
 */
export function projectOntoSegment(
  path: FlatPath,
  segment: number,
  lat: number,
  lon: number,
  cosLat: number,
  out: SegmentProjection,
): SegmentProjection {
  const kx = KM_PER_DEGREE * cosLat;
  const j = segment * 2;
  const ax = (path[j + 1]! - lon) * kx;
  const ay = (path[j]! - lat) * KM_PER_DEGREE;
  const dx = (path[j + 3]! - lon) * kx - ax;
  const dy = (path[j + 2]! - lat) * KM_PER_DEGREE - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? -(ax * dx + ay * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const px = ax + t * dx;
  const py = ay + t * dy;
  out.km = Math.sqrt(px * px + py * py);
  out.t = t;
  return out;
}

/** cos(latitude) as projectOntoSegment expects it: one formula everywhere, so results match bit for bit. */
export function cosOfLatitude(lat: number): number {
  return Math.cos(lat * RAD);
}

/** [lat, lon] of the point a fraction `t` along segment `segment` of the path. */
export function pointOnSegment(path: FlatPath, segment: number, t: number): [number, number] {
  const j = segment * 2;
  return [path[j]! + (path[j + 2]! - path[j]!) * t, path[j + 1]! + (path[j + 3]! - path[j + 1]!) * t];
}

/** Number of segments of a path (vertices − 1, never negative). */
export function segmentCount(path: FlatPath): number {
  return Math.max(0, path.length / 2 - 1);
}

/**
 * Distance along the route from its first vertex to each vertex, in km (length = vertices). Each
 * segment is measured in the equirectangular projection at its mid latitude.
 */
export function cumulativeKm(path: FlatPath): Float64Array {
  const vertices = path.length / 2;
  const out = new Float64Array(vertices);
  for (let i = 1; i < vertices; i++) {
    const j = i * 2;
    const lat1 = path[j - 2]!;
    const lat2 = path[j]!;
    const dx = (path[j + 1]! - path[j - 1]!) * KM_PER_DEGREE * Math.cos(((lat1 + lat2) / 2) * RAD);
    const dy = (lat2 - lat1) * KM_PER_DEGREE;
    out[i] = out[i - 1]! + Math.sqrt(dx * dx + dy * dy);
  }
  return out;
}

/** Length of the route in km. */
export function routeLengthKm(path: FlatPath): number {
  const cumulative = cumulativeKm(path);
  return cumulative[cumulative.length - 1] ?? 0;
}

/** Bounding box of the vertices i0..i1 (inclusive) of a path. */
export function pathBounds(path: FlatPath, i0 = 0, i1 = path.length / 2 - 1) {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  for (let i = i0; i <= i1; i++) {
    const lat = path[i * 2]!;
    const lon = path[i * 2 + 1]!;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
  }
  return { minLat, maxLat, minLon, maxLon };
}

/**
 * How far (in degrees) to grow a box so that it holds every point within `km` of its contents,
 * under the projection above: latitude by km / KM_PER_DEGREE; longitude by the scale at the
 * box's highest |latitude| after growing, where a degree of longitude is shortest.
 */
export function degreeMargins(maxAbsLat: number, km: number): { dLat: number; dLon: number } {
  const dLat = km / KM_PER_DEGREE;
  const edge = Math.min(89, maxAbsLat + dLat);
  return { dLat, dLon: km / (KM_PER_DEGREE * Math.cos(edge * RAD)) };
}
