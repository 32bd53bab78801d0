import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { createCommentsRepository } from "../../../server/community/comments-repository.ts";

// About the opinions on stations, not the password hash: a cheaper argon2id for their sign-ups and logins
// (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

type Read = { nombre: string; fecha: string; comentario: string; valoracion: number };

describe.each(TEST_DB_KINDS)("opinions ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let token = "";
  const approveAll = async () => {
    const repo = createCommentsRepository(t.db);
    for (const c of await repo.listPending()) await repo.moderate(c.id, "approved", t.clock.now);
  };
  const read = async (station: string) => (await api.post<Read[]>("/api/comentarios/get", { externalID: station })).body.entity;
  const post = (stationid: string, comentario: string, valoracion = 4, bearer = token) =>
    api.post("/api/comentarios/post", { stationid, comentario, valoracion }, { token: bearer });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
    token = await t.signUp("opina@example.es");
    await api.post("/api/users/setuserdata", { username: "Opinadora" }, { token });
  });
  afterAll(async () => { await t.dispose(); });

  it("holds a new opinion for moderation", async () => {
    await post("1003", "Pendiente de revisar");
    expect(await read("1003")).toEqual([]);
  });

  it("returns approved opinions newest first with nombre, fecha, comentario and valoracion", async () => {
    await post("1002", "La primera", 2);
    t.clock.advance(60_000);
    await post("1002", "La segunda", 5);
    await approveAll();
    const list = await read("1002");
    expect(list.map((c) => [c.comentario, c.valoracion])).toEqual([["La segunda", 5], ["La primera", 2]]);
    expect(list[0]).toEqual({ nombre: "Opinadora", fecha: t.clock.now.toISOString(), comentario: "La segunda", valoracion: 5 });
  });

  it("never shows a rejected opinion", async () => {
    await post("2001", "Spam spam spam");
    const repo = createCommentsRepository(t.db);
    const [held] = await repo.listPending();
    await repo.moderate(held!.id, "rejected", t.clock.now);
    await approveAll();
    expect(await read("2001")).toEqual([]);
  });

  it("returns an HTML/script opinion as the very same plain text, not as markup", async () => {
    const evil = `<script>alert("xss")</script><img src=x onerror=alert(1)> & "comillas" 'simples'`;
    await post("1001", evil);
    await approveAll();
    const res = await api.post("/api/comentarios/get", { externalID: "1001" });
    expect(res.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect((res.body.entity as Read[])[0]!.comentario).toBe(evil);
  });

  it("refuses an opinion from an account that has not validated its address", async () => {
    const unvalidated = await t.signUp("novalida@example.es", { validate: false });
    const res = await post("1001", "Hola", 3, unvalidated);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Valida tu correo/);
  });

  it("refuses a rating outside 1 to 5", async () => {
    const res = await post("1001", "Demasiadas estrellas", 6);
    expect(res.body).toMatchObject({ success: false, message: "valoracion: La valoración va de 1 a 5" });
  });

  it("refuses an opinion longer than 500 characters", async () => {
    expect((await post("1001", "a".repeat(501))).status).toBe(400);
  });

  it("answers 404 to an opinion about a station that does not exist", async () => {
    expect((await post("999999", "¿Dónde está?")).status).toBe(404);
  });

  it("has no moderation calls without ADMIN_TOKEN (404)", async () => {
    const res = await t.app.request("/api/admin/comentarios", { headers: { authorization: "Bearer anything-at-all-000000000000" } });
    expect(res.status).toBe(404);
  });
});

describe.each(TEST_DB_KINDS)("moderation calls ($name)", (kind) => {
  const ADMIN = "token-de-moderacion-para-las-pruebas-000";
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_TOKEN: ADMIN, RATE_COMMENTS_PER_HOUR: "3" } });
    api = await t.client();
    const token = await t.signUp("modera@example.es");
    await api.post("/api/comentarios/post", { stationid: "1001", comentario: "Para moderar", valoracion: 3 }, { token });
  });
  afterAll(async () => { await t.dispose(); });

  const asAdmin = (path: string, method = "GET", secret = ADMIN) =>
    t.app.request(path, { method, headers: { authorization: `Bearer ${secret}` } });

  it("answers 401 to a wrong admin token", async () => {
    expect((await asAdmin("/api/admin/comentarios", "GET", "no-es-el-token-de-moderacion-000")).status).toBe(401);
  });

  it("lists held opinions with their author for the moderator", async () => {
    const body = await (await asAdmin("/api/admin/comentarios")).json();
    expect(body.entity).toEqual([expect.objectContaining({ stationId: "1001", email: "modera@example.es", comentario: "Para moderar", valoracion: 3 })]);
  });

  it("publishes an opinion the moderator approves", async () => {
    const [held] = (await (await asAdmin("/api/admin/comentarios")).json()).entity as { id: number }[];
    expect((await asAdmin(`/api/admin/comentarios/${held!.id}/aprobar`, "POST")).status).toBe(200);
    const list = await api.post<Read[]>("/api/comentarios/get", { externalID: "1001" });
    expect(list.body.entity.map((c) => c.comentario)).toEqual(["Para moderar"]);
  });

  it("answers 429 past the hourly limit of opinions per account", async () => {
    const bearer = await t.signUp("pesado@example.es");
    const send = () => api.post("/api/comentarios/post", { stationid: "1001", comentario: "otra vez", valoracion: 1 }, { token: bearer });
    const statuses = [(await send()).status, (await send()).status, (await send()).status, (await send()).status];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("answers 404 to approving an id that is not pending", async () => {
    expect((await asAdmin("/api/admin/comentarios/987654/aprobar", "POST")).status).toBe(404);
  });
});
