// GET /api/gasolinaeco/kiosko/:id on the real Barcelona feed: the station's own prices and its
// cheapest competitors within 5 km for each fuel it sells.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KioskBoard } from "../../../src/domain/contract/kiosk.ts";
import { haversineKm } from "../../../src/domain/geo.ts";
import type { NationalSnapshot } from "../../../src/domain/snapshot.ts";
import { kioskBoardFromSnapshot } from "../../../src/offline/kiosk-from-snapshot.ts";
import { kioskBoard } from "../../../server/stations/kiosk-board.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { isPublicStation } from "../../../src/domain/public-station.ts";

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("kiosk board endpoint ($name)", (kind) => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  beforeAll(async () => {
    t = await buildStationTestApp(kind, [FEED_FILES.barcelona]);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const board = (id: string) => t.get<KioskBoard>(`/api/gasolinaeco/kiosko/${id}`);

  it("is what a kiosk with no signal builds from the snapshot: same competitors, same prices of every product", async () => {
    const snapshot = ((await (await t.app.request("/api/gasolinaeco/snapshot")).json()) as { entity: NationalSnapshot }).entity;
    const at = new Date(t.catalog.current.feedFecha!.getTime() + 3_600_000);
    const ids = [...t.catalog.current.byId.keys()].filter((_, k) => k % 25 === 0).slice(0, 10);
    for (const id of ids) {
      const station = t.catalog.current.byId.get(id)!;
      if (!isPublicStation(station)) continue;
      const served = kioskBoard(t.catalog.current, station, at, t.catalog.current.feedFecha);
      const offline = kioskBoardFromSnapshot(snapshot, id, at)!;
      expect(offline.competidores, id).toEqual(served.competidores);
      // The snapshot carries the trusted prices, not their history: the offline board shows them
      // without `desde`, and leaves out a price the plausibility rule sets aside.
      const plain = served.estacion.productos.filter((p) => !p.dudoso).map(({ producto, nombre, precio }) => ({ producto, nombre, precio }));
      expect(offline.estacion.productos, id).toEqual(plain);
      expect(offline.estacion.open, id).toBe(served.estacion.open);
      expect(offline.actualizado).toBe(served.actualizado);
    }
  });

  it("shows every fuel the station sells with its price", async () => {
    const { status, body } = await board("1783");
    expect(status).toBe(200);
    const station = t.catalog.current.byId.get("1783")!;
    expect(body.entity.estacion.productos.map((p) => p.producto).sort()).toEqual(Object.keys(station.prices).sort());
    expect(body.entity.estacion).toMatchObject({ rotulo: "BALLENOIL", bandera: "ballenoil" });
  });

  it("lists up to five diesel competitors, cheapest first, all within 5 km", async () => {
    const { body } = await board("1783");
    const diesel = body.entity.competidores.find((c) => c.producto === "diesel")!;
    const station = t.catalog.current.byId.get("1783")!;
    expect(diesel.estaciones).toHaveLength(5);
    expect(diesel.estaciones.map((s) => s.precio)).toEqual([...diesel.estaciones.map((s) => s.precio)].sort((a, b) => a - b));
    for (const s of diesel.estaciones) {
      const other = t.catalog.current.byId.get(s.id)!;
      expect(haversineKm(station.latitud, station.longitud, other.latitud, other.longitud)).toBeLessThanOrEqual(5);
    }
  });

  it("never lists the station among its own competitors", async () => {
    const { body } = await board("1783");
    expect(body.entity.competidores.flatMap((c) => c.estaciones).some((s) => s.id === "1783")).toBe(false);
  });

  it("says when the prices were published by the Ministry", async () => {
    const { body } = await board("1783");
    const { body: last } = await t.get<{ fecha: string }>("/api/gasolinaeco/getlastupdate");
    expect(body.entity.actualizado).toBe(last.entity.fecha);
  });

  it("answers 404 with a Spanish message for an unknown station", async () => {
    const { status, body } = await board("999999");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: "Estación no encontrada" });
  });

  it("answers 400 to an id that is not a station id", async () => {
    expect((await board("abc")).status).toBe(400);
  });
});
