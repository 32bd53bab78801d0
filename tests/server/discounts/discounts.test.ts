// "Mis descuentos" kept with the account: the list, the merge a device sends on login and after its
// changes (a union: nothing either side saved is lost, a plan both hold kept once), removals, the limit
// (past it nothing changes), ownership, session and XSRF, bad input (a Spanish 400, nothing stored) and
// deletion with the account. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DISCOUNT_LIMITS, TOO_MANY_PLANS_MESSAGE, type DiscountPlan } from "../../../src/domain/discounts.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

// About the discounts kept with an account, not the password hash: a cheaper argon2id for the hundred-odd
// sign-ups and logins (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

const plan = (id: string, overrides: Partial<DiscountPlan> = {}): DiscountPlan => ({
  id, marca: "repsol", valor: 10, unidad: "centimos", dias: [], topeEuros: null, ...overrides,
});

const REPSOL = plan("a1");
const CEPSA_WEEKENDS = plan("a2", { marca: "cepsa", valor: 3, unidad: "porcentaje", dias: [6, 7], topeEuros: 5 });
const GALP = plan("b1", { marca: "galp", valor: 8 });

describe.each(TEST_DB_KINDS)("discount plans kept with the account ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let users = 0;
  /** A new account for each test: no test sees another's plans. */
  const newUser = () => t.signUp(`descuentos${++users}@example.es`);
  const list = async (token: string) => (await api.get<DiscountPlan[]>("/api/descuentos", { token })).body.entity;
  const merge = (token: string, body: unknown, options: { xsrf?: boolean } = {}) =>
    api.post<DiscountPlan[]>("/api/descuentos/fusionar", body, { token, ...options });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
  });
  afterAll(async () => { await t.dispose(); });

  it("starts with no plans", async () => {
    expect(await list(await newUser())).toEqual([]);
  });

  it("keeps the plans a device sends, with their days and cap, in the order sent", async () => {
    const token = await newUser();
    const res = await merge(token, { planes: [REPSOL, CEPSA_WEEKENDS] });
    expect(res.status).toBe(200);
    expect(res.body.entity).toEqual([REPSOL, CEPSA_WEEKENDS]);
    expect(await list(token)).toEqual([REPSOL, CEPSA_WEEKENDS]);
  });

  it("merges a device's plans into the account's as a union: nothing of either side is lost", async () => {
    const token = await newUser();
    await merge(token, { planes: [REPSOL, CEPSA_WEEKENDS] });
    const res = await merge(token, { planes: [GALP, REPSOL] });
    expect(res.body.entity).toEqual([REPSOL, CEPSA_WEEKENDS, GALP]);
  });

  it("keeps once a plan both sides hold under different ids (the account's)", async () => {
    const token = await newUser();
    await merge(token, { planes: [REPSOL] });
    const res = await merge(token, { planes: [{ ...REPSOL, id: "added-on-the-phone" }, GALP] });
    expect(res.body.entity.map((p) => p.id)).toEqual(["a1", "b1"]);
  });

  it("removes the plans the device removed, and only those", async () => {
    const token = await newUser();
    await merge(token, { planes: [REPSOL, CEPSA_WEEKENDS, GALP] });
    const res = await merge(token, { planes: [], quitar: ["a2", "never-held"] });
    expect(res.body.entity).toEqual([REPSOL, GALP]);
  });

  it("a plan sent and removed in one merge is not kept", async () => {
    const token = await newUser();
    const res = await merge(token, { planes: [REPSOL, GALP], quitar: ["b1"] });
    expect(res.body.entity).toEqual([REPSOL]);
  });

  it("refuses a union past the limit with 409 in Spanish, and changes nothing", async () => {
    const token = await newUser();
    const accountPlans = Array.from({ length: DISCOUNT_LIMITS.plans }, (_, i) => plan(`account-${i}`, { valor: 1 + i }));
    await merge(token, { planes: accountPlans });
    // One removed, two added: one past the limit.
    const res = await merge(token, { planes: [GALP, CEPSA_WEEKENDS], quitar: ["account-0"] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: TOO_MANY_PLANS_MESSAGE });
    expect(await list(token)).toEqual(accountPlans);
  });

  it("takes the device's plans once its removals make room", async () => {
    const token = await newUser();
    const accountPlans = Array.from({ length: DISCOUNT_LIMITS.plans }, (_, i) => plan(`account-${i}`, { valor: 1 + i }));
    await merge(token, { planes: accountPlans });
    const res = await merge(token, { planes: [GALP], quitar: ["account-0"] });
    expect(res.status).toBe(200);
    expect(res.body.entity.map((p) => p.id)).toEqual([...accountPlans.slice(1).map((p) => p.id), "b1"]);
  });

  it("a plan of one account is neither seen nor removed by another", async () => {
    const ana = await newUser();
    const luis = await newUser();
    await merge(ana, { planes: [REPSOL] });
    expect(await list(luis)).toEqual([]);
    await merge(luis, { planes: [], quitar: ["a1"] });
    expect(await list(ana)).toEqual([REPSOL]);
  });

  it("the same plan id in two accounts is two plans", async () => {
    const ana = await newUser();
    const luis = await newUser();
    await merge(ana, { planes: [REPSOL] });
    expect((await merge(luis, { planes: [{ ...REPSOL, valor: 5 }] })).body.entity).toEqual([{ ...REPSOL, valor: 5 }]);
    expect(await list(ana)).toEqual([REPSOL]);
  });

  it.each([
    ["GET", "/api/descuentos"],
    ["POST", "/api/descuentos/fusionar"],
  ])("%s %s needs a session (401)", async (method, path) => {
    const res = method === "GET" ? await api.get(path) : await api.post(path, { planes: [REPSOL] });
    expect(res.status).toBe(401);
  });

  it("a merge without the XSRF header is refused and stores nothing", async () => {
    const token = await newUser();
    const res = await merge(token, { planes: [REPSOL] }, { xsrf: false });
    expect(res.status).toBe(403);
    expect(await list(token)).toEqual([]);
  });

  it.each([
    ["plans that are not a list", { planes: REPSOL }, "planes: se esperaba una lista de descuentos"],
    ["more plans than the limit", { planes: Array.from({ length: DISCOUNT_LIMITS.plans + 1 }, (_, i) => plan(`p${i}`)) }, `planes: como máximo ${DISCOUNT_LIMITS.plans} descuentos`],
    ["a discount of 80 c€/l", { planes: [plan("x", { valor: 80 })] }, "planes.0.valor: el descuento debe estar entre 0,1 y 50 c€/l"],
    ["a discount of 0 %", { planes: [plan("x", { valor: 0, unidad: "porcentaje" })] }, "planes.0.valor: el descuento debe estar entre 0,1 y 50 %"],
    ["a discount as text", { planes: [{ ...plan("x"), valor: "10" }] }, "planes.0.valor: se esperaba un número"],
    ["an unknown unit", { planes: [{ ...plan("x"), unidad: "euros" }] }, "planes.0.unidad: se esperaba «centimos» o «porcentaje»"],
    ["a day 8", { planes: [plan("x", { dias: [1, 8] })] }, "planes.0.dias.1: cada día es un número del 1 (lunes) al 7 (domingo)"],
    ["a day twice", { planes: [plan("x", { dias: [6, 6] })] }, "planes.0.dias: cada día una sola vez"],
    ["a cap of 1000 €", { planes: [plan("x", { topeEuros: 1000 })] }, "planes.0.topeEuros: el tope debe estar entre 0,5 y 500 €"],
    ["a brand that is not a brand key", { planes: [plan("x", { marca: "<b>Repsol</b>" })] }, "marca no válida"],
    ["an id with spaces", { planes: [plan("drop table")] }, "id de descuento no válido"],
    ["removals that are not ids", { planes: [], quitar: [{ $ne: null }] }, "id de descuento obligatorio"],
  ])("answers 400 in Spanish to %s, and stores nothing", async (_, body, message) => {
    const token = await newUser();
    await merge(token, { planes: [GALP] });
    const res = await merge(token, { ...body, quitar: (body as { quitar?: unknown }).quitar ?? ["b1"] });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect(await list(token)).toEqual([GALP]);
  });

  it("answers every malformed body with a Spanish 4xx failure, never a 500", async () => {
    const token = await newUser();
    const values: unknown[] = [null, true, 1, -1, 1e308, "", "\u0000", "x".repeat(5000), [], [null], [[REPSOL]], {}, { $ne: null }, [{ ...REPSOL, valor: 1e308 }], [{ ...REPSOL, dias: "1,2" }]];
    const answers: string[] = [];
    for (const body of ["{", "[]", "null", "\"texto\""]) {
      const res = await api.post("/api/descuentos/fusionar", body, { token });
      if (!(res.status === 400 && res.body.success === false)) answers.push(`${body} → ${res.status}`);
    }
    for (const name of ["planes", "quitar"]) {
      for (const value of values) {
        const res = await merge(token, { planes: [], [name]: value });
        const fine = res.status === 200 ? res.body.success === true : res.status >= 400 && res.status < 500 && res.body.success === false && /^[^<]+$/.test(res.body.message ?? "");
        if (!fine) answers.push(`${name}=${JSON.stringify(value).slice(0, 40)} → ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it("'Borrar todos mis datos' deletes the account's plans", async () => {
    const token = await newUser();
    const email = `descuentos${users}@example.es`;
    await merge(token, { planes: [REPSOL, GALP] });
    expect((await api.post("/api/users/borrarusuario", {}, { token })).status).toBe(200);
    const orphans = await t.db.query("select count(*)::int as n from discount_plans d left join users u on u.id = d.user_id where u.id is null");
    expect(orphans).toEqual([{ n: 0 }]);
    expect(await list(await t.signUp(email))).toEqual([]);
  });

  it("two devices merging at once never pass the limit together", async () => {
    const token = await newUser();
    const half = DISCOUNT_LIMITS.plans / 2;
    const phone = Array.from({ length: half + 1 }, (_, i) => plan(`phone-${i}`, { valor: 1 + i }));
    const laptop = Array.from({ length: half + 1 }, (_, i) => plan(`laptop-${i}`, { marca: "bp", valor: 1 + i }));
    const answers = await Promise.all([merge(token, { planes: phone }), merge(token, { planes: laptop })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await list(token)).length).toBe(half + 1);
  });
});
