// Prices you can trust on the real Barcelona feed with one absurd price written in (0,300 € diesel at
// station 1736): left out of searches and averages, shown by searchstation with its reason; each
// price dated by its last change; getlastupdate says when the Ministry's prices are over two hours old.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StationInfo, StationResult } from "../../../src/domain/contract/stations.ts";
import { decodeSnapshot, type NationalSnapshot } from "../../../src/domain/snapshot.ts";
import { absurdPriceFeed } from "../../helpers/absurd-price-feed.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

const ABSURD = { stationId: "1736", field: "Precio Gasoleo A", value: "0,300" };
const NEAR_1736 = { distancia: 10, producto: "diesel", latitud: "41.507833", longitud: "1.902972" };

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("prices you can trust ($name)", (kind) => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  let dir: string;
  const clock = { now: new Date("2025-10-06T10:00:00Z") };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-trust-"));
    const first = path.join(dir, "barcelona-absurda.json");
    await writeFile(first, await absurdPriceFeed(FEED_FILES.barcelona, ABSURD));
    // Nine days later only station 1736's 95 changes.
    const later = path.join(dir, "barcelona-06-10.json");
    await writeFile(later, (await absurdPriceFeed(FEED_FILES.barcelona, ABSURD, "6/10/2025 11:30:00")).replace('"Precio Gasolina 95 E5":"1,369"', '"Precio Gasolina 95 E5":"1,359"'));
    t = await buildStationTestApp(kind, [first, later], () => clock.now);
  });
  afterAll(async () => {
    await t?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps the 0,300 € diesel out of the nearby search", async () => {
    const { body } = await t.post<StationResult[]>("/api/gasolinaeco/search", NEAR_1736);
    expect(body.entity.length).toBeGreaterThan(5);
    expect(body.entity.map((s) => s.id)).not.toContain("1736");
    expect(body.entity[0]!.precio).toBeGreaterThan(1);
  });

  it("shows the station's official 0,300 € with the reason it is set aside", async () => {
    const { body } = await t.post<StationInfo>("/api/gasolinaeco/searchstation", { id: "1736" });
    expect(body.entity.precio_gasoleoA).toBe(0.3);
    expect(body.entity.productos.find((p) => p.producto === "gasoleoA")).toMatchObject({ precio: 0.3, dudoso: "fuera_de_rango" });
    expect(body.entity.productos.find((p) => p.producto === "gasolina95")).toMatchObject({ dudoso: null });
  });

  it("dates each price by its last change in the history", async () => {
    const { body } = await t.post<StationInfo>("/api/gasolinaeco/searchstation", { id: "1736" });
    const since = Object.fromEntries(body.entity.productos.map((p) => [p.producto, p.desde]));
    expect(since.gasolina95).toBe("2025-10-06T09:30:00.000Z");
    expect(since.gasoleoA).toBe("2025-09-27T16:05:47.000Z");
  });

  it("dates each search result's price", async () => {
    const { body } = await t.post<StationResult[]>("/api/gasolinaeco/search", { ...NEAR_1736, producto: "95" });
    expect(body.entity.find((s) => s.id === "1736")?.desde).toBe("2025-10-06T09:30:00.000Z");
  });

  it("leaves the absurd price out of the offline snapshot, so the device's search ranks what the server's does", async () => {
    const { body } = await t.get<NationalSnapshot>("/api/gasolinaeco/snapshot");
    const index = decodeSnapshot(body.entity);
    const at = index.indexOf("1736");
    expect([index.priceOf("diesel", at), index.priceOf("95", at)]).toEqual([0, 1.359]);
  });

  it("leaves the absurd price out of Barcelona's diesel average", async () => {
    const { body } = await t.post<{ provincia: string; mediaDiesel: number }[]>("/api/reporting/informemediaprovinciaproducto", {});
    const [row] = await t.db.query<{ avg: number }>(
      "select round(avg(precio)::numeric, 3)::float8 as avg from station_prices p join stations s on s.id = p.station_id where producto = 'gasoleoA' and s.tipo_venta <> 'R' and station_id <> '1736'");
    expect(body.entity.find((r) => r.provincia === "BARCELONA")?.mediaDiesel).toBe(row!.avg);
  });

  it("counts the set-aside prices and says the prices are stale over two hours after their Fecha", async () => {
    clock.now = new Date("2025-10-06T11:29:00Z");
    const fresh = (await t.get<{ desactualizado: boolean; preciosDudosos: number }>("/api/gasolinaeco/getlastupdate")).body.entity;
    clock.now = new Date("2025-10-06T11:31:00Z");
    const stale = (await t.get<{ desactualizado: boolean }>("/api/gasolinaeco/getlastupdate")).body.entity;
    expect([fresh.desactualizado, stale.desactualizado, fresh.preciosDudosos]).toEqual([false, true, 1]);
  });
});
