// @vitest-environment jsdom
// Answers the service worker serves from its cache carry the time they were stored (CACHE_HEADER):
// the API layer passes them on as source "cache" with that time, so screens can say how old they are.
import "fake-indexeddb/auto";
import { afterEach, expect, test, vi } from "vitest";
import { getStationInfo } from "../../src/api/stations.ts";
import { CACHE_HEADER } from "../../src/offline/cache-header.ts";

const INFO = {
  id: "1783", rotulo: "BALLENOIL", direccion: "C/ A", gps: { latitud: 41.4, longitud: 2.1 }, bandera: "ballenoil", cp: "08001",
  localidad: "BARCELONA", municipio: "Barcelona", provincia: "BARCELONA", horario: "L-D: 24H", open: true, pais: "ES", tipoVenta: "P",
  margen: "D", precio_gasoleoA: 1.215, precio_gasolina95: 0, precio_gasolina98: 0, precio_GLP: 0, productos: [], actualizado: null,
};

function answerWith(headers: Record<string, string>) {
  vi.stubGlobal("fetch", vi.fn(async () => Response.json({ success: true, message: null, entity: INFO }, { headers })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test("marks an answer from the service worker's cache with the time it was stored", async () => {
  answerWith({ [CACHE_HEADER]: "2026-04-15T10:00:00.000Z" });
  expect(await getStationInfo("1783")).toMatchObject({ ok: true, source: "cache", fetchedAt: Date.parse("2026-04-15T10:00:00.000Z") });
});

test("leaves an answer from the network unmarked", async () => {
  answerWith({});
  const result = await getStationInfo("1783");
  expect(result.ok && result.source).toBeUndefined();
});
