// What the browsing map shows of its stations: a group (a cluster at low zoom) is labelled with its
// cheapest price, and the list beside the map names the cheapest stations in view, cheapest first.
// Ties go to the lower id, so the same view always shows the same stations.

export interface PricedPoint {
  readonly id: string;
  /** € per unit (the driver's price where a plan applies); 0 or less: no price. */
  readonly precio: number;
  readonly latitud: number;
  readonly longitud: number;
}

/** Cheaper first; equal prices by id. */
export function byPrice(a: PricedPoint, b: PricedPoint): number {
  return a.precio - b.precio || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The cheapest member of a group, or null when none has a price. */
export function cheapestOf<T extends PricedPoint>(members: Iterable<T>): T | null {
  let best: T | null = null;
  for (const member of members) {
    if (!(member.precio > 0)) continue;
    if (best === null || byPrice(member, best) < 0) best = member;
  }
  return best;
}

/** A view in degrees (west, south, east, north). */
export interface LonLatBox {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

export const inBox = (point: PricedPoint, box: LonLatBox): boolean =>
  point.longitud >= box.west && point.longitud <= box.east && point.latitud >= box.south && point.latitud <= box.north;

/**
 * The `count` cheapest priced stations inside `box`, cheapest first. `sortedByPrice` must already be
 * in byPrice order (the map sorts its stations once), so a view stops reading as soon as it has enough.
 */
export function cheapestInBox<T extends PricedPoint>(sortedByPrice: readonly T[], box: LonLatBox, count: number): T[] {
  const found: T[] = [];
  for (const point of sortedByPrice) {
    if (found.length >= count) break;
    if (point.precio > 0 && inBox(point, box)) found.push(point);
  }
  return found;
}

export interface GridCluster<T extends PricedPoint> {
  readonly members: readonly T[];
  /** The member whose price labels the cluster (cheapestOf); null when none has a price. */
  readonly cheapest: T | null;
  /** The members' mean position, in the units of the positions given. */
  readonly x: number;
  readonly y: number;
}

/**
 * Groups points into square cells of `cellSize` (in the units of `xs` and `ys`: the map's metres, so a
 * cell is a fixed size on screen at one zoom). One pass over the points: grouping every station of
 * the country takes a few milliseconds, where pairing each with its neighbours took a phone's frame
 * many times over.
 */
export function gridClusters<T extends PricedPoint>(points: readonly T[], xs: ArrayLike<number>, ys: ArrayLike<number>, cellSize: number): GridCluster<T>[] {
  const cells = new Map<string, { members: T[]; sumX: number; sumY: number }>();
  for (let i = 0; i < points.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    const key = `${Math.floor(x / cellSize)}:${Math.floor(y / cellSize)}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { members: [], sumX: 0, sumY: 0 }));
    cell.members.push(points[i]!);
    cell.sumX += x;
    cell.sumY += y;
  }
  return [...cells.values()].map(({ members, sumX, sumY }) => ({
    members,
    cheapest: cheapestOf(members),
    x: sumX / members.length,
    y: sumY / members.length,
  }));
}
