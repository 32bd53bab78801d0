// The order of nearby results (SPEC §3: cheapest first): equal prices nearest first, then by id, the
// same whether a search finds a handful of stations or hundreds.
import { describe, expect, it } from "vitest";
import { compareNearby, findNearby, sortNearby, type NearbyStation, type PricedStation } from "../../src/domain/nearby.ts";
import { mulberry32 } from "../helpers/seeded-random.ts";

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
    const hits = findNearby(priced, { producto: "diesel", distancia: 10, latitud: 40.41, longitud: -3.7, at });
    expect(hits.map((h) => [h.id, h.precio, h.km])).toEqual([
      ["21", 1.4, 1.112],
      ["20", 1.4, 4.448],
      ["10", 1.45, 2.224],
      ["11", 1.45, 2.224],
      ["30", 1.5, 1.112],
    ]);
  });
});
