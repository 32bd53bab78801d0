// The area alerts' cheapest station agrees with checking every station by great-circle distance.
import { describe, expect, it } from "vitest";
import { cheapestInArea } from "../../../server/alerts/cheapest-in-area.ts";
import type { Station } from "../../../server/feed/station.ts";
import { haversineKm } from "../../../src/domain/geo.ts";

let seed = 7;
const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);

const stations = Array.from({ length: 3000 }, (_, i) => ({
  id: String(i), latitud: 36 + rand() * 7, longitud: -9 + rand() * 12, prices: { gasoleoA: Math.round((1.2 + rand() * 0.5) * 1000) / 1000 },
})) as unknown as Station[];

describe("cheapest station in an area", () => {
  it("finds what a check of every station finds, away from the circle's edge", () => {
    const area = cheapestInArea(stations, (s) => s.prices.gasoleoA);
    let compared = 0;
    for (let q = 0; q < 300; q++) {
      const [lat, lon, r] = [36 + rand() * 7, -9 + rand() * 12, 1 + rand() * 24];
      const inside = stations.filter((s) => haversineKm(lat, lon, s.latitud, s.longitud) <= r);
      // Skip the rare circle with a station within 50 m of its edge: planar and great-circle may differ there.
      if (stations.some((s) => Math.abs(haversineKm(lat, lon, s.latitud, s.longitud) - r) < 0.05)) continue;
      const expected = inside.length ? Math.min(...inside.map((s) => s.prices.gasoleoA!)) : null;
      expect(area.find(lat, lon, r)?.precio ?? null).toBe(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(250);
  });

  it("leaves out stations the price function rejects", () => {
    const area = cheapestInArea(stations, (s) => (s.id === "0" ? undefined : s.prices.gasoleoA));
    const s0 = stations[0]!;
    expect(area.find(s0.latitud, s0.longitud, 0.001)).toBeNull();
  });
});
