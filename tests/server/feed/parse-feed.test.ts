import { beforeAll, describe, expect, it } from "vitest";
import { parseFeed, type ParsedFeed } from "../../../server/feed/parse-feed.ts";
import { FeedError } from "../../../server/feed/feed-error.ts";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { feedJson, feedRow, feedRows } from "./feed-fixture.ts";

const byId = (feed: ParsedFeed, id: string) => feed.stations.find((s) => s.id === id);
const priceCount = (feed: ParsedFeed) => feed.stations.reduce((n, s) => n + Object.keys(s.prices).length, 0);

function feedErrorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof FeedError ? error.code : `not a FeedError: ${String(error)}`;
  }
  return undefined;
}

describe.skipIf(!hasSharedData)("parseFeed on the Barcelona province file (current schema)", () => {
  let feed: ParsedFeed;
  beforeAll(async () => { feed = parseFeed(await readFeedFile(FEED_FILES.barcelona)); });

  it("keeps all 807 stations and rejects none", () => {
    expect(feed.stations).toHaveLength(807);
    expect(feed.rejected).toEqual({ count: 0, byReason: {} });
    expect(priceCount(feed)).toBe(3034);
  });

  it("reads Fecha 27/09/2025 18:05:47 (summer time) as 16:05:47 UTC", () => {
    expect(feed.fecha.toISOString()).toBe("2025-09-27T16:05:47.000Z");
  });

  it("reads a station's fields with decimal commas and unescaped slashes", () => {
    expect(byId(feed, "1736")).toEqual({
      id: "1736", rotulo: "NIEVES", bandera: "none", direccion: "CALLE HOSTAL DEL PI S/N, S/N",
      localidad: "ENTITAT EST D'ABRERA", municipio: "Abrera", provincia: "BARCELONA", idProvincia: "08",
      idMunicipio: "861", idCcaa: "09", cp: "08630", horario: "L-V: 07:00-22:00; S: 08:00-22:00; D: 10:00-22:00",
      latitud: 41.507833, longitud: 1.902972, margen: "N", remision: "dm", tipoVenta: "P", pais: "ES",
      prices: { adblue: 0.729, gasoleoA: 1.339, gasoleoPremium: 1.359, gasolina95: 1.369, gasolina95Premium: 1.389 },
    });
  });

  it("trims and collapses the spaces of Rótulo and Dirección", () => {
    expect(byId(feed, "2248")?.rotulo).toBe("BP SANTIGA");
    expect(byId(feed, "2855")?.rotulo).toBe("E.S. AVINYÓ -CEPSA-");
    expect(byId(feed, "2855")?.direccion).toBe("CALLE ANTONI PONT (B-431, PK 53), S/N");
  });

  it("derives the brand key from the cleaned Rótulo", () => {
    expect(byId(feed, "2248")?.bandera).toBe("bp");
    expect(byId(feed, "2855")?.bandera).toBe("cepsa");
  });
});

describe.skipIf(!hasSharedData)("parseFeed on the Zaragoza province file", () => {
  let feed: ParsedFeed;
  beforeAll(async () => { feed = parseFeed(await readFeedFile(FEED_FILES.zaragoza)); });

  it("keeps all 272 stations with 933 prices", () => {
    expect(feed.stations).toHaveLength(272);
    expect(priceCount(feed)).toBe(933);
    expect(feed.rejected.count).toBe(0);
  });

  it("reads the unpadded hour of Fecha 13/09/2025 2:46:36 as 00:46:36 UTC", () => {
    expect(feed.fecha.toISOString()).toBe("2025-09-13T00:46:36.000Z");
  });

  it("maps Precio Diésel Renovable next to the usual fuels", () => {
    expect(byId(feed, "1426")?.prices).toEqual({ dieselRenovable: 1.579, gasoleoA: 1.489, gasolina95: 1.519 });
  });
});

describe.skipIf(!hasSharedData)("parseFeed on the 2019 national file (old schema)", () => {
  let feed: ParsedFeed;
  beforeAll(async () => { feed = parseFeed(await readFeedFile(FEED_FILES.national2019)); });

  it("keeps all 10,321 stations although ResultadoConsulta is null", () => {
    expect(feed.stations).toHaveLength(10_321);
    expect(feed.rejected.count).toBe(0);
    expect(priceCount(feed)).toBe(36_750);
  });

  it("reads Fecha 04/09/2019 19:51:50 as 17:51:50 UTC", () => {
    expect(feed.fecha.toISOString()).toBe("2019-09-04T17:51:50.000Z");
  });

  it("maps the 2019 field names to today's products and skips null prices", () => {
    // "Gasolina 95 Protección" → 95 E5, "Gasolina  98" (two spaces) → 98 E5, "Nuevo Gasoleo A" → premium diesel.
    expect(byId(feed, "13543")?.prices).toEqual({ gasoleoA: 1.189, gasolina95: 1.299, gasolina98: 1.379, gasoleoPremium: 1.259 });
    expect(byId(feed, "14209")?.prices).toEqual({ gasoleoA: 1.265, gasolina95: 1.335 });
  });

  it("reports no unknown price fields", () => {
    expect(feed.unknownPriceFields).toEqual([]);
  });
});

describe.skipIf(!hasSharedData)("parseFeed on the reconstructed national files", () => {
  let march: ParsedFeed;
  let april: ParsedFeed;
  beforeAll(async () => {
    march = parseFeed(await readFeedFile(FEED_FILES.national20260304));
    april = parseFeed(await readFeedFile(FEED_FILES.national20260415));
  });

  it("rejects the two stations at 0,0 of 12,158 in March", () => {
    expect(march.stations).toHaveLength(12_156);
    expect(march.rejected).toEqual({ count: 2, byReason: { coordinates_zero: 2 } });
    expect(byId(march, "11988")).toBeUndefined();
    expect(byId(march, "12883")).toBeUndefined();
  });

  it("keeps 12,204 of 12,206 stations with 22,909 prices in April", () => {
    expect(april.stations).toHaveLength(12_204);
    expect(april.rejected).toEqual({ count: 2, byReason: { coordinates_zero: 2 } });
    expect(priceCount(april)).toBe(22_909);
  });

  it("swaps back the latitude and longitude of the station in Tui and counts the repair", () => {
    const tui = byId(april, "16268");
    expect([tui?.latitud, tui?.longitud]).toEqual([42.037472, -8.659472]);
    expect(april.fixed).toEqual({ count: 1, byReason: { swapped_fixed: 1 } });
  });

  it("reads 08:00 as 07:00 UTC in winter (March 4) and 06:00 UTC in summer (April 15)", () => {
    expect(march.fecha.toISOString()).toBe("2026-03-04T07:00:00.000Z");
    expect(april.fecha.toISOString()).toBe("2026-04-15T06:00:00.000Z");
  });

  it("keeps bilingual province names as the feed gives them", () => {
    expect(byId(april, "3674")?.provincia).toBe("CASTELLÓN / CASTELLÓ");
  });

  it("reads a station's prices as they changed between the two days", () => {
    expect(byId(march, "5122")?.prices).toEqual({ gasoleoA: 1.659, gasolina95: 1.669 });
    expect(byId(april, "5122")?.prices).toEqual({ gasoleoA: 1.999, gasolina95: 1.639 });
  });

  it("files Moeve (Cepsa's new name) under cepsa", () => {
    expect(byId(april, "5173")).toMatchObject({ rotulo: "MOEVE", bandera: "cepsa" });
  });
});

describe("parseFeed rejections", () => {
  it("rejects a station at 0,0", () => {
    const feed = parseFeed(feedJson([feedRow({ Latitud: "0,000000", "Longitud (WGS84)": "0,000000" })]));
    expect(feed.stations).toHaveLength(0);
    expect(feed.rejected).toEqual({ count: 1, byReason: { coordinates_zero: 1 } });
  });

  it("rejects a station in Rabat as outside Spain", () => {
    const feed = parseFeed(feedJson([feedRow({ Latitud: "34,020882", "Longitud (WGS84)": "-6,841650" })]));
    expect(feed.rejected.byReason).toEqual({ coordinates_outside_spain: 1 });
  });

  it("rejects a station without coordinates", () => {
    const feed = parseFeed(feedJson([feedRow({ Latitud: "", "Longitud (WGS84)": "1,9" })]));
    expect(feed.rejected.byReason).toEqual({ coordinates_invalid: 1 });
  });

  it("rejects a row without IDEESS", () => {
    const feed = parseFeed(feedJson([feedRow({ IDEESS: " " })]));
    expect(feed.rejected.byReason).toEqual({ missing_id: 1 });
  });

  it("keeps only the first of two rows with the same IDEESS", () => {
    const feed = parseFeed(feedJson([feedRow({ "Rótulo": "PRIMERA" }), feedRow({ "Rótulo": "SEGUNDA" })]));
    expect(feed.stations.map((s) => s.rotulo)).toEqual(["PRIMERA"]);
    expect(feed.rejected.byReason).toEqual({ duplicate_id: 1 });
  });

  it("repairs swapped coordinates in Las Palmas instead of rejecting them", () => {
    const feed = parseFeed(feedJson([feedRow({ Latitud: "-15,430000", "Longitud (WGS84)": "28,120000" })]));
    expect(feed.stations[0]).toMatchObject({ latitud: 28.12, longitud: -15.43 });
    expect(feed.fixed.byReason).toEqual({ swapped_fixed: 1 });
    expect(feed.rejected.count).toBe(0);
  });

  it("accepts stations in Ceuta and Melilla", () => {
    const feed = parseFeed(feedJson([
      feedRow({ IDEESS: "1", Latitud: "35,888", "Longitud (WGS84)": "-5,316" }),
      feedRow({ IDEESS: "2", Latitud: "35,292", "Longitud (WGS84)": "-2,938" }),
    ]));
    expect(feed.stations).toHaveLength(2);
  });

  it("drops a price of 0 but keeps the station and its other prices", () => {
    const feed = parseFeed(feedJson([feedRow({ "Precio Gasoleo A": "0,000" })]));
    expect(feed.stations[0]?.prices).toEqual({ gasolina95: 1.519 });
    expect(feed.rejected).toEqual({ count: 1, byReason: { price_not_positive: 1 } });
  });

  it("drops a price of 7 €/l as above the maximum", () => {
    const feed = parseFeed(feedJson([feedRow({ "Precio Gasolina 95 E5": "7,000" })]));
    expect(feed.stations[0]?.prices).toEqual({ gasoleoA: 1.419 });
    expect(feed.rejected.byReason).toEqual({ price_above_max: 1 });
  });

  it("drops a price that is not a number", () => {
    const feed = parseFeed(feedJson([feedRow({ "Precio Gasoleo A": "1,4x9" })]));
    expect(feed.rejected.byReason).toEqual({ price_unparseable: 1 });
  });

  it("counts every rejection of a mixed feed by reason", () => {
    const feed = parseFeed(feedJson([
      feedRow({ IDEESS: "1", Latitud: "0", "Longitud (WGS84)": "0" }),
      feedRow({ IDEESS: "2", Latitud: "48,85", "Longitud (WGS84)": "2,35" }),
      feedRow({ IDEESS: "3", "Precio Gasoleo A": "0", "Precio Gasolina 95 E5": "7,1" }),
      feedRow({ IDEESS: "4" }),
    ]));
    expect(feed.stations.map((s) => s.id)).toEqual(["3", "4"]);
    expect(feed.rejected).toEqual({
      count: 4,
      byReason: { coordinates_zero: 1, coordinates_outside_spain: 1, price_not_positive: 1, price_above_max: 1 },
    });
  });

  it("ignores a price field the catalogue does not know and reports its name", () => {
    const feed = parseFeed(feedJson([feedRow({ "Precio Queroseno": "1,100" })]));
    expect(feed.stations[0]?.prices).toEqual({ gasoleoA: 1.419, gasolina95: 1.519 });
    expect(feed.unknownPriceFields).toEqual(["Precio Queroseno"]);
  });
});

describe("parseFeed on documents that cannot be trusted", () => {
  const valid = feedJson(feedRows(20));

  it("throws invalid_json on a truncated document", () => {
    expect(feedErrorCode(() => parseFeed(valid.slice(0, valid.length / 2)))).toBe("invalid_json");
  });

  it("throws invalid_json on an HTML error page", () => {
    expect(feedErrorCode(() => parseFeed("<html><body>Service Unavailable</body></html>"))).toBe("invalid_json");
  });

  it("throws missing_list when ListaEESSPrecio is absent", () => {
    expect(feedErrorCode(() => parseFeed(JSON.stringify({ Fecha: "27/09/2025 18:05:47", ResultadoConsulta: "Error" })))).toBe("missing_list");
  });

  it("throws empty_feed when the list is empty", () => {
    expect(feedErrorCode(() => parseFeed(feedJson([])))).toBe("empty_feed");
  });

  it("throws bad_fecha when Fecha cannot be read", () => {
    expect(feedErrorCode(() => parseFeed(feedJson(feedRows(1), "2025-09-27T18:05:47")))).toBe("bad_fecha");
  });

  it("throws too_few_stations below the minimum it is given", () => {
    expect(feedErrorCode(() => parseFeed(valid, { minStations: 21 }))).toBe("too_few_stations");
    expect(parseFeed(valid, { minStations: 20 }).stations).toHaveLength(20);
  });

  it("parses bytes as UTF-8", () => {
    const feed = parseFeed(new TextEncoder().encode(feedJson([feedRow({ "Rótulo": "GASOLINERA ÀÉÑ" })])));
    expect(feed.stations[0]?.rotulo).toBe("GASOLINERA ÀÉÑ");
  });
});

describe("parseFeed addresses", () => {
  it("gives addresses without the separators the feed leaves empty", () => {
    const feed = parseFeed(Buffer.from(feedJson([feedRow({ IDEESS: "1", "Dirección": "CALLE JOSE PAULETE, " }), feedRow({ IDEESS: "2", "Dirección": "CALLE CALA BLANCA,, 9" })])));
    expect(feed.stations.map((s) => s.direccion)).toEqual(["CALLE JOSE PAULETE", "CALLE CALA BLANCA, 9"]);
  });
});
