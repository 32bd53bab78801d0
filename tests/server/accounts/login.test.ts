import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { ACCOUNT_SLOWDOWN_MS } from "../../../server/routes/login.ts";

// The limits and answers around the password check, not the hash: a cheaper argon2id (see the helper).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

describe.each(TEST_DB_KINDS)("login ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    // Each test that counts failures comes from its own address (X-Forwarded-For behind a trusted proxy).
    t = await createTestApp(kind, { env: { RATE_LOGIN_FAILURES_PER_MIN: "10", TRUST_PROXY: "1" } });
    api = await t.client();
    await t.signUp("conductor@example.es", { password: "secreto123" });
    await t.signUp("sinvalidar@example.es", { password: "secreto123", validate: false });
  });
  afterAll(async () => { await t.dispose(); });

  const login = (email: string, password: string, keep = false, client = api) =>
    client.post<string>("/api/token/login", { email, password, keep });

  it("answers with an HS256 token for the user that lasts 12 hours", async () => {
    const res = await login("conductor@example.es", "secreto123");
    expect(decodeProtectedHeader(res.body.entity).alg).toBe("HS256");
    const claims = decodeJwt(res.body.entity);
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);
  });

  it("gives a 30-day token with keep (Mantenerme conectado)", async () => {
    const claims = decodeJwt((await login("conductor@example.es", "secreto123", true)).body.entity);
    expect(claims.exp! - claims.iat!).toBe(30 * 86_400);
  });

  it("puts nothing personal in the token", async () => {
    const claims = decodeJwt((await login("conductor@example.es", "secreto123")).body.entity);
    expect(JSON.stringify(claims)).not.toContain("conductor");
  });

  it("gives the same answer to a wrong password and to an unknown e-mail", async () => {
    const other = await t.client();
    const wrong = await login("conductor@example.es", "no-es-esta", false, other);
    const unknown = await login("nadie@example.es", "no-es-esta", false, other);
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect(wrong.body.success).toBe(false);
  });

  it("lets an account log in before validating its address, with a reminder", async () => {
    const res = await login("sinvalidar@example.es", "secreto123");
    expect(res.body.success).toBe(true);
    expect(res.body.message).toMatch(/valida/i);
  });

  it("refuses a login without the X-XSRF-TOKEN header", async () => {
    const res = await api.post("/api/token/login", { email: "conductor@example.es", password: "secreto123" }, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });

  it("answers 429 to the 11th wrong password in a minute, even when it is right", async () => {
    await t.signUp("victima@example.es", { password: "secreto123" });
    const client = await t.client({ "x-forwarded-for": "198.51.100.11" });
    for (let i = 0; i < 10; i += 1) {
      expect((await login("victima@example.es", `mala-${i}`, false, client)).status).toBe(400);
    }
    const eleventh = await login("victima@example.es", "secreto123", false, client);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ success: false, message: "Demasiados intentos fallidos: espera un minuto y vuelve a intentarlo." });
    expect(Number(eleventh.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("checks at most ten of sixty wrong passwords sent at once", async () => {
    await t.signUp("asediada@example.es", { password: "secreto123" });
    const client = await t.client({ "x-forwarded-for": "198.51.100.13" });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login("asediada@example.es", `mala-${i}`, false, client)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  });

  it("does not lock the owner out when someone else's address sent the wrong passwords", async () => {
    await t.signUp("duena@example.es", { password: "secreto123" });
    const attacker = await t.client({ "x-forwarded-for": "203.0.113.66" });
    for (let i = 0; i < 11; i += 1) await login("duena@example.es", `mala-${i}`, false, attacker);
    expect((await login("duena@example.es", "secreto123", false, attacker)).status).toBe(429);
    const owner = await t.client({ "x-forwarded-for": "198.51.100.77" });
    expect((await login("duena@example.es", "secreto123", false, owner)).body.success).toBe(true);
  });

  it("slows, without locking, an account guessed at from many addresses", async () => {
    await t.signUp("distribuido@example.es", { password: "secreto123" });
    // Ten a minute per address, thirty over all addresses: past those the account is slowed.
    for (let i = 0; i < 30; i += 1) {
      const client = await t.client({ "x-forwarded-for": `198.51.100.${100 + i}` });
      expect((await login("distribuido@example.es", `mala-${i}`, false, client)).status).toBe(400);
    }
    const owner = await t.client({ "x-forwarded-for": "198.51.100.200" });
    const started = performance.now();
    const res = await login("distribuido@example.es", "secreto123", false, owner);
    expect(res.body.success).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_SLOWDOWN_MS - 50);
  });

  it("stops one address guessing at many accounts", async () => {
    const sprayer = await t.client({ "x-forwarded-for": "203.0.113.99" });
    for (let i = 0; i < 30; i += 1) expect((await login(`cuenta-${i}@example.es`, "mala-clave", false, sprayer)).status).toBe(400);
    const next = await login("cuenta-30@example.es", "mala-clave", false, sprayer);
    expect(next.status).toBe(429);
  });

  it("does not count a right password against the limit", async () => {
    await t.signUp("olvidadiza@example.es", { password: "secreto123" });
    const client = await t.client({ "x-forwarded-for": "198.51.100.14" });
    for (let i = 0; i < 9; i += 1) await login("olvidadiza@example.es", `mala-${i}`, false, client);
    for (let i = 0; i < 3; i += 1) expect((await login("olvidadiza@example.es", "secreto123", false, client)).body.success).toBe(true);
    expect((await login("olvidadiza@example.es", "mala-9", false, client)).status).toBe(400);
    expect((await login("olvidadiza@example.es", "secreto123", false, client)).status).toBe(429);
  });

  it("lets the account in again once the minute has passed", async () => {
    await t.signUp("paciente@example.es", { password: "secreto123" });
    const client = await t.client({ "x-forwarded-for": "198.51.100.12" });
    for (let i = 0; i < 10; i += 1) await login("paciente@example.es", `mala-${i}`, false, client);
    t.clock.advance(61_000);
    expect((await login("paciente@example.es", "secreto123", false, client)).body.success).toBe(true);
  });
});
