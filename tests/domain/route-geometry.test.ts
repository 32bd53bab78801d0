import { describe, expect, it } from "vitest";
import { haversineKm } from "../../src/domain/geo.ts";
import {
  KM_PER_DEGREE,
  cosOfLatitude,
  cumulativeKm,
  degreeMargins,
  projectOntoSegment,
  routeLengthKm,
} from "../../src/domain/route-geometry.ts";

const path = (...points: [number, number][]) => new Float64Array(points.flat());
const distance = (p: Float64Array, segment: number, lat: number, lon: number) =>
  projectOntoSegment(p, segment, lat, lon, cosOfLatitude(lat), { km: 0, t: 0 });

describe("distance from a point to a route segment", () => {
  it("measures to the inside of a long segment, not to its nearest vertex", () => {
    const east = path([41, -1], [41, 1]); // about 168 km long
    const result = distance(east, 0, 41 + 0.3 / KM_PER_DEGREE, 0);
    expect(result.km).toBeCloseTo(0.3, 9);
    expect(result.t).toBeCloseTo(0.5, 9);
  });

  it("measures to the nearer end beyond the segment", () => {
    const east = path([41, 0], [41, 1]);
    const result = distance(east, 0, 41, -1);
    expect(result.t).toBe(0);
    expect(result.km).toBeCloseTo(KM_PER_DEGREE * cosOfLatitude(41), 9);
  });

  it("treats a segment of zero length as a point", () => {
    const still = path([41, 0], [41, 0]);
    expect(distance(still, 0, 41 + 1 / KM_PER_DEGREE, 0).km).toBeCloseTo(1, 9);
  });

  it("scales longitude by the cosine of the point's own latitude", () => {
    const north = path([59, 0], [61, 0]);
    const result = distance(north, 0, 60, 0.01);
    expect(result.km).toBeCloseTo(0.01 * KM_PER_DEGREE * Math.cos(Math.PI / 3), 9);
  });

  it("addresses later segments by their index", () => {
    const zigzag = path([40, 0], [40, 1], [41, 1]);
    expect(distance(zigzag, 1, 40.5, 1).km).toBeCloseTo(0, 12);
  });
});

describe("distance along a route", () => {
  it("adds up segment lengths that agree with the great-circle distance", () => {
    const route = path([40.4168, -3.7038], [40.9, -2.5], [41.6488, -0.8891]);
    const expected = haversineKm(40.4168, -3.7038, 40.9, -2.5) + haversineKm(40.9, -2.5, 41.6488, -0.8891);
    expect(routeLengthKm(route)).toBeCloseTo(expected, 0);
  });

  it("starts at zero and never decreases", () => {
    const along = cumulativeKm(path([40, 0], [40, 0], [40.1, 0], [40.1, 0.2]));
    expect(along[0]).toBe(0);
    expect([...along].every((d, i) => i === 0 || d >= along[i - 1]!)).toBe(true);
  });
});

describe("box margins for a corridor width", () => {
  it("grows longitude more than latitude away from the equator", () => {
    const { dLat, dLon } = degreeMargins(43, 0.5);
    expect(dLat).toBeCloseTo(0.5 / KM_PER_DEGREE, 12);
    expect(dLon).toBeGreaterThan(dLat / Math.cos((43 * Math.PI) / 180));
  });
});
