import { describe, expect, it } from "vitest";
import { simplifyPath } from "../../src/domain/simplify-path.ts";
import { cosOfLatitude, projectOntoSegment, segmentCount, type SegmentProjection } from "../../src/domain/route-geometry.ts";
import type { FlatPath } from "../../src/domain/polyline.ts";
import { densify } from "../helpers/route-fixtures.ts";

/** The farthest any vertex of `path` lies from `simplified`, km. */
function worstOffsetKm(path: FlatPath, simplified: FlatPath): number {
  const out: SegmentProjection = { km: 0, t: 0 };
  let worst = 0;
  for (let v = 0; v < path.length / 2; v++) {
    const lat = path[v * 2]!;
    const lon = path[v * 2 + 1]!;
    let best = Infinity;
    for (let s = 0; s < segmentCount(simplified); s++) best = Math.min(best, projectOntoSegment(simplified, s, lat, lon, cosOfLatitude(lat), out).km);
    worst = Math.max(worst, best);
  }
  return worst;
}

describe("simplifyPath", () => {
  // Madrid → Zaragoza, 3,000 vertices wiggling 300 m either side.
  const path = densify([[40.4168, -3.7038], [41.6488, -0.8891]], 3_000, 0.3);

  it("keeps every point of the route within the tolerance", () => {
    expect(worstOffsetKm(path, simplifyPath(path, 0.05))).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it("keeps far fewer vertices than a densely drawn route has", () => {
    expect(simplifyPath(path, 0.05).length / 2).toBeLessThan(3_000 / 4);
  });

  it("keeps both ends", () => {
    const simplified = simplifyPath(path, 0.05);
    expect([...simplified.slice(0, 2)]).toEqual([...path.slice(0, 2)]);
    expect([...simplified.slice(-2)]).toEqual([...path.slice(-2)]);
  });

  it("leaves a two-point path as it is", () => {
    const two = new Float64Array([40, -3, 41, -1]);
    expect(simplifyPath(two, 0.05)).toBe(two);
  });

  it("stays fast on a path folded over itself 50,000 times", () => {
    const folded = new Float64Array(Array.from({ length: 50_000 }, (_, i) => [40.4 + (i % 2) * 0.05, -3.7 + i * 1e-7]).flat());
    const start = performance.now();
    simplifyPath(folded, 0.05);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
