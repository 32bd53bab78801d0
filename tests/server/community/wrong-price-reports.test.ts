// "¿Precio incorrecto?": drivers report the price they saw at the pump, anonymous or logged in, limited
// per address; reports are stored, listed and resolved by the operator, and the official price stays.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRICE_REPORT_THANKS } from "../../../src/domain/contract/wrong-price-reports.ts";
import { PRICE_REPORTS_PER_HOUR } from "../../../server/routes/wrong-prices.ts";
import { createTestApp, seedStations, type TestApp } from "../../helpers/community-app.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

// About the price reports, not the password hash: a cheaper argon2id for their sign-ups and logins
// (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

const ADMIN = "token-de-moderacion-de-precios-0123456789";
const REPORT = { stationid: "1001", producto: "gasoleoA", precio: "1,499", comentario: "En el surtidor marca 1,499" };

describe.each(TEST_DB_KINDS)("price reports ($name)", (kind) => {
  let t: TestApp;
  let lastOctet = 0;
  /** Each test reports from its own address, so only the limit test meets the limit. */
  const driver = (headers: Record<string, string> = {}) => t.client({ "x-forwarded-for": `198.51.100.${(lastOctet += 1)}`, ...headers });
  const stored = async () => (await t.db.query<{ n: number }>("select count(*)::int as n from price_reports"))[0]!.n;
  const asAdmin = (path: string, method = "GET") => t.app.request(path, { method, headers: { authorization: `Bearer ${ADMIN}` } });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_TOKEN: ADMIN, TRUST_PROXY: "1" } });
    // One of Spain's few hydrogen stations, sold by the kilo.
    await seedStations(t.db, [{ id: "3001", rotulo: "HIDROGENERA", latitud: 41.65, longitud: -0.88, prices: { hidrogeno: 15.9, adblue: 0.459 } }]);
    await t.ctx.catalog.reload();
  });
  afterAll(async () => { await t.dispose(); });

  it("stores an anonymous report with the official price beside it", async () => {
    const api = await driver();
    const res = await api.post("/api/gasolinaeco/precioincorrecto", REPORT);
    expect(res.body).toEqual({ success: true, message: PRICE_REPORT_THANKS, entity: null });
    const [row] = await t.db.query<{ precio_visto: number; precio_oficial: number; user_id: string | null; status: string }>(
      "select precio_visto, precio_oficial, user_id, status from price_reports order by id desc limit 1");
    expect(row).toEqual({ precio_visto: 1.499, precio_oficial: 1.559, user_id: null, status: "pending" });
  });

  it("names the reporter when logged in", async () => {
    const token = await t.signUp("conductora@example.es");
    const api = await driver();
    expect((await api.post("/api/gasolinaeco/precioincorrecto", { ...REPORT, comentario: undefined }, { token })).status).toBe(200);
    type Page = { elementos: { avisos: { email: string | null; comentario: string }[] }[] };
    const newest = ((await (await asAdmin("/api/admin/precios")).json()).entity as Page).elementos[0]!.avisos[0];
    expect(newest).toMatchObject({ email: "conductora@example.es", comentario: "" });
  });

  it.each([
    ["hydrogen at 15,5 €/kg", "hidrogeno", "15,5", 15.5, 15.9],
    ["AdBlue at 0,399 €/l", "adblue", "0,399", 0.399, 0.459],
  ])("stores a report of %s, each product in its own range and unit", async (_label, producto, precio, seen, official) => {
    const res = await (await driver()).post("/api/gasolinaeco/precioincorrecto", { stationid: "3001", producto, precio });
    expect(res.body).toEqual({ success: true, message: PRICE_REPORT_THANKS, entity: null });
    const [row] = await t.db.query<{ producto: string; precio_visto: number; precio_oficial: number }>(
      "select producto, precio_visto, precio_oficial from price_reports order by id desc limit 1");
    expect(row).toEqual({ producto, precio_visto: seen, precio_oficial: official });
  });

  it("says the range in the driver's language", async () => {
    const res = await (await driver({ "accept-language": "en" })).post("/api/gasolinaeco/precioincorrecto", { stationid: "3001", producto: "hidrogeno", precio: "45" });
    expect([res.status, res.body.message]).toEqual([400, "precio: The price you saw must be between 3 and 30 €/kg"]);
    // A cache between must keep one answer per language.
    expect(res.res.headers.get("vary")).toBe("Accept-Language");
  });

  it("marks the thanks, said in the driver's language, as varying with it", async () => {
    const res = await (await driver({ "accept-language": "en" })).post("/api/gasolinaeco/precioincorrecto", REPORT);
    expect(res.status).toBe(200);
    expect(res.res.headers.get("vary")).toContain("Accept-Language");
  });

  it("never changes the official price", async () => {
    const api = await driver();
    await api.post("/api/gasolinaeco/precioincorrecto", { ...REPORT, precio: "0,999" });
    const info = await api.post<{ precio_gasoleoA: number }>("/api/gasolinaeco/searchstation", { id: "1001" });
    expect(info.body.entity.precio_gasoleoA).toBe(1.559);
  });

  it.each([
    ["a price that is not a number", { ...REPORT, precio: "mucho" }, "precio: se esperaba un número"],
    ["a price of 12 €/l", { ...REPORT, precio: "12" }, "precio: El precio que has visto debe estar entre 0,5 y 3,5 €/l"],
    ["hydrogen at 45 €/kg", { stationid: "3001", producto: "hidrogeno", precio: "45" }, "precio: El precio que has visto debe estar entre 3 y 30 €/kg"],
    ["an unknown fuel", { ...REPORT, producto: "queroseno" }, "producto: Elige el combustible"],
    ["a comment of 501 characters", { ...REPORT, comentario: "x".repeat(501) }, "comentario: El comentario admite como máximo 500 caracteres"],
    ["a fuel the station does not sell", { ...REPORT, producto: "glp" }, "Esta gasolinera no vende ese combustible"],
  ])("refuses %s with 400 in Spanish and stores nothing", async (_label, body, message) => {
    const before = await stored();
    const res = await (await driver()).post("/api/gasolinaeco/precioincorrecto", body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await stored()).toBe(before);
  });

  it("answers 429 past the hourly limit of reports from one address, and stores none past it", async () => {
    const api = await driver();
    const send = () => api.post("/api/gasolinaeco/precioincorrecto", REPORT);
    for (let i = 0; i < PRICE_REPORTS_PER_HOUR; i++) expect((await send()).status).toBe(200);
    const before = await stored();
    const refused = await send();
    expect([refused.status, refused.body.message]).toEqual([429, "Demasiadas peticiones seguidas: espera un poco y vuelve a intentarlo."]);
    expect(await stored()).toBe(before);
    expect((await (await driver()).post("/api/gasolinaeco/precioincorrecto", REPORT)).status).toBe(200);
  });

  it("limits reports of accounts never validated by their address, as anonymous ones: new accounts buy no new reports", async () => {
    const api = await driver();
    for (let i = 0; i < PRICE_REPORTS_PER_HOUR; i++) {
      const token = await t.signUp(`sin-validar-${i}-${kind.name}@example.es`, { validate: false });
      expect((await api.post("/api/gasolinaeco/precioincorrecto", REPORT, { token })).status).toBe(200);
    }
    const another = await t.signUp(`sin-validar-extra-${kind.name}@example.es`, { validate: false });
    expect((await api.post("/api/gasolinaeco/precioincorrecto", REPORT, { token: another })).status).toBe(429);
  });

  it("lets the operator resolve a report once", async () => {
    type Page = { elementos: { avisos: { id: number }[] }[] };
    const ids = async () => ((await (await asAdmin("/api/admin/precios")).json()).entity as Page).elementos.flatMap((s) => s.avisos.map((a) => a.id));
    const [first] = (await ids()).map((id) => ({ id }));
    expect((await asAdmin(`/api/admin/precios/${first!.id}/resolver`, "POST")).status).toBe(200);
    expect((await asAdmin(`/api/admin/precios/${first!.id}/descartar`, "POST")).status).toBe(404);
    expect(await ids()).not.toContain(first!.id);
  });
});
