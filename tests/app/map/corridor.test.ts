// The corridor drawn around a route (SPEC §5: 0.5 km): every point within the distance is covered, no
// point beyond it is, measured as the server's corridor search measures.
import { expect, test } from "vitest";
import { cosOfLatitude, KM_PER_DEGREE, projectOntoSegment, segmentCount } from "../../../src/domain/route-geometry.ts";
import { corridorRings, type LonLatPoint, type Ring } from "../../../src/map/corridor.ts";

// Madrid → Guadalajara-ish, with a bend.
const PATH: LonLatPoint[] = [
  [-3.7, 40.4],
  [-3.2, 40.6],
  [-3.1, 40.9],
];

function inRing([x, y]: LonLatPoint, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const covered = (point: LonLatPoint, rings: Ring[]) => rings.some((ring) => inRing(point, ring));

/** The point `km` to the left of the first segment's middle (perpendicular), in degrees. */
function besideFirstSegment(km: number): LonLatPoint {
  const [a, b] = [PATH[0]!, PATH[1]!];
  const lat = (a[1] + b[1]) / 2;
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const dx = (b[0] - a[0]) * kx;
  const dy = (b[1] - a[1]) * KM_PER_DEGREE;
  const length = Math.hypot(dx, dy);
  return [(a[0] + b[0]) / 2 + ((-dy / length) * km) / kx, lat + ((dx / length) * km) / KM_PER_DEGREE];
}

/** The point `km` from a vertex in a given direction (radians from east), in degrees. */
function nearVertex(vertex: LonLatPoint, km: number, angle: number): LonLatPoint {
  const kx = KM_PER_DEGREE * Math.cos((vertex[1] * Math.PI) / 180);
  return [vertex[0] + (km * Math.cos(angle)) / kx, vertex[1] + (km * Math.sin(angle)) / KM_PER_DEGREE];
}

test("covers a point 0.45 km beside the route", () => {
  expect(covered(besideFirstSegment(0.45), corridorRings(PATH, 0.5))).toBe(true);
});

test("leaves out a point 0.55 km beside the route", () => {
  expect(covered(besideFirstSegment(0.55), corridorRings(PATH, 0.5))).toBe(false);
});

/** Distance in km from a point to the path, as the server's corridor search measures it. */
function kmToPath([lon, lat]: LonLatPoint): number {
  const flat = new Float64Array(PATH.flatMap(([x, y]) => [y, x]));
  const out = { km: 0, t: 0 };
  let best = Infinity;
  for (let s = 0; s < segmentCount(flat); s++) best = Math.min(best, projectOntoSegment(flat, s, lat, lon, cosOfLatitude(lat), out).km);
  return best;
}

test("around the bend it covers what is within 0.5 km and nothing beyond (discs drawn as 16-gons)", () => {
  const rings = corridorRings(PATH, 0.5);
  const checked = { inside: 0, outside: 0 };
  for (let i = 0; i < 720; i++) {
    const point = nearVertex(PATH[1]!, 0.3 + (i % 9) * 0.05, (i * 2 * Math.PI) / 80);
    const km = kmToPath(point);
    if (km < 0.49) {
      expect(covered(point, rings)).toBe(true);
      checked.inside++;
    } else if (km > 0.52) {
      expect(covered(point, rings)).toBe(false);
      checked.outside++;
    }
  }
  expect(checked.inside).toBeGreaterThan(100);
  expect(checked.outside).toBeGreaterThan(100);
});

test("covers both ends of the route", () => {
  const rings = corridorRings(PATH, 0.5);
  expect(covered(nearVertex(PATH[0]!, 0.45, Math.PI), rings)).toBe(true);
  expect(covered(nearVertex(PATH[2]!, 0.45, Math.PI / 2), rings)).toBe(true);
});

test("every ring is closed", () => {
  for (const ring of corridorRings(PATH, 0.5)) expect(ring.at(-1)).toEqual(ring[0]);
});

test("a corridor of no width has no rings", () => {
  expect(corridorRings(PATH, 0)).toEqual([]);
});
