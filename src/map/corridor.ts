// The corridor around a route as polygons (SPEC §5: stations within 0.5 km of the path): one rectangle
// per segment and one disc per vertex, whose union is exactly the set of points within `km` of the path.
// Drawn with one opaque fill on a translucent layer, so overlaps do not show. Distances use the same
// local equirectangular measure as the server's corridor search (route-geometry.ts), so what is drawn
// is what was searched. Coordinates are [longitude, latitude] (map order).
import { KM_PER_DEGREE } from "../domain/route-geometry.ts";

export type LonLatPoint = readonly [number, number];
export type Ring = [number, number][];

const RAD = Math.PI / 180;
export const DISC_SEGMENTS = 16;

/** km per degree of longitude at a latitude. */
const kmPerLonDegree = (lat: number) => KM_PER_DEGREE * Math.cos(lat * RAD);

function disc([lon, lat]: LonLatPoint, km: number, segments: number): Ring {
  const kx = kmPerLonDegree(lat);
  const ring: Ring = [];
  // The polygon's edges must stay outside the circle: its vertices sit at km / cos(π / n).
  const r = km / Math.cos(Math.PI / segments);
  for (let i = 0; i < segments; i++) {
    const a = (2 * Math.PI * i) / segments;
    ring.push([lon + (r * Math.cos(a)) / kx, lat + (r * Math.sin(a)) / KM_PER_DEGREE]);
  }
  ring.push(ring[0]!);
  return ring;
}

function segmentBand(a: LonLatPoint, b: LonLatPoint, km: number): Ring | null {
  const kx = kmPerLonDegree((a[1] + b[1]) / 2);
  const dx = (b[0] - a[0]) * kx;
  const dy = (b[1] - a[1]) * KM_PER_DEGREE;
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  // The unit normal, scaled to the corridor's half-width, back in degrees.
  const nLon = ((-dy / length) * km) / kx;
  const nLat = ((dx / length) * km) / KM_PER_DEGREE;
  return [
    [a[0] + nLon, a[1] + nLat],
    [b[0] + nLon, b[1] + nLat],
    [b[0] - nLon, b[1] - nLat],
    [a[0] - nLon, a[1] - nLat],
    [a[0] + nLon, a[1] + nLat],
  ];
}

export function corridorRings(path: readonly LonLatPoint[], km: number, discSegments = DISC_SEGMENTS): Ring[] {
  if (!(km > 0)) return [];
  const rings: Ring[] = [];
  for (let i = 0; i < path.length; i++) {
    rings.push(disc(path[i]!, km, discSegments));
    if (i > 0) {
      const band = segmentBand(path[i - 1]!, path[i]!, km);
      if (band) rings.push(band);
    }
  }
  return rings;
}
