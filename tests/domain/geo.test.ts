import { describe, expect, it } from "vitest";
import { boundingBox, EARTH_RADIUS_KM, haversineKm, speedKmh } from "../../src/domain/geo.ts";

const SOL = { lat: 40.4169, lon: -3.7035 };
const PLACA_CATALUNYA = { lat: 41.387, lon: 2.1701 };
/** Degrees of latitude in one kilometre on a 6371 km sphere. */
const DEG_PER_KM = 180 / (Math.PI * EARTH_RADIUS_KM);

/** The point `km` away from (lat, lon) on the given bearing (degrees from north), on the sphere. */
function destination(lat: number, lon: number, bearingDeg: number, km: number) {
  const rad = Math.PI / 180;
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = lat * rad;
  const bearing = bearingDeg * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 = lon * rad + Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lon: lon2 / rad };
}

describe("haversineKm", () => {
  it("uses the Earth radius of SPEC §9", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it("measures about 505 km from Puerta del Sol to Plaça de Catalunya", () => {
    expect(haversineKm(SOL.lat, SOL.lon, PLACA_CATALUNYA.lat, PLACA_CATALUNYA.lon)).toBeCloseTo(505.18, 1);
  });

  it("measures the same distance in both directions", () => {
    expect(haversineKm(PLACA_CATALUNYA.lat, PLACA_CATALUNYA.lon, SOL.lat, SOL.lon)).toBe(
      haversineKm(SOL.lat, SOL.lon, PLACA_CATALUNYA.lat, PLACA_CATALUNYA.lon),
    );
  });

  it("measures one degree of latitude as about 111.19 km", () => {
    expect(haversineKm(40, -3, 41, -3)).toBeCloseTo(111.195, 2);
  });

  it("measures zero between a point and itself", () => {
    expect(haversineKm(SOL.lat, SOL.lon, SOL.lat, SOL.lon)).toBe(0);
  });

  it("measures half the Earth's circumference between antipodes", () => {
    expect(haversineKm(40, -3, -40, 177)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 2);
  });
});

describe("speedKmh", () => {
  it("gives 60 km/h for one kilometre in one minute", () => {
    const a = { latitude: 40, longitude: -3, timestamp: 1_000_000 };
    const b = { latitude: 40 + DEG_PER_KM, longitude: -3, timestamp: 1_060_000 };
    expect(speedKmh(a, b)).toBeCloseTo(60, 6);
  });

  it("gives 0 when the car has not moved", () => {
    const a = { latitude: 40, longitude: -3, timestamp: 0 };
    expect(speedKmh(a, { ...a, timestamp: 5_000 })).toBe(0);
  });

  it("gives 0 for two readings with the same timestamp", () => {
    const a = { latitude: 40, longitude: -3, timestamp: 5_000 };
    expect(speedKmh(a, { latitude: 40.01, longitude: -3, timestamp: 5_000 })).toBe(0);
  });

  it("gives 0 when the readings are out of order", () => {
    const a = { latitude: 40, longitude: -3, timestamp: 10_000 };
    expect(speedKmh(a, { latitude: 40.01, longitude: -3, timestamp: 5_000 })).toBe(0);
  });
});

describe("boundingBox", () => {
  it("spans the radius north and south of the centre", () => {
    const box = boundingBox(SOL.lat, SOL.lon, 10);
    expect([box.minLat, box.maxLat]).toEqual([SOL.lat - 10 * DEG_PER_KM, SOL.lat + 10 * DEG_PER_KM]);
  });

  it("holds every point of the search circle", () => {
    const box = boundingBox(SOL.lat, SOL.lon, 50);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const p = destination(SOL.lat, SOL.lon, bearing, 50);
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat - 1e-9);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat + 1e-9);
      expect(p.lon).toBeGreaterThanOrEqual(box.minLon - 1e-9);
      expect(p.lon).toBeLessThanOrEqual(box.maxLon + 1e-9);
    }
  });

  it("is no wider than the search circle", () => {
    const box = boundingBox(SOL.lat, SOL.lon, 50);
    const eastmost = Math.max(...Array.from({ length: 3600 }, (_, i) => destination(SOL.lat, SOL.lon, i / 10, 50).lon));
    expect(box.maxLon).toBeCloseTo(eastmost, 4);
  });

  it("spans every longitude when the circle reaches a pole", () => {
    const box = boundingBox(89.9, 0, 50);
    expect([box.minLon, box.maxLon, box.maxLat]).toEqual([-180, 180, 90]);
  });
});
