// Rough province shapes from the national snapshot: the convex hull of each province's stations.
// Offline no map tile loads; these outlines (no extra download) are enough to tell where one is.
import type { SnapshotIndex } from "./snapshot.ts";

export type LonLat = readonly [number, number];

const cross = (o: LonLat, a: LonLat, b: LonLat) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** The convex hull (Andrew's monotone chain), counter-clockwise and closed; fewer than 3 points: none. */
export function convexHull(points: readonly LonLat[]): LonLat[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return [];
  const half = (list: LonLat[]): LonLat[] => {
    const chain: LonLat[] = [];
    for (const p of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, p) <= 0) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  const hull = [...half(sorted), ...half([...sorted].reverse())];
  return hull.length < 3 ? [] : [...hull, hull[0]!];
}

/** One closed ring per province with at least three stations. */
export function provinceOutlines(index: SnapshotIndex): LonLat[][] {
  const byProvince = new Map<string, LonLat[]>();
  for (let i = 0; i < index.count; i++) {
    const province = index.station(i).idProvincia;
    let points = byProvince.get(province);
    if (!points) byProvince.set(province, (points = []));
    points.push([index.longitud[i]!, index.latitud[i]!]);
  }
  return [...byProvince.values()].map(convexHull).filter((ring) => ring.length > 0);
}
