// The point of a route nearest to a place (where a station's detour leaves the route, drawn
// on the map for the selected station). One pass over the segments: for one station at a time.
import type { FlatPath } from "./polyline.ts";
import { cosOfLatitude, pointOnSegment, projectOntoSegment, segmentCount, type SegmentProjection } from "./route-geometry.ts";

/** [lat, lon] of the nearest point of `path` to (lat, lon), or null for a path without segments. */
export function nearestPointOnPath(path: FlatPath, lat: number, lon: number): [number, number] | null {
  const segments = segmentCount(path);
  if (segments === 0) return null;
  const cosLat = cosOfLatitude(lat);
  const out: SegmentProjection = { km: 0, t: 0 };
  let best = { km: Infinity, segment: 0, t: 0 };
  for (let s = 0; s < segments; s++) {
    projectOntoSegment(path, s, lat, lon, cosLat, out);
    if (out.km < best.km) best = { km: out.km, segment: s, t: out.t };
  }
  return pointOnSegment(path, best.segment, best.t);
}
