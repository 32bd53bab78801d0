import { describe, expect, it } from "vitest";
import { cheapestInBox, cheapestOf, byPrice, gridClusters, type PricedPoint } from "../../src/domain/map-clusters.ts";

const point = (id: string, precio: number, longitud = 0, latitud = 0): PricedPoint => ({ id, precio, longitud, latitud });

describe("cheapestOf (a cluster's label)", () => {
  it("picks the member with the lowest price", () => {
    expect(cheapestOf([point("a", 1.5), point("b", 1.39), point("c", 1.45)])?.id).toBe("b");
  });

  it("ignores members with no price", () => {
    expect(cheapestOf([point("a", 0), point("b", 1.6)])?.id).toBe("b");
  });

  it("breaks a tie by the lower id, whatever the order", () => {
    expect(cheapestOf([point("20", 1.4), point("10", 1.4)])?.id).toBe("10");
    expect(cheapestOf([point("10", 1.4), point("20", 1.4)])?.id).toBe("10");
  });

  it("is null for a group with no price", () => {
    expect(cheapestOf([point("a", 0)])).toBeNull();
    expect(cheapestOf([])).toBeNull();
  });
});

describe("cheapestInBox (the list of the view)", () => {
  const madrid = point("m", 1.35, -3.7, 40.4);
  const barcelona = point("b", 1.3, 2.17, 41.39);
  const toledo = point("t", 1.4, -4.02, 39.86);
  const getafe = point("g", 1.45, -3.73, 40.3);
  const sorted = [barcelona, madrid, toledo, getafe].sort(byPrice);
  const centre = { west: -4.5, south: 39.5, east: -3, north: 41 };

  it("lists only the stations inside the view, cheapest first", () => {
    expect(cheapestInBox(sorted, centre, 10).map((p) => p.id)).toEqual(["m", "t", "g"]);
  });

  it("stops at the count asked for", () => {
    expect(cheapestInBox(sorted, centre, 2).map((p) => p.id)).toEqual(["m", "t"]);
  });

  it("is empty for a view with no station", () => {
    expect(cheapestInBox(sorted, { west: 10, south: 10, east: 11, north: 11 }, 10)).toEqual([]);
  });
});

describe("gridClusters (the groups at low zoom)", () => {
  const points = [point("a", 1.5), point("b", 1.39), point("c", 1.45), point("d", 1.3)];
  // a, b and c within one 10-unit cell; d far away.
  const xs = [1, 4, 9, 55];
  const ys = [2, 8, 3, 51];
  const groups = gridClusters(points, xs, ys, 10);

  it("groups the points that fall in one cell", () => {
    expect(groups.map((g) => g.members.map((p) => p.id))).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("labels each group with its cheapest member", () => {
    expect(groups.map((g) => g.cheapest?.id)).toEqual(["b", "d"]);
  });

  it("places a group at its members' mean position", () => {
    expect([groups[0]!.x, groups[0]!.y]).toEqual([14 / 3, 13 / 3]);
  });

  it("keeps every point in exactly one group", () => {
    expect(groups.reduce((n, g) => n + g.members.length, 0)).toBe(points.length);
  });

  it("makes bigger groups with bigger cells", () => {
    expect(gridClusters(points, xs, ys, 100)).toHaveLength(1);
  });
});
