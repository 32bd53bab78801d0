import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, decodeJwt } from "jose";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, TEST_JWT_SECRET, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

const PROTECTED_POSTS: [string, unknown][] = [
  ["/api/users/setuserdata", { username: "x" }],
  ["/api/users/borrarusuario", {}],
  ["/api/users/sendnavigateuser", { userlogin: "a@b.es", externalID: "1001", combustible: "95" }],
  ["/api/users/obtenerultimosrepostajes", { latitud: 40, longitud: -3 }],
  ["/api/users/reenviarvalidacion", {}],
  ["/api/comentarios/post", { stationid: "1001", comentario: "hola", valoracion: 3 }],
];

describe.each(TEST_DB_KINDS)("tokens on protected calls ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let token = "";
  let userId = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
    token = await t.signUp("token@example.es");
    userId = decodeJwt(token).sub!;
  });
  afterAll(async () => { await t.dispose(); });

  const profileWith = (bearer: string) => api.get("/api/users/getuserdata", { token: bearer });

  it("answers 401 with success:false to every protected call made without a token", async () => {
    const statuses = [(await api.get("/api/users/getuserdata")).status];
    for (const [path, body] of PROTECTED_POSTS) statuses.push((await api.post(path, body)).status);
    statuses.push((await api.upload(new Uint8Array([0xff, 0xd8, 0xff]), { ideess: "1001" })).status);
    expect(statuses).toEqual(Array(PROTECTED_POSTS.length + 2).fill(401));
  });

  it("accepts the token it issued", async () => {
    expect((await profileWith(token)).status).toBe(200);
  });

  it("answers 401 to a token whose payload was changed", async () => {
    const [header, , signature] = token.split(".");
    const payload = { ...decodeJwt(token), exp: decodeJwt(token).exp! + 365 * 86_400 };
    const res = await profileWith(`${header}.${b64url(payload)}.${signature}`);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it("answers 401 to a token whose signature was changed", async () => {
    const last = token.at(-2) === "A" ? "B" : "A";
    expect((await profileWith(token.slice(0, -2) + last + token.at(-1))).status).toBe(401);
  });

  it("answers 401 to an expired token", async () => {
    const shortLived = (await api.post<string>("/api/token/login", { email: "token@example.es", password: "secreto123" })).body.entity;
    t.clock.advance(12 * 3_600_000 + 60_000);
    try {
      expect((await profileWith(shortLived)).status).toBe(401);
    } finally {
      t.clock.advance(-(12 * 3_600_000 + 60_000));
    }
  });

  it("answers 401 to an unsigned alg:none token", async () => {
    const claims = decodeJwt(token);
    const unsigned = `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`;
    expect((await profileWith(unsigned)).status).toBe(401);
  });

  it("answers 401 to a token signed with another secret", async () => {
    const forged = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(userId)
      .setIssuer("gasolinaeco").setAudience("gasolinaeco-api").setIssuedAt().setExpirationTime("1h")
      .sign(new TextEncoder().encode("otro-secreto-que-no-es-el-del-servidor-000"));
    expect((await profileWith(forged)).status).toBe(401);
  });

  it("answers 401 to a token signed with the right secret but another algorithm (HS512)", async () => {
    const iat = Math.floor(t.clock.now.getTime() / 1000);
    const hs512 = await new SignJWT({}).setProtectedHeader({ alg: "HS512" }).setSubject(userId)
      .setIssuer("gasolinaeco").setAudience("gasolinaeco-api").setIssuedAt(iat).setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await profileWith(hs512)).status).toBe(401);
  });

  it("answers 401 to an Authorization header that is not a bearer token", async () => {
    const res = await t.app.request("/api/users/getuserdata", { headers: { authorization: `Basic ${token}` } });
    expect(res.status).toBe(401);
  });

  it("answers 401 to a token dated in the future, even signed with the right secret", async () => {
    const iat = Math.floor(t.clock.now.getTime() / 1000) + 3600;
    const future = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(userId)
      .setIssuer("gasolinaeco").setAudience("gasolinaeco-api").setIssuedAt(iat).setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await profileWith(future)).status).toBe(401);
  });

  it("refuses a token after logging out with it, and only that token", async () => {
    const other = (await api.post<string>("/api/token/login", { email: "token@example.es", password: "secreto123" })).body.entity;
    const ending = (await api.post<string>("/api/token/login", { email: "token@example.es", password: "secreto123" })).body.entity;
    expect((await profileWith(ending)).status).toBe(200);
    const logout = await api.post("/api/token/logout", {}, { token: ending });
    expect(logout.status).toBe(200);
    expect((await profileWith(ending)).status).toBe(401);
    expect((await profileWith(other)).status).toBe(200);
  });

  it("refuses the token of a deleted account even if the same account were created again", async () => {
    const doomed = await t.signUp("borrame@example.es");
    expect((await api.post("/api/users/borrarusuario", {}, { token: doomed })).status).toBe(200);
    const [row] = await t.db.query<{ n: number }>("select count(*)::int as n from revoked_tokens where token_id = $1", [decodeJwt(doomed).jti!]);
    expect(row!.n).toBe(1);
    expect((await profileWith(doomed)).status).toBe(401);
  });
});
