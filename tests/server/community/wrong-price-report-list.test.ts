// The operator's list of price reports under a flood, on each test database: every pending report
// can be reached page by page, grouped by station with the newest first and counted, and reports from
// accounts whose address was never validated count (and show) as anonymous.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/community-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import type { PendingPriceReport, ReportsPage, StationReports } from "../../../server/community/wrong-price-reports-repository.ts";

// About the operator's list of price reports, not the password hash: a cheaper argon2id for their sign-ups and logins
// (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

const ADMIN = "token-de-moderacion-de-precios-0123456789";
const JUNK = 220;
const JUNK_STATIONS = 30;

describe.each(TEST_DB_KINDS)("the operator's price-report list under a flood ($name)", (kind) => {
  let t: TestApp;
  const genuineEmail = `genuino-${kind.name}@example.es`;
  const admin = async <T>(path: string) => {
    const res = await t.app.request(path, { headers: { authorization: `Bearer ${ADMIN}` } });
    return { status: res.status, body: (await res.json()) as { message: string; entity: T } };
  };
  const stationsPage = (page: number) => admin<ReportsPage<StationReports>>(`/api/admin/precios?pagina=${page}`);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_TOKEN: ADMIN } });
    // Four accounts nobody validated send 220 reports over 30 stations, in the hour before.
    const junkUsers: string[] = [];
    for (let i = 0; i < 4; i++) {
      await t.signUp(`basura-${i}-${kind.name}@example.es`, { validate: false });
      junkUsers.push((await t.db.query<{ id: string }>("select id from users where email = $1", [`basura-${i}-${kind.name}@example.es`]))[0]!.id);
    }
    const at = (i: number) => new Date(t.clock.now.getTime() - 3600_000 + i * 1000);
    await t.db.query(
      `insert into price_reports (station_id, producto, precio_visto, precio_oficial, comentario, user_id, created_at)
       select u.station_id, 'gasoleoA', 0.999, 1.5, 'basura', u.user_id, u.created_at
         from unnest($1::text[], $2::uuid[], $3::timestamptz[]) as u(station_id, user_id, created_at)`,
      [Array.from({ length: JUNK }, (_, i) => String(9000 + (i % JUNK_STATIONS))), Array.from({ length: JUNK }, (_, i) => junkUsers[i % 4]!),
        Array.from({ length: JUNK }, (_, i) => at(i))]);
    // Then one driver with a validated address reports a real mistake.
    const token = await t.signUp(genuineEmail);
    const api = await t.client();
    const res = await api.post("/api/gasolinaeco/precioincorrecto", { stationid: "1001", producto: "gasoleoA", precio: "1,499", comentario: "El surtidor marca 1,499" }, { token });
    expect(res.status).toBe(200);
  });
  afterAll(async () => { await t.dispose(); });

  it("puts the station of the newest report first, with its counts and the reporter's address", async () => {
    const { body } = await stationsPage(1);
    expect(body.entity.elementos[0]).toMatchObject({ idEstacion: "1001", pendientes: 1, deCuentasValidadas: 1, anonimos: 0 });
    expect(body.entity.elementos[0]!.avisos.map((a) => [a.email, a.comentario])).toEqual([[genuineEmail, "El surtidor marca 1,499"]]);
  });

  it("reaches every pending report page by page, each station once, newest first", async () => {
    const first = await stationsPage(1);
    const groups: StationReports[] = [];
    for (let page = 1; page <= first.body.entity.paginas; page++) groups.push(...(await stationsPage(page)).body.entity.elementos);
    expect(first.body.entity.total).toBe(JUNK_STATIONS + 1);
    expect(groups.map((g) => g.idEstacion)).toHaveLength(new Set(groups.map((g) => g.idEstacion)).size);
    expect(groups.reduce((sum, g) => sum + g.pendientes, 0)).toBe(JUNK + 1);
    const newest = groups.map((g) => g.ultimo);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("counts the reports of accounts never validated as anonymous, and shows no address for them", async () => {
    const groups = (await stationsPage(1)).body.entity.elementos.filter((g) => g.idEstacion !== "1001");
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect([g.deCuentasValidadas, g.anonimos]).toEqual([0, g.pendientes]);
      expect(g.avisos.every((a) => a.email === null)).toBe(true);
    }
  });

  it("pages through one station's reports, newest first", async () => {
    const station = "9000"; // 8 reports: i = 0, 30, …, 210
    const { body } = await admin<ReportsPage<PendingPriceReport>>(`/api/admin/precios/estacion/${station}?pagina=1`);
    expect([body.entity.total, body.entity.paginas, body.entity.elementos.length]).toEqual([8, 1, 8]);
    const dates = body.entity.elementos.map((r) => r.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(["0", "-1", "dos", "1.5"])("answers 400 in Spanish to pagina=%s", async (page) => {
    const { status, body } = await admin(`/api/admin/precios?pagina=${page}`);
    expect([status, body.message]).toEqual([400, "pagina debe ser un número entero desde 1"]);
  });
});
