// No user can read or change another user's data: identity comes from the token only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

describe.each(TEST_DB_KINDS)("one user against another's data ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let ana = "";
  let bruno = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
    ana = await t.signUp("ana@example.es");
    bruno = await t.signUp("bruno@example.es");
    await api.post("/api/users/setuserdata", { username: "Bruno", deposito: 60 }, { token: bruno });
    await api.post("/api/users/sendnavigateuser", { userlogin: "bruno@example.es", externalID: "1001", combustible: "95" }, { token: bruno });
  });
  afterAll(async () => { await t.dispose(); });

  it("shows each token only its own profile", async () => {
    const res = await api.get<{ email: string }>("/api/users/getuserdata", { token: ana });
    expect(res.body.entity.email).toBe("ana@example.es");
  });

  it("changes only the token's own profile, whatever the body says", async () => {
    await api.post("/api/users/setuserdata", { username: "Ana", email: "bruno@example.es", id: 1, deposito: 5 }, { token: ana });
    const brunos = await api.get<{ username: string; deposito: number }>("/api/users/getuserdata", { token: bruno });
    expect(brunos.body.entity).toMatchObject({ username: "Bruno", deposito: 60 });
  });

  it("refuses (403) a refuel recorded in another user's name", async () => {
    const res = await api.post("/api/users/sendnavigateuser", { userlogin: "bruno@example.es", externalID: "1002", combustible: "95" }, { token: ana });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });

  it("lists only the token's own refuels", async () => {
    const res = await api.post<unknown[]>("/api/users/obtenerultimosrepostajes", { latitud: 40.4169, longitud: -3.7035 }, { token: ana });
    expect(res.body.entity).toEqual([]);
  });

  it("deletes only the token's own account", async () => {
    const victim = await t.signUp("carla@example.es");
    const attacker = await t.signUp("dario@example.es");
    await api.post("/api/users/borrarusuario", { email: "carla@example.es" }, { token: attacker });
    expect((await api.get("/api/users/getuserdata", { token: victim })).status).toBe(200);
    expect((await api.get("/api/users/getuserdata", { token: attacker })).status).toBe(401);
  });
});
