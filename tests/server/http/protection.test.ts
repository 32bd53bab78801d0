import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

// About the HTTP protections, not the password hash: a cheaper argon2id for their sign-ups and logins
// (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

const SQL = `'; drop table users; --`;
const SQL2 = `Robert'); DELETE FROM comments WHERE ('1'='1`;

describe.each(TEST_DB_KINDS)("XSRF double-submit ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
  });
  afterAll(async () => { await t.dispose(); });

  it("sets a script-readable SameSite=Lax XSRF-TOKEN cookie on /api/health", async () => {
    const cookie = (await t.app.request("/api/health")).headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it("sets the cookie on any /api answer to a client that lacks it", async () => {
    const res = await t.app.request("/api/gasolinaeco/getlastupdate");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
  });

  /** The server reads its build folder at start: an app whose build holds these files. */
  async function appWithBuild(files: Record<string, string>) {
    const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-build-"));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    return createTestApp(kind, { env: { STATIC_DIR: dir }, sameDatabaseAs: t });
  }

  it("sets it on the app's page too, so a new visitor's first registration is accepted", async () => {
    const built = await appWithBuild({ "index.html": "<!doctype html><title>GasolinaEco</title>" });
    for (const page of ["/", "/registro"]) {
      const res = await built.app.request(page);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
    }
    await built.dispose();
  });

  it("does not set it on static files that are not pages", async () => {
    const built = await appWithBuild({ "index.html": "<!doctype html>", "manifest.webmanifest": "{}" });
    const res = await built.app.request("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    await built.dispose();
  });

  it("does not set it again for a client that has it", async () => {
    const res = await t.app.request("/api/health", { headers: { cookie: `XSRF-TOKEN=${api.xsrf}` } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("marks the cookie Secure behind TLS, as told by a trusted proxy (TRUST_PROXY=1)", async () => {
    const proxied = await createTestApp(kind, { env: { TRUST_PROXY: "1" }, sameDatabaseAs: t });
    const res = await proxied.app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure$/);
    await proxied.dispose();
  });

  it("does not believe X-Forwarded-Proto without TRUST_PROXY", async () => {
    const res = await t.app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });

  it("answers 403 to a state-changing call without the header", async () => {
    const res = await t.app.request("/api/users/register", {
      method: "POST", headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, "content-type": "application/json" },
      body: JSON.stringify({ email: "sinxsrf@example.es", password: "secreto123" }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).success).toBe(false);
  });

  it("answers 403 when the header does not match the cookie", async () => {
    const res = await t.app.request("/api/gasolinaeco/contact", {
      method: "POST",
      headers: { cookie: `XSRF-TOKEN=${api.xsrf}`, "x-xsrf-token": "A".repeat(43), "content-type": "application/json" },
      body: JSON.stringify({ email: "a@example.es", asunto: "x", mensaje: "y" }),
    });
    expect(res.status).toBe(403);
  });

  it("lets read-only POST calls through without the header", async () => {
    const bodies: [string, unknown][] = [
      ["/api/gasolinaeco/search", { distancia: 10, producto: "95", latitud: "40.4169", longitud: "-3.7035" }],
      ["/api/gasolinaeco/searchstation", { id: "1001" }],
      ["/api/comentarios/get", { externalID: "1001" }],
      ["/api/imagenes/get", { ideess: "1001" }],
      ["/api/configuracion/obtenerconfig", {}],
      ["/api/reporting/informemediaprovinciaproducto", {}],
      ["/api/reporting/informemediabanderaproducto", {}],
    ];
    const statuses = await Promise.all(bodies.map(async ([path, body]) => (await api.post(path, body, { xsrf: false })).status));
    expect(statuses).toEqual(bodies.map(() => 200));
  });
});

describe.each(TEST_DB_KINDS)("security headers and body limits ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TILE_URL: "https://{a-c}.tiles.example.org/{z}/{x}/{y}.png" } });
    api = await t.client();
  });
  afterAll(async () => { await t.dispose(); });

  it("sends a CSP without inline script that allows the tile host for images", async () => {
    const csp = (await t.app.request("/api/health")).headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.org");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sends nosniff, frame denial and a referrer policy on every response, the app's pages too", async () => {
    for (const path of ["/api/health", "/welcome", "/api/no-existe"]) {
      const h = (await t.app.request(path)).headers;
      expect([h.get("x-content-type-options"), h.get("x-frame-options"), h.get("referrer-policy")])
        .toEqual(["nosniff", "DENY", "strict-origin-when-cross-origin"]);
    }
  });

  it("sends HSTS only when the request came over TLS, as a trusted proxy says (TRUST_PROXY=1)", async () => {
    const proxied = await createTestApp(kind, { env: { TRUST_PROXY: "1" }, sameDatabaseAs: t });
    expect((await proxied.app.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const tls = await proxied.app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    await proxied.dispose();
  });

  it("sends no HSTS for an X-Forwarded-Proto anyone could send (no TRUST_PROXY)", async () => {
    const told = await t.app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(told.headers.get("strict-transport-security")).toBeNull();
  });

  it("answers 413 with a Spanish message to a JSON body over 16 KB", async () => {
    const res = await api.post("/api/gasolinaeco/contact", { email: "a@example.es", asunto: "x", mensaje: "y".repeat(20_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: "La petición es demasiado grande (máximo 16 KB)", entity: null });
  });

  it("answers 413 to an oversized body on the station search too", async () => {
    const res = await api.post("/api/gasolinaeco/search", { distancia: 10, producto: "95", latitud: 40, longitud: -3, pad: "x".repeat(17_000) });
    expect(res.status).toBe(413);
  });
});

describe.each(TEST_DB_KINDS)("SQL meta-characters ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
  });
  afterAll(async () => { await t.dispose(); });

  it("accepts them as a password and logs in with it", async () => {
    const token = await t.signUp("sql-pass@example.es", { password: SQL });
    expect(token.split(".")).toHaveLength(3);
  });

  it("stores them literally as a username", async () => {
    const token = await t.signUp("sql-name@example.es");
    await api.post("/api/users/setuserdata", { username: SQL }, { token });
    expect((await api.get<{ username: string }>("/api/users/getuserdata", { token })).body.entity.username).toBe(SQL);
  });

  it("stores them literally as an opinion", async () => {
    const token = await t.signUp("sql-comment@example.es");
    await api.post("/api/comentarios/post", { stationid: "1001", comentario: SQL2, valoracion: 1 }, { token });
    const [row] = await t.db.query<{ comentario: string }>("select comentario from comments");
    expect(row?.comentario).toBe(SQL2);
  });

  it("stores them literally as a contact subject and message", async () => {
    await api.post("/api/gasolinaeco/contact", { email: "sql@example.es", asunto: SQL, mensaje: SQL2 });
    const rows = await t.db.query<{ asunto: string; mensaje: string }>("select asunto, mensaje from contact_messages");
    expect(rows).toEqual([{ asunto: SQL, mensaje: SQL2 }]);
  });

  it("refuses them in ids, e-mails, guids and fuel codes with 400, not 500", async () => {
    const token = await t.signUp("sql-ids@example.es");
    const statuses = [
      (await api.post("/api/comentarios/get", { externalID: `1001' or '1'='1` })).status,
      (await api.post("/api/imagenes/get", { ideess: SQL })).status,
      (await api.post("/api/users/validaremail", { guid: SQL })).status,
      (await api.post("/api/token/login", { email: SQL, password: SQL })).status,
      (await api.post("/api/users/register", { email: `${SQL}@example.es`, password: SQL })).status,
      (await api.post("/api/users/sendnavigateuser", { userlogin: SQL, externalID: "1001", combustible: SQL }, { token })).status,
      (await api.post("/api/gasolinaeco/search", { distancia: 10, producto: SQL, latitud: 40, longitud: -3 })).status,
    ];
    expect(statuses).toEqual(statuses.map(() => 400));
  });

  it("leaves every table in place afterwards", async () => {
    const [row] = await t.db.query<{ n: number }>("select count(*)::int as n from users");
    expect(row!.n).toBeGreaterThan(0);
  });
});
