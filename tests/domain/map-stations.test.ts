import { describe, expect, it } from "vitest";
import { decodeSnapshot, type NationalSnapshot } from "../../src/domain/snapshot.ts";
import { mapStationsOf } from "../../src/domain/map-stations.ts";
import type { DiscountPlan } from "../../src/domain/discounts.ts";

// Three stations in Madrid: 10 REPSOL 1,459; 15 members-only 1,399; 17 CEPSA 1,429 (diesel); 95 only at 10.
const SNAPSHOT = {
  v: 2, fecha: "2026-04-15T08:30:00.000Z", n: 3, id: [10, 5, 2], lat: [40_416_800, 1_000, 1_000], lon: [-3_703_800, 1_000, 1_000],
  rotulo: ["REPSOL", "COOP AGRARIA", "CEPSA"], direccion: ["CALLE A 1", "CAMINO B", "CALLE C"], horarios: ["L-D: 24H"], horario: [0, 0, 0],
  provincias: ["28"], provincia: [0, 0, 0], paises: ["España"], pais: [0, 0, 0], banderas: [],
  precios: { diesel: [1459, 1399, 1429], "95": [1559, 0, 0] }, restringidas: [1],
} as NationalSnapshot;
const index = decodeSnapshot(SNAPSHOT);
const PLAN: DiscountPlan = { id: "p", marca: "repsol", valor: 5, unidad: "centimos", dias: [], topeEuros: null };

describe("mapStationsOf", () => {
  it("lists every public station selling the product, cheapest first", () => {
    expect(mapStationsOf(index, "diesel", null).map((s) => [s.id, s.precio])).toEqual([["17", 1.429], ["10", 1.459]]);
  });

  it("leaves out stations that do not sell the product", () => {
    expect(mapStationsOf(index, "95", null).map((s) => s.id)).toEqual(["10"]);
  });

  it("ranks by the driver's price where a plan applies and keeps the pump's beside it", () => {
    const stations = mapStationsOf(index, "diesel", { plans: [PLAN], at: Date.parse("2026-04-15T10:00:00Z"), litres: 50 });
    expect(stations.map((s) => [s.id, s.precio, s.precioSurtidor])).toEqual([["10", 1.409, 1.459], ["17", 1.429, undefined]]);
  });
});
