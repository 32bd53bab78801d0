// A snapshot stored on the device by the previous version of the app (v1: public stations only, no
// `restringidas`) still answers offline searches after the app updates; an unknown version is refused.
import { describe, expect, it } from "vitest";
import { decodeSnapshot, searchSnapshot, SnapshotFormatError, type NationalSnapshot } from "../../src/domain/snapshot.ts";

const one = {
  fecha: "2026-04-15T08:30:00.000Z", n: 2, id: [10, 5], lat: [40_416_800, 1_000], lon: [-3_703_800, 1_000],
  rotulo: ["REPSOL", "COOP AGRARIA"], direccion: ["CALLE A 1", "CAMINO B"], horarios: ["L-D: 24H"], horario: [0, 0],
  provincias: ["28"], provincia: [0, 0], paises: ["España"], pais: [0, 0], banderas: [], precios: { diesel: [1459, 1399] },
};
const search = { producto: "diesel" as const, distancia: 5, latitud: 40.4168, longitud: -3.7038, at: new Date("2026-04-15T10:00:00Z") };

describe("snapshot versions", () => {
  it("reads a stored v1 snapshot, every station public", () => {
    const index = decodeSnapshot({ v: 1, ...one } as NationalSnapshot);
    expect(searchSnapshot(index, search).map((s) => s.id)).toEqual(["15", "10"]);
  });

  it("leaves a v2 snapshot's members-only station out unless asked, and marks it", () => {
    const index = decodeSnapshot({ v: 2, ...one, restringidas: [1] } as NationalSnapshot);
    expect(searchSnapshot(index, search).map((s) => s.id)).toEqual(["10"]);
    const all = searchSnapshot(index, { ...search, venta: "todas" });
    expect(all.map((s) => [s.id, s.ventaRestringida])).toEqual([["15", true], ["10", undefined]]);
  });

  it("refuses a version it does not know", () => {
    expect(() => decodeSnapshot({ v: 3, ...one } as unknown as NationalSnapshot)).toThrow(SnapshotFormatError);
  });
});
