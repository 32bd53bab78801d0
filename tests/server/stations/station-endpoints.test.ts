// searchstation, getlastupdate, historico, the two reports and obtenerconfig on the real Zaragoza
// feed, on both databases.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StationInfo } from "../../../src/domain/contract/stations.ts";
import { runFeed, fileSource } from "../../../server/feed/run-feed.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";

type Averages = { mediaDiesel: number; media95: number; media98: number; mediaGLP: number };

/** The Zaragoza feed of 13/09/2025 with station 1426's diesel changed and a later Fecha. */
async function writeNextDayFeed(dir: string): Promise<string> {
  const feed = JSON.parse(await readFile(FEED_FILES.zaragoza, "utf8")) as { Fecha: string; ListaEESSPrecio: Record<string, string>[] };
  feed.Fecha = "14/09/2025 9:00:00";
  const station = feed.ListaEESSPrecio.find((s) => s.IDEESS === "1426")!;
  station["Precio Gasoleo A"] = "1,459";
  const file = path.join(dir, "zaragoza-next-day.json");
  await writeFile(file, JSON.stringify(feed));
  return file;
}

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("station endpoints ($name)", (kind) => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-feed-"));
    t = await buildStationTestApp(kind, [FEED_FILES.zaragoza], () => new Date("2025-09-20T10:00:00Z"));
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("answers searchstation with the SPEC fields and every product the station sells", async () => {
    const { status, body } = await t.post<StationInfo>("/api/gasolinaeco/searchstation", { id: "1426" });
    expect(status).toBe(200);
    expect(body.entity).toMatchObject({
      rotulo: "REPSOL", bandera: "repsol", direccion: "CALLE CARRERA DE CABALLOS, 74", cp: "50630", localidad: "ALAGON",
      horario: "L-S: 08:00-20:00; D: 08:00-14:00", gps: { latitud: 41.766806, longitud: -1.1265 },
      precio_gasoleoA: 1.489, precio_gasolina95: 1.519, precio_gasolina98: 0, precio_GLP: 0,
    });
    expect(body.entity.productos).toMatchObject([
      { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.489, dudoso: null },
      { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.519, dudoso: null },
      { producto: "dieselRenovable", nombre: "Diésel renovable", precio: 1.579, dudoso: null },
    ]);
  });

  it("dates the station's prices with the Fecha of the feed they came from", async () => {
    const { body } = await t.post<StationInfo>("/api/gasolinaeco/searchstation", { id: "1426" });
    expect(body.entity.actualizado).toBe("2025-09-13T00:46:36.000Z");
  });

  it("answers 404 with a Spanish message for an unknown station", async () => {
    const { status, body } = await t.post("/api/gasolinaeco/searchstation", { id: "99999999" });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: "Estación no encontrada" });
  });

  it("answers 400 for a station id that is not a number", async () => {
    const { status, body } = await t.post("/api/gasolinaeco/searchstation", { id: "1426; drop table stations" });
    expect(status).toBe(400);
    expect(body.message).toBe("id de estación no válido");
  });

  it("reports the last good run with the feed's Fecha and its station count", async () => {
    const { body } = await t.get<{ fecha: string; ingestado: string; estaciones: number }>("/api/gasolinaeco/getlastupdate");
    expect(body.entity.fecha).toBe("2025-09-13T00:46:36.000Z"); // 13/09/2025 2:46:36 Madrid summer time
    expect(body.entity.estaciones).toBe(272);
    expect(Date.parse(body.entity.ingestado)).not.toBeNaN();
  });

  it("averages the province's public prices as computed by hand from the file", async () => {
    const { body } = await t.post<(Averages & { provincia: string })[]>("/api/reporting/informemediaprovinciaproducto", {});
    expect(body.entity).toEqual([{
      provincia: "ZARAGOZA", mediaDiesel: 1.435, media95: 1.485, media98: 1.667, mediaGLP: 0.922,
      // Every other product the file sells, averaged by hand from its public stations.
      otros: { gasoleoPremium: 1.516, gasoleoB: 1.069, gasolina95Premium: 1.618, gnc: 1.229, gnl: 1.181, biodiesel: 1.59, dieselRenovable: 1.593, adblue: 0.732 },
    }]);
  });

  it("averages by brand with 'none' for unbranded stations and MOEVE counted as cepsa", async () => {
    const { body } = await t.post<(Averages & { bandera: string })[]>("/api/reporting/informemediabanderaproducto", {});
    const brands = body.entity.map((r) => r.bandera);
    expect(brands).toEqual([...brands].sort());
    expect(brands).toEqual(expect.arrayContaining(["repsol", "cepsa", "none"]));
    expect(brands).not.toContain("moeve");
    const repsol = body.entity.find((r) => r.bandera === "repsol")!;
    expect(repsol.mediaDiesel).toBeGreaterThan(1.3);
    expect(repsol.mediaDiesel).toBeLessThan(1.6);
  });

  it("keeps one history row per price at first ingest and adds one when a price changes", async () => {
    const before = await t.get<{ producto: string; precio: number; desde: string }[]>("/api/gasolinaeco/historico/1426?dias=30");
    expect(before.body.entity.filter((p) => p.producto === "gasoleoA")).toEqual([
      { producto: "gasoleoA", precio: 1.489, desde: "2025-09-13T00:46:36.000Z" },
    ]);
    await runFeed(t.db, fileSource(await writeNextDayFeed(dir)));
    const after = await t.get<{ producto: string; precio: number; desde: string }[]>("/api/gasolinaeco/historico/1426?dias=30");
    expect(after.body.entity.filter((p) => p.producto === "gasoleoA").map((p) => p.precio)).toEqual([1.489, 1.459]);
    expect(after.body.entity.filter((p) => p.producto === "gasolina95")).toHaveLength(1);
  });

  it("answers 400 to a history window over 365 days", async () => {
    const { status, body } = await t.get("/api/gasolinaeco/historico/1426?dias=400");
    expect(status).toBe(400);
    expect(body.message).toContain("dias máximo 365");
  });

  it("serves the public configuration without any secret", async () => {
    const res = await t.app.request("/api/configuracion/obtenerconfig", { method: "POST", headers: { "content-type": "application/json" }, body: "" });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text).entity).toMatchObject({ version: "1.0.0", production: true });
    expect(text).not.toContain("station-tests-secret");
    expect(text.toLowerCase()).not.toMatch(/secret|password|jwt/);
  });
});
