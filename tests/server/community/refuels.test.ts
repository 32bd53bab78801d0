import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, seedStations, STATIONS, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

// About the refuels kept with an account, not the password hash: a cheaper argon2id for their sign-ups and logins
// (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

type Refuel = { externalID: string; combustible: string; distancia: number; fecha: string; precioRepostaje: number; precioActual: number };
const SOL = { latitud: "40.4169", longitud: "-3.7035" };

describe.each(TEST_DB_KINDS)("refuels ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  const EMAIL = "repostaje@example.es";
  let token = "";
  const go = (externalID: string, combustible: string, bearer = token, userlogin = EMAIL) =>
    api.post("/api/users/sendnavigateuser", { userlogin, externalID, combustible }, { token: bearer });
  const list = async (at = SOL, bearer = token) =>
    (await api.post<Refuel[]>("/api/users/obtenerultimosrepostajes", at, { token: bearer })).body.entity;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
  });
  afterAll(async () => { await t.dispose(); });

  it("keeps the price of the moment and shows today's price beside it", async () => {
    token = await t.signUp(EMAIL);
    await go("1003", "glp");
    await seedStations(t.db, [{ ...STATIONS[2]!, prices: { glp: 0.949 } }]);
    await t.ctx.catalog.reload();
    const [refuel] = await list();
    expect(refuel).toMatchObject({ externalID: "1003", combustible: "glp", precioRepostaje: 0.899, precioActual: 0.949 });
  });

  it("lists the nearest station first and, at the same station, the newest refuel first", async () => {
    const me = await t.signUp("orden@example.es");
    await go("1002", "95", me, "orden@example.es");
    t.clock.advance(3_600_000);
    await go("1001", "95", me, "orden@example.es");
    t.clock.advance(3_600_000);
    await go("1001", "diesel", me, "orden@example.es");
    const entries = await list(SOL, me);
    expect(entries.map((r) => `${r.externalID}/${r.combustible}`)).toEqual(["1001/diesel", "1001/95", "1002/95"]);
  });

  it("counts pressing 'go' twice within half an hour as one refuel", async () => {
    const me = await t.signUp("doble@example.es");
    await go("1001", "95", me, "doble@example.es");
    t.clock.advance(10 * 60_000);
    await go("1001", "95", me, "doble@example.es");
    const entries = await list(SOL, me);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.fecha).toBe(t.clock.now.toISOString());
  });

  it("leaves out refuels more than 50 km from the point", async () => {
    const me = await t.signUp("lejos@example.es");
    await go("2001", "diesel", me, "lejos@example.es");
    expect(await list(SOL, me)).toEqual([]);
  });

  it("gives each refuel's distance from the point in km", async () => {
    const me = await t.signUp("distancia@example.es");
    await go("2001", "diesel", me, "distancia@example.es");
    const [entry] = await list({ latitud: "41.3851", longitud: "2.1734" }, me);
    expect(entry!.distancia).toBeGreaterThan(2);
    expect(entry!.distancia).toBeLessThan(2.5);
  });

  it("accepts the userlogin in any case and with spaces around it", async () => {
    const me = await t.signUp("mayus@example.es");
    expect((await go("1001", "95", me, "  MAYUS@example.ES ")).status).toBe(200);
  });

  it("answers 404 to a station that does not exist", async () => {
    expect((await go("424242", "95")).status).toBe(404);
  });

  it("answers 400 to a fuel the station does not sell", async () => {
    expect((await go("1002", "glp")).status).toBe(400);
  });

  it("answers 400 to an unknown fuel code", async () => {
    expect((await go("1001", "queroseno")).status).toBe(400);
  });
});
