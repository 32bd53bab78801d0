// The order of nearby results (SPEC §3: cheapest first): equal prices nearest first, then by id, the
// same whether a search finds a handful of stations or hundreds.
import { describe, expect, it } from "vitest";
import { compareNearby, findNearby, searchCandidate, sortNearby, type NearbyStation, type PricedStation } from "../../src/domain/nearby.ts";
import { mulberry32 } from "../helpers/seeded-random.ts";
import { isStationOpenAt } from "../../src/domain/opening-hours.ts";
import { haversineKm } from "../../src/domain/geo.ts";

function station(id: string, latitud: number, longitud: number): NearbyStation {
  return { id, rotulo: `GASOLINERA ${id}`, direccion: "CALLE MAYOR, 1", horario: "L-D: 24H", bandera: "otras", latitud, longitud, idProvincia: "28", pais: "ES" };
}

describe("sortNearby", () => {
  it("orders like Array#sort with compareNearby, for short and long lists full of ties", () => {
    const random = mulberry32(42);
    for (let round = 0; round < 2000; round++) {
      const length = Math.floor(random() * 150);
      // Few distinct prices and distances, so ties on both are common.
      const hits = Array.from({ length }, (_, i) => ({
        id: String(Math.floor(random() * 1e6) * 1000 + i),
        precio: 1.4 + Math.floor(random() * 5) / 100,
        km: Math.floor(random() * 4) / 2,
      }));
      expect(sortNearby([...hits])).toEqual([...hits].sort(compareNearby));
    }
  });
});

describe("findNearby", () => {
  it("lists the cheapest first, equal prices nearest first, then by id", () => {
    const at = new Date("2026-11-25T12:00:00Z");
    const priced: PricedStation[] = [
      { station: station("30", 40.42, -3.7), precio: 1.5 },
      { station: station("20", 40.45, -3.7), precio: 1.4 },
      { station: station("21", 40.42, -3.7), precio: 1.4 },
      { station: station("11", 40.43, -3.7), precio: 1.45 },
      { station: station("10", 40.43, -3.7), precio: 1.45 },
      { station: station("99", 41.5, -3.7), precio: 1.3 }, // 120 km away: left out
    ];
    const hits = findNearby(priced.map((p) => searchCandidate(p)), { producto: "diesel", distancia: 10, latitud: 40.41, longitud: -3.7, at });
    expect(hits.map((h) => [h.id, h.precio, h.km])).toEqual([
      ["21", 1.4, 1.112],
      ["20", 1.4, 4.448],
      ["10", 1.45, 2.224],
      ["11", 1.45, 2.224],
      ["30", 1.5, 1.112],
    ]);
  });
});

describe("findNearby's candidates", () => {
  // The search reads distance and open-now from what searchCandidate worked out once; a driver must
  // see what the station's own page (isStationOpenAt, haversineKm) says.
  it("give each station the distance and open-now the station itself gives", () => {
    const random = mulberry32(7);
    const horarios = ["L-D: 24H", "L-V: 08:00-20:00; S: 09:00-14:00", "L-D: 07:00-23:00", "L-S: 06:00-22:00 y 23:00-01:00", "horario raro", ""];
    const stations = Array.from({ length: 400 }, (_, i): NearbyStation => ({
      ...station(String(1000 + i), 40.41 + (random() - 0.5) * 0.3, -3.7 + (random() - 0.5) * 0.3),
      horario: horarios[i % horarios.length]!,
      idProvincia: i % 3 === 0 ? "35" : "28",
      pais: i % 7 === 0 ? "PT" : "ES",
    }));
    const priced: PricedStation[] = stations.map((s, i) => ({ station: s, precio: 1.3 + (i % 9) / 100 }));
    const seen = new Set<boolean>();
    for (let hour = 0; hour < 48; hour += 5) {
      const at = new Date(Date.UTC(2026, 10, 23, hour, 17));
      const q = { producto: "diesel" as const, distancia: 15, latitud: 40.41, longitud: -3.7, at };
      const hits = findNearby(priced.map((p) => searchCandidate(p)), q);
      expect(hits.length).toBeGreaterThan(200);
      for (const hit of hits) {
        expect(hit.open).toBe(isStationOpenAt(hit.station, at));
        expect(hit.km).toBe(Math.round(haversineKm(q.latitud, q.longitud, hit.station.latitud, hit.station.longitud) * 1000) / 1000);
      }
      for (const hit of hits) seen.add(hit.open);
    }
    expect(seen.size).toBe(2);
  });
});
