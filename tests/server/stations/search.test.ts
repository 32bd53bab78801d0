// POST /api/gasolinaeco/search on the real Barcelona and national feeds, on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StationResult } from "../../../src/domain/contract/stations.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { isPublicStation } from "../../../src/domain/public-station.ts";

/** SPEC §3: the client sends its local wall clock in ms (local time written as if it were UTC). */
const wallClock = (y: number, m: number, d: number, h: number, min: number) => String(Date.UTC(y, m - 1, d, h, min));

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("station search ($name)", (kind) => {
  // Barcelona alone for exact counts; the national file for the opening-hours cases elsewhere.
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  let national: Awaited<ReturnType<typeof buildStationTestApp>>;
  beforeAll(async () => {
    t = await buildStationTestApp(kind, [FEED_FILES.barcelona]);
    national = await buildStationTestApp(kind, [FEED_FILES.national20260415]);
  });
  afterAll(async () => {
    await t.dispose();
    await national.dispose();
  });

  const search = (body: Record<string, unknown>) => t.post<StationResult[]>("/api/gasolinaeco/search", body);
  const searchNational = (body: Record<string, unknown>) => national.post<StationResult[]>("/api/gasolinaeco/search", body);

  it("finds Ballenoil 1783 as the cheapest diesel within 5 km of Plaça de Catalunya", async () => {
    const { status, body } = await search({ distancia: 5, producto: "diesel", latitud: "41.3870", longitud: "2.1701" });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.entity[0]).toMatchObject({ id: "1783", rotulo: "BALLENOIL", precio: 1.215, bandera: "ballenoil", pais: "ES" });
    expect(body.entity[0]?.km).toBeCloseTo(3.347, 2);
  });

  it("returns every public diesel station within 5 km and none farther, cheapest first", async () => {
    const { body } = await search({ distancia: 5, producto: "diesel", latitud: "41.3870", longitud: "2.1701" });
    expect(body.entity).toHaveLength(52);
    expect(body.entity.every((s) => s.km <= 5)).toBe(true);
    const prices = body.entity.map((s) => s.precio);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("bands prices against the mean of min and mean and of mean and max", async () => {
    const { body } = await search({ distancia: 5, producto: "diesel", latitud: "41.3870", longitud: "2.1701" });
    // min 1.215, mean 1.43773, max 1.539: low below 1.32637, medium below 1.48837.
    for (const s of body.entity) expect(s.pricerange).toBe(s.precio < 1.32637 ? 0 : s.precio < 1.48837 ? 1 : 2);
  });

  it("accepts coordinates with a decimal comma, as text", async () => {
    const { body } = await search({ distancia: 5, producto: "diesel", latitud: "41,3870", longitud: "2,1701" });
    expect(body.entity[0]?.id).toBe("1783");
  });

  it("marks a station with L-V: 07:00-22:00; S: 08:00-14:00 closed on a Saturday at 15:00", async () => {
    const { body } = await searchNational({ distancia: 1, producto: "diesel", latitud: "43.419", longitud: "-5.82075", timestamp: wallClock(2026, 4, 18, 15, 0) });
    expect(body.entity.find((s) => s.id === "869")).toMatchObject({ horario: "L-V: 07:00-22:00; S: 08:00-14:00", open: false });
  });

  it("marks the same station open on a Saturday at 13:00", async () => {
    const { body } = await searchNational({ distancia: 1, producto: "diesel", latitud: "43.419", longitud: "-5.82075", timestamp: wallClock(2026, 4, 18, 13, 0) });
    expect(body.entity.find((s) => s.id === "869")?.open).toBe(true);
  });

  it("marks a station with L-D: 06:00-02:00 open at 01:30", async () => {
    const { body } = await searchNational({ distancia: 1, producto: "diesel", latitud: "40.343194", longitud: "-3.757722", timestamp: wallClock(2026, 4, 16, 1, 30) });
    expect(body.entity.find((s) => s.id === "14664")).toMatchObject({ horario: "L-D: 06:00-02:00", open: true });
  });

  it("marks the same station closed at 03:00", async () => {
    const { body } = await searchNational({ distancia: 1, producto: "diesel", latitud: "40.343194", longitud: "-3.757722", timestamp: wallClock(2026, 4, 16, 3, 0) });
    expect(body.entity.find((s) => s.id === "14664")?.open).toBe(false);
  });

  it("leaves members-only stations out", async () => {
    const membersOnly = t.catalog.current.stations.filter((s) => !isPublicStation(s) && s.prices.gasoleoA);
    expect(membersOnly.length).toBeGreaterThan(0);
    const target = membersOnly[0]!;
    const { body } = await search({ distancia: 1, producto: "diesel", latitud: String(target.latitud), longitud: String(target.longitud) });
    expect(body.entity.map((s) => s.id)).not.toContain(target.id);
  });

  it.each([
    [{ distancia: 0, producto: "diesel", latitud: "41.38", longitud: "2.17" }, "distancia mínima 1 km"],
    [{ distancia: 51, producto: "diesel", latitud: "41.38", longitud: "2.17" }, "distancia máxima 50 km"],
    [{ distancia: 5, producto: "gasoil", latitud: "41.38", longitud: "2.17" }, "producto debe ser uno de"],
    [{ distancia: 5, producto: "diesel", latitud: "norte", longitud: "2.17" }, "latitud"],
    [{ distancia: 5, producto: "diesel", longitud: "2.17" }, "latitud"],
  ])("answers 400 with a Spanish message to %j", async (body, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await t.app.request("/api/gasolinaeco/search", { method: "POST", headers: { "content-type": "application/json" }, body: "{distancia:" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("El cuerpo de la petición no es JSON válido");
  });
});
