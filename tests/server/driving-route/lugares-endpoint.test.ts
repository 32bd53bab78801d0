// GET /api/lugares/sugerir through the whole app, with and without a Photon-compatible geocoder
// (a local server on 127.0.0.1 answering in Photon's GeoJSON format).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { placeSuggestResponse } from "../../../src/domain/contract/route.ts";
import { createPhotonGeocoder } from "../../../server/places/photon-geocoder.ts";
import { createPlacesDirectory, type PlacesDirectory } from "../../../server/places/places-directory.ts";
import type { GazetteerEntry } from "../../../server/places/gazetteer-entry.ts";
import { getJson, routeTestApp } from "./route-app.ts";

const TOWNS: GazetteerEntry[] = [
  { name: "Madrid", provinceCode: "28", latitud: 40.4084, longitud: -3.6876, population: 3_332_035, kind: "municipio", source: "cnig" },
  { name: "Alcalá de Henares", provinceCode: "28", latitud: 40.4803, longitud: -3.3693, population: 199_184, kind: "municipio", source: "cnig" },
  { name: "Alcalá de Guadaíra", provinceCode: "41", latitud: 37.3379, longitud: -5.8395, population: 76_547, kind: "municipio", source: "cnig" },
  ...Array.from({ length: 12 }, (_, i): GazetteerEntry => ({
    name: `Alcalá Pueblo ${i}`, provinceCode: "16", latitud: 40 + i / 10, longitud: -2, population: 100 + i, kind: "municipio", source: "cnig",
  })),
];

const PHOTON_STREET = {
  type: "FeatureCollection",
  features: [{
    type: "Feature",
    geometry: { type: "Point", coordinates: [-3.7035, 40.4169] },
    properties: { osm_type: "W", osm_id: 1, name: "Calle Mayor", street: "Calle Mayor", city: "Madrid", county: "Madrid", state: "Comunidad de Madrid", country: "España", countrycode: "ES", type: "street" },
  }],
};

let photon: Server | undefined;
afterEach(async () => {
  photon?.closeAllConnections();
  await new Promise<void>((resolve) => (photon ? photon.close(() => resolve()) : resolve()));
  photon = undefined;
});

/** A Photon stand-in: answers `body` with `status` after `delayMs`; records the queries. */
async function startPhoton(status: number, body: unknown, delayMs = 0) {
  const queries: URLSearchParams[] = [];
  photon = createServer((req, res) => {
    queries.push(new URL(req.url ?? "/", "http://x").searchParams);
    setTimeout(() => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)), delayMs);
  });
  await new Promise<void>((resolve) => photon!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(photon.address() as AddressInfo).port}`, queries };
}

const withGeocoder = (url: string, timeoutMs = 1_000): PlacesDirectory =>
  createPlacesDirectory({ gazetteers: [TOWNS], geocoder: createPhotonGeocoder({ baseUrl: url, timeoutMs, userAgent: "GasolinaEco/test" }) });

const suggest = async (places: PlacesDirectory | undefined, query: string) => {
  const { status, body } = await getJson(routeTestApp(places ? { places } : {}), `/api/lugares/sugerir?${query}`);
  return { status, body, entity: status === 200 ? v.parse(placeSuggestResponse, body).entity : [] };
};

describe("GET /api/lugares/sugerir", () => {
  let places: PlacesDirectory;
  beforeAll(() => {
    places = createPlacesDirectory({ gazetteers: [TOWNS] });
  });

  it("answers the best places first, each with nombre, provincia, latitud and longitud", async () => {
    const { entity } = await suggest(places, "q=alcala&limit=8");
    expect(entity[0]).toEqual({ nombre: "Alcalá de Henares", provincia: "Madrid", latitud: 40.4803, longitud: -3.3693, poblacion: 199_184, tipo: "municipio" });
  });

  it("answers 8 suggestions at most, whatever limit is asked", async () => {
    expect((await suggest(places, "q=alcala&limit=50")).entity).toHaveLength(8);
  });

  it("answers 8 suggestions when no limit is given", async () => {
    expect((await suggest(places, "q=alcala")).entity).toHaveLength(8);
  });

  it("answers a 1-character query with suggestions", async () => {
    const { status, entity } = await suggest(places, "q=m");
    expect(status).toBe(200);
    expect(entity[0]?.nombre).toBe("Madrid");
  });

  it("answers a 200-character query of a repeated name with that place", async () => {
    const { status, entity } = await suggest(places, `q=${encodeURIComponent("Alcalá de Henares ".repeat(12).slice(0, 200))}`);
    expect(status).toBe(200);
    expect(entity[0]?.nombre).toBe("Alcalá de Henares");
  });

  it("answers a 200-character query of no place with 200 and an empty list", async () => {
    const { status, entity } = await suggest(places, `q=${"x".repeat(200)}`);
    expect(status).toBe(200);
    expect(entity).toEqual([]);
  });

  it("answers an empty query with an empty list", async () => {
    expect(await suggest(places, "q=")).toMatchObject({ status: 200, entity: [] });
  });

  it("answers 400 in Spanish for a limit that is not a number", async () => {
    const { status, body } = await suggest(places, "q=alcala&limit=muchos");
    expect(status).toBe(400);
    expect(body.message).toBe("limit: se esperaba un número");
  });

  it("answers an empty list when the server has no gazetteer", async () => {
    expect(await suggest(undefined, "q=alcala")).toMatchObject({ status: 200, entity: [] });
  });
});

describe("GET /api/lugares/sugerir with a geocoder", () => {
  it("appends the geocoder's street addresses after the local places", async () => {
    const server = await startPhoton(200, PHOTON_STREET);
    const { entity } = await suggest(withGeocoder(server.url), `q=${encodeURIComponent("calle mayor madrid")}`);
    expect(entity.at(-1)).toEqual({ nombre: "Calle Mayor, Madrid", provincia: "Madrid", latitud: 40.4169, longitud: -3.7035, tipo: "direccion" });
  });

  it("asks the geocoder in Spanish, inside Spain, for the free places only", async () => {
    const server = await startPhoton(200, PHOTON_STREET);
    await suggest(withGeocoder(server.url), `q=${encodeURIComponent("calle mayor 5")}&limit=6`);
    expect(Object.fromEntries(server.queries[0]!)).toEqual({ q: "calle mayor 5", limit: "6", lang: "es", bbox: "-18.4,27.5,4.6,44.0" });
  });

  it("asks again without lang when the geocoder refuses Spanish", async () => {
    const server = await startPhoton(400, { message: "Language is not supported" });
    await suggest(withGeocoder(server.url), "q=calle%20mayor");
    expect(server.queries.map((q) => q.get("lang"))).toEqual(["es", null]);
  });

  it("keeps the local places when the geocoder fails", async () => {
    const server = await startPhoton(500, { message: "boom" });
    const { status, entity } = await suggest(withGeocoder(server.url), "q=alcala%20de");
    expect(server.queries).toHaveLength(1);
    expect(status).toBe(200);
    expect(entity.map((p) => p.nombre)).toEqual(["Alcalá de Henares", "Alcalá de Guadaíra"]);
  });

  it("keeps the local places when the geocoder is too slow", async () => {
    const server = await startPhoton(200, PHOTON_STREET, 1_000);
    const started = performance.now();
    const { entity } = await suggest(withGeocoder(server.url, 150), "q=madrid%20calle");
    expect(performance.now() - started).toBeLessThan(900);
    expect(entity.map((p) => p.tipo)).not.toContain("direccion");
  });

  it("does not ask the geocoder for a 2-character query", async () => {
    const server = await startPhoton(200, PHOTON_STREET);
    await suggest(withGeocoder(server.url), "q=ma");
    expect(server.queries).toHaveLength(0);
  });
});
