// Every product of the fuel catalogue is searchable through the API: for each product the
// real Barcelona and Zaragoza files sell, POST /api/gasolinaeco/search with its catalogue key answers
// exactly the file's public stations selling it within the radius, at the file's prices. The expected
// set is read from the raw Ministry JSON here, not through our parser. On both databases.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StationResult } from "../../../src/domain/contract/stations.ts";
import { FUEL_PRODUCTS, type FuelKey } from "../../../src/domain/fuels.ts";
import { haversineKm } from "../../../src/domain/geo.ts";
import { isPlausiblePrice, median } from "../../../src/domain/price-plausibility.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { searchTimestamp } from "../../../src/domain/search-timestamp.ts";
import { decodeSnapshot, searchSnapshot, type NationalSnapshot } from "../../../src/domain/snapshot.ts";

type RawStation = Record<string, string>;

const decimal = (text: string | undefined) => (text ? Number(text.replace(",", ".")) : 0);

/** The file's rows: id, place, sale type and every product's price by catalogue key. */
function rawStations(file: string) {
  const rows = (JSON.parse(readFileSync(file, "utf8")) as { ListaEESSPrecio: RawStation[] }).ListaEESSPrecio;
  return rows.map((row) => ({
    id: row["IDEESS"]!,
    latitud: decimal(row["Latitud"]),
    longitud: decimal(row["Longitud (WGS84)"]),
    members: row["Tipo Venta"] === "R",
    prices: new Map(FUEL_PRODUCTS.map((p) => [p.key as FuelKey, Math.max(0, ...p.feedFields.map((f) => decimal(row[f])))])),
  }));
}

const FILES = [
  { name: "Barcelona", file: FEED_FILES.barcelona, centre: { latitud: 41.387, longitud: 2.17 } },
  { name: "Zaragoza", file: FEED_FILES.zaragoza, centre: { latitud: 41.6488, longitud: -0.8891 } },
];
const RADIUS_KM = 50;

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("every product searchable ($name)", (kind) => {
  // Every test here only searches: one app per file, shared by the blocks that search that file.
  const apps = new Map<string, ReturnType<typeof buildStationTestApp>>();
  const appOf = (file: string) => {
    if (!apps.has(file)) apps.set(file, buildStationTestApp(kind, [file]));
    return apps.get(file)!;
  };
  afterAll(async () => {
    for (const app of apps.values()) await (await app).dispose();
  });

  describe.each(FILES)("$name file", ({ file, centre }) => {
    let t: Awaited<ReturnType<typeof buildStationTestApp>>;
    const raw = hasSharedData ? rawStations(file) : [];
    const sold = FUEL_PRODUCTS.map((p) => p.key as FuelKey).filter((key) => raw.some((s) => s.prices.get(key)! > 0));

    beforeAll(async () => {
      t = await appOf(file);
    });

    /** The public stations within the radius selling `key` at a trusted price: id → price. */
    function expected(key: FuelKey): Map<string, number> {
      const selling = raw.filter((s) => !s.members && s.prices.get(key)! > 0);
      const provinceMedian = median(selling.map((s) => s.prices.get(key)!).filter((p) => isPlausiblePrice(p, null, key)));
      return new Map(
        selling
          .filter((s) => isPlausiblePrice(s.prices.get(key)!, provinceMedian, key))
          .filter((s) => haversineKm(centre.latitud, centre.longitud, s.latitud, s.longitud) <= RADIUS_KM)
          .map((s) => [s.id, s.prices.get(key)!]),
      );
    }

    it("sells several products beyond the four the app used to search", () => {
      expect(sold.length).toBeGreaterThan(8);
      expect(sold).toEqual(expect.arrayContaining(["glp", "dieselRenovable", "adblue"]));
    });

    it("answers each product's catalogue key with exactly the file's public stations and prices", async () => {
      for (const key of sold) {
        const { status, body } = await t.post<StationResult[]>("/api/gasolinaeco/search", { distancia: RADIUS_KM, producto: key, ...centre });
        expect(status, key).toBe(200);
        const answered = new Map(body.entity.map((s) => [s.id, s.precio]));
        expect(answered, key).toEqual(expected(key));
        const prices = body.entity.map((s) => s.precio);
        expect(prices, `${key} cheapest first`).toEqual([...prices].sort((a, b) => a - b));
      }
    });

    it("keeps the short codes 95, 98 and diesel as the same search as their keys", async () => {
      for (const [code, key] of [["95", "gasolina95"], ["98", "gasolina98"], ["diesel", "gasoleoA"]] as const) {
        const short = await t.post<StationResult[]>("/api/gasolinaeco/search", { distancia: 10, producto: code, ...centre });
        const long = await t.post<StationResult[]>("/api/gasolinaeco/search", { distancia: 10, producto: key, ...centre });
        expect(long.body.entity, key).toEqual(short.body.entity);
        expect(short.body.entity.length).toBeGreaterThan(0);
      }
    });
  });

  describe("members-only stations (Zaragoza file: 42 of 272 sell only to their members)", () => {
    let t: Awaited<ReturnType<typeof buildStationTestApp>>;
    const raw = hasSharedData ? rawStations(FEED_FILES.zaragoza) : [];
    const centre = { latitud: 41.6488, longitud: -0.8891 };
    const membersOnlyIds = new Set(raw.filter((s) => s.members).map((s) => s.id));
    beforeAll(async () => {
      t = await appOf(FEED_FILES.zaragoza);
    });

    const search = (extra: Record<string, unknown>) =>
      t.post<StationResult[]>("/api/gasolinaeco/search", { distancia: RADIUS_KM, producto: "diesel", ...centre, ...extra });

    it("leaves them out unless asked, and venta 'todas' adds exactly them, each marked ventaRestringida", async () => {
      const publicOnly = (await search({})).body.entity;
      expect(publicOnly.some((s) => membersOnlyIds.has(s.id) || s.ventaRestringida)).toBe(false);
      expect((await search({ venta: "publica" })).body.entity).toEqual(publicOnly);

      const { status, body } = await search({ venta: "todas" });
      expect(status).toBe(200);
      const added = body.entity.filter((s) => !publicOnly.some((p) => p.id === s.id));
      const expectedAdded = raw.filter((s) => s.members && s.prices.get("gasoleoA")! > 0
        && haversineKm(centre.latitud, centre.longitud, s.latitud, s.longitud) <= RADIUS_KM).map((s) => s.id);
      expect(added.map((s) => s.id).sort()).toEqual(expectedAdded.sort());
      expect(added.length).toBeGreaterThan(5);
      expect(added.every((s) => s.ventaRestringida === true)).toBe(true);
      expect(body.entity.filter((s) => !membersOnlyIds.has(s.id)).every((s) => s.ventaRestringida === undefined)).toBe(true);
      const prices = body.entity.map((s) => s.precio);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it("answers the route search the same way", async () => {
      const box = { minLat: 41.3, maxLat: 41.9, minLon: -1.4, maxLon: -0.4 };
      const route = (extra: Record<string, unknown>) =>
        t.post<StationResult[]>("/api/gasolinaeco/searchruta", { combustible: "diesel", ...box, ...centre, ...extra });
      const publicOnly = (await route({})).body.entity;
      expect(publicOnly.length).toBeGreaterThan(10);
      expect(publicOnly.some((s) => membersOnlyIds.has(s.id))).toBe(false);
      const all = (await route({ venta: "todas" })).body.entity;
      const members = all.filter((s) => membersOnlyIds.has(s.id));
      expect(members.length).toBeGreaterThan(0);
      expect(members.every((s) => s.ventaRestringida === true)).toBe(true);
    });

    it("refuses an unknown sale scope in Spanish and changes nothing", async () => {
      const { status, body } = await search({ venta: "socios" });
      expect(status).toBe(400);
      expect(body.message).toBe('venta debe ser "publica" o "todas"');
    });

    it("carries them marked in the snapshot, whose offline search answers both scopes as the server does", async () => {
      const res = await t.app.request("/api/gasolinaeco/snapshot");
      const local = decodeSnapshot(((await res.json()) as { entity: NationalSnapshot }).entity);
      expect(local.count).toBe(raw.length);
      const at = new Date("2025-09-13T10:00:00Z");
      for (const venta of ["publica", "todas"] as const) {
        const offline = searchSnapshot(local, { producto: "diesel", distancia: RADIUS_KM, ...centre, at, venta });
        const online = (await search({ venta, timestamp: searchTimestamp(at.getTime(), -120) /* Zaragoza in September: UTC+2 */ })).body.entity;
        // The snapshot carries no price dates; everything else is the same answer.
        expect(offline, venta).toEqual(online.map(({ desde: _, ...rest }) => rest));
        expect(offline.filter((s) => s.ventaRestringida).length > 0, venta).toBe(venta === "todas");
      }
    });
  });

  it("refuses an unknown product with a Spanish message naming the accepted ones", async () => {
    // Refused before any station is looked at: the shared app serves as well as an empty one.
    const t = await appOf(FEED_FILES.barcelona);
    const { status, body } = await t.post("/api/gasolinaeco/search", { distancia: 5, producto: "gasoil", latitud: 41.38, longitud: 2.17 });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^producto debe ser uno de: .*\b95\b.*\bglp\b.*\bgnc\b.*\badblue\b/);
  });
});
