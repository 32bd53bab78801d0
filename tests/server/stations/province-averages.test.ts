// The average-price reports, computed from the in-memory index: Spanish order, the same figures the
// database computed (checked against its SQL on the national file), members-only stations left out,
// and built once per index.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStationIndex } from "../../../server/stations/station-index.ts";
import { buildPriceReports, priceReports } from "../../../server/stations/province-averages.ts";
import type { Station } from "../../../server/feed/station.ts";
import { runFeed, fileSource } from "../../../server/feed/run-feed.ts";
import { createStationCatalog } from "../../../server/stations/station-catalog.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

function station(overrides: Partial<Station>): Station {
  return {
    id: "1", rotulo: "REPSOL", bandera: "repsol", direccion: "CALLE MAYOR, 1", localidad: "X", municipio: "X",
    provincia: "MADRID", idProvincia: "28", idMunicipio: "1", idCcaa: "13", cp: "28001", horario: "L-D: 24H",
    latitud: 40.4, longitud: -3.7, margen: "D", remision: "dm", tipoVenta: "P", pais: "ES",
    prices: { gasoleoA: 1.5 },
    ...overrides,
  };
}

describe("price reports from the index", () => {
  it("lists provinces in Spanish alphabetical order, accented names among their neighbours", () => {
    const names: [string, string][] = [["ZARAGOZA", "50"], ["CUENCA", "16"], ["CÁDIZ", "11"], ["ÁVILA", "05"], ["ALMERÍA", "04"], ["ÁLAVA", "01"], ["LEÓN", "24"], ["LA RIOJA", "26"]];
    const index = buildStationIndex(names.map(([provincia, idProvincia], i) => station({ id: String(i), provincia, idProvincia })));
    expect(buildPriceReports(index).byProvince.map((r) => r.provincia)).toEqual(["ÁLAVA", "ALMERÍA", "ÁVILA", "CÁDIZ", "CUENCA", "LA RIOJA", "LEÓN", "ZARAGOZA"]);
  });

  it("averages to three decimals, rounding half up, and gives 0 for a fuel nobody sells", () => {
    const index = buildStationIndex([
      station({ id: "1", prices: { gasoleoA: 1.459, gasolina95: 1.6 } }),
      station({ id: "2", prices: { gasoleoA: 1.46 } }),
    ]);
    // (1.459 + 1.460) / 2 = 1.4595 → 1.460, a value a float sum can land just under.
    expect(buildPriceReports(index).byProvince).toEqual([{ provincia: "MADRID", mediaDiesel: 1.46, media95: 1.6, media98: 0, mediaGLP: 0, otros: {} }]);
  });

  it("leaves members-only stations out", () => {
    const index = buildStationIndex([
      station({ id: "1", prices: { gasoleoA: 1.4 } }),
      station({ id: "2", tipoVenta: "R", prices: { gasoleoA: 0.9 } }),
      station({ id: "3", tipoVenta: "R", bandera: "cooperativa", prices: { gasoleoA: 0.9 } }),
    ]);
    const reports = buildPriceReports(index);
    expect(reports.byProvince[0]!.mediaDiesel).toBe(1.4);
    expect(reports.byBrand.map((r) => r.bandera)).toEqual(["repsol"]);
  });

  it("builds the reports once per index and again for the next one", () => {
    const first = buildStationIndex([station({})]);
    expect(priceReports(first)).toBe(priceReports(first));
    const next = buildStationIndex([station({ prices: { gasoleoA: 1.2 } })]);
    expect(priceReports(next).byProvince[0]!.mediaDiesel).toBe(1.2);
  });
});

const AVERAGES_SQL = `
  round(coalesce(avg(p.precio) filter (where p.producto = 'gasoleoA'), 0)::numeric, 3)::float8 as "mediaDiesel",
  round(coalesce(avg(p.precio) filter (where p.producto = 'gasolina95'), 0)::numeric, 3)::float8 as "media95",
  round(coalesce(avg(p.precio) filter (where p.producto = 'gasolina98'), 0)::numeric, 3)::float8 as "media98",
  round(coalesce(avg(p.precio) filter (where p.producto = 'glp'), 0)::numeric, 3)::float8 as "mediaGLP"`;

for (const kind of TEST_DB_KINDS) {
  describe.skipIf(!hasSharedData)(`price reports on the national file (${kind.name})`, () => {
    let db: Awaited<ReturnType<typeof kind.create>>;
    beforeAll(async () => {
      db = await kind.create();
      await runFeed(db, fileSource(FEED_FILES.national20260415));
    });
    afterAll(() => db?.dispose());

    it("gives every province and brand the averages the database computes", async () => {
      const catalog = createStationCatalog(db);
      await catalog.reload();
      const reports = buildPriceReports(catalog.current);
      // Implausible prices (price-trust.ts) take no part in the averages.
      const { trust } = catalog.current;
      const setAside = catalog.current.stations.flatMap((s) => Object.keys(s.prices).filter((f) => trust.reasonOf(s, f) !== null).map((f) => `${s.id}|${f}`));
      expect(setAside).toEqual(["15474|gasoleoA"]);
      const trusted = "s.tipo_venta <> 'R' and not (s.id || '|' || p.producto = any($1::text[]))";
      const provinces = await db.query<Record<string, number | string>>(`
        select min(s.provincia) as provincia, ${AVERAGES_SQL}
        from stations s join station_prices p on p.station_id = s.id where ${trusted} group by s.id_provincia`, [setAside]);
      const brands = await db.query<Record<string, number | string>>(`
        select s.bandera as bandera, ${AVERAGES_SQL}
        from stations s join station_prices p on p.station_id = s.id where ${trusted} group by s.bandera`, [setAside]);
      expect(reports.byProvince.length).toBeGreaterThanOrEqual(50);
      // This file sells no product beyond the four columns.
      const withNoOthers = (rows: Record<string, unknown>[]) => rows.map((row) => ({ ...row, otros: {} }));
      expect(new Set(reports.byProvince)).toEqual(new Set(withNoOthers(provinces)));
      expect(new Set(reports.byBrand)).toEqual(new Set(withNoOthers(brands)));
    });
  });

  describe.skipIf(!hasSharedData)(`price reports of every product on the Barcelona file (${kind.name})`, () => {
    let db: Awaited<ReturnType<typeof kind.create>>;
    beforeAll(async () => {
      db = await kind.create();
      await runFeed(db, fileSource(FEED_FILES.barcelona));
    });
    afterAll(() => db?.dispose());

    it("averages every other product the province sells, as the database does", async () => {
      const catalog = createStationCatalog(db);
      await catalog.reload();
      const [province] = buildPriceReports(catalog.current).byProvince;
      const { trust } = catalog.current;
      const setAside = catalog.current.stations.flatMap((s) => Object.keys(s.prices).filter((f) => trust.reasonOf(s, f) !== null).map((f) => `${s.id}|${f}`));
      const rows = await db.query<{ producto: string; media: number }>(`
        select p.producto, round(avg(p.precio)::numeric, 3)::float8 as media
        from stations s join station_prices p on p.station_id = s.id
        where s.tipo_venta <> 'R' and p.precio > 0 and not (s.id || '|' || p.producto = any($1::text[]))
          and p.producto not in ('gasoleoA', 'gasolina95', 'gasolina98', 'glp')
        group by p.producto`, [setAside]);
      expect(rows.length).toBeGreaterThan(5);
      expect(province!.otros).toEqual(Object.fromEntries(rows.map((r) => [r.producto, r.media])));
      expect(province!.otros).toHaveProperty("adblue");
      expect(province!.otros).toHaveProperty("dieselRenovable");
    });
  });
}
