// getlastupdate tells what the searches give: the run the in-memory index was loaded from. Right after
// a new ingest commits, the index takes a moment to reload; until then the previous run is reported.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileSource, runFeed } from "../../../server/feed/run-feed.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

type LastUpdate = { fecha: string | null; ingestado: string | null; estaciones: number; ultimoFallo: { fecha: string; motivo: string } | null };

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("getlastupdate follows the served index ($name)", (kind) => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  beforeAll(async () => { t = await buildStationTestApp(kind, [FEED_FILES.zaragoza]); });
  afterAll(() => t.dispose());

  it("reports a newer run only once the index serves it", async () => {
    const before = (await t.get<LastUpdate>("/api/gasolinaeco/getlastupdate")).body.entity;
    expect(before.estaciones).toBe(272);

    await runFeed(t.db, fileSource(FEED_FILES.barcelona));
    expect((await t.get<LastUpdate>("/api/gasolinaeco/getlastupdate")).body.entity).toEqual(before);

    await t.catalog.reload();
    const after = (await t.get<LastUpdate>("/api/gasolinaeco/getlastupdate")).body.entity;
    expect(after.fecha).not.toBe(before.fecha);
    expect(after.estaciones).toBeGreaterThan(272);
    const barcelona = await t.post<unknown[]>("/api/gasolinaeco/search", { distancia: 5, producto: "diesel", latitud: "41.3874", longitud: "2.1686" });
    expect(barcelona.body.entity.length).toBeGreaterThan(10);
  });

  it("reports no data on a server that has not loaded any", async () => {
    const empty = await buildStationTestApp(kind, []);
    try {
      expect((await empty.get<LastUpdate>("/api/gasolinaeco/getlastupdate")).body.entity).toEqual({ fecha: null, ingestado: null, estaciones: 0, ultimoFallo: null, desactualizado: false, preciosDudosos: 0, avisosPendientes: 0, avisoMasAntiguoS: null, historiaDias: 0 });
    } finally {
      await empty.dispose();
    }
  });

  it("reports the last failed refresh and its reason beside the run it serves", async () => {
    const broken = await buildStationTestApp(kind, [FEED_FILES.zaragoza]);
    try {
      await runFeed(broken.db, fileSource("/nonexistent/feed.json")).catch(() => undefined);
      const [failed] = await broken.db.query<{ error: string }>("select error from feed_runs where outcome = 'failed'");
      const entity = (await broken.get<LastUpdate>("/api/gasolinaeco/getlastupdate")).body.entity;
      expect(entity.estaciones).toBe(272);
      expect(entity.ultimoFallo?.motivo).toBe(failed!.error);
      expect(entity.ultimoFallo?.motivo).toContain("/nonexistent/feed.json");
      expect(Date.parse(entity.ultimoFallo!.fecha)).toBeGreaterThan(Date.parse(entity.ingestado!));
    } finally {
      await broken.dispose();
    }
  });
});
