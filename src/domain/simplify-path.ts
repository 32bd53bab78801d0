// A route path with the vertices a wide corridor does not need (Douglas-Peucker): no point of the
// original lies farther than `toleranceKm` from the simplified path. A 5 km detour corridor is searched
// on the path simplified to 1 % of its width (50 m): the answer moves by at most that at its edge,
// and the search tests far fewer segments (the detour-ranking bench). Simplified in pieces of CHUNK vertices
// (their ends kept), so that no path, however folded, costs more than n × CHUNK tests.
import { cosOfLatitude, KM_PER_DEGREE } from "./route-geometry.ts";
import type { FlatPath } from "./polyline.ts";

/** Distance in km from vertex p to the segment a-b (vertex indices), in a local flat projection. */
function offsetKm(path: FlatPath, p: number, a: number, b: number, kx: number): number {
  const ax = path[a * 2 + 1]! * kx;
  const ay = path[a * 2]! * KM_PER_DEGREE;
  const dx = path[b * 2 + 1]! * kx - ax;
  const dy = path[b * 2]! * KM_PER_DEGREE - ay;
  const px = path[p * 2 + 1]! * kx - ax;
  const py = path[p * 2]! * KM_PER_DEGREE - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? (px * dx + py * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(px - t * dx, py - t * dy);
}

const CHUNK = 64;

export function simplifyPath(path: FlatPath, toleranceKm: number): FlatPath {
  const n = path.length / 2;
  if (n <= 2 || !(toleranceKm > 0)) return path;
  const keep = new Uint8Array(n);
  const stack: number[] = [];
  for (let start = 0; start < n - 1; start += CHUNK) {
    const end = Math.min(n - 1, start + CHUNK);
    keep[start] = 1;
    keep[end] = 1;
    stack.push(start, end);
  }
  while (stack.length > 0) {
    const b = stack.pop()!;
    const a = stack.pop()!;
    if (b - a < 2) continue;
    // One cosine per span: spans that matter here are a few km, where it hardly changes.
    const kx = KM_PER_DEGREE * cosOfLatitude((path[a * 2]! + path[b * 2]!) / 2);
    let farthest = -1;
    let farthestKm = toleranceKm;
    for (let p = a + 1; p < b; p++) {
      const km = offsetKm(path, p, a, b, kx);
      if (km > farthestKm) {
        farthestKm = km;
        farthest = p;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push(a, farthest, farthest, b);
    }
  }
  let kept = 0;
  for (let v = 0; v < n; v++) kept += keep[v]!;
  const out = new Float64Array(kept * 2);
  let o = 0;
  for (let v = 0; v < n; v++) {
    if (!keep[v]) continue;
    out[o++] = path[v * 2]!;
    out[o++] = path[v * 2 + 1]!;
  }
  return out;
}
