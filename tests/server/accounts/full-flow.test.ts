// One person's whole journey through the community side, on both databases, with the validation
// mail delivered by a real SMTP server on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { startSmtpSink } from "../../helpers/smtp-sink.ts";

const EMAIL = "lucia.fernandez@example.es";
const PASSWORD = "gasolina-barata-2026";

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 1/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 13/1" },
    })
    .toBuffer();
}

describe.each(TEST_DB_KINDS)("the whole journey of one account ($name)", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: ApiClient;
  let guid = "";
  let token = "";
  let imageUrl = "";
  const admin = { authorization: "Bearer admin-token-for-the-tests-0123456789" };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { realMail: true, env: { SMTP_URL: smtp.url, ADMIN_TOKEN: admin.authorization.slice(7) } });
    api = await t.client();
  });
  afterAll(async () => {
    await t.dispose();
    await smtp.close();
  });

  it("registers and receives a validation mail whose link points at /validaremail/{guid}", async () => {
    const res = await api.post("/api/users/register", { email: EMAIL, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const mail = await smtp.waitFor(EMAIL);
    const link = /https:\/\/gasolinaeco\.test\/validaremail\/([0-9a-f]{64})/.exec(mail.text);
    expect(link).not.toBeNull();
    guid = link![1]!;
  });

  it("validates the address when the link's guid is posted", async () => {
    const res = await api.post("/api/users/validaremail", { guid });
    expect(res.body).toMatchObject({ success: true });
  });

  it("logs in and gets a token", async () => {
    const res = await api.post<string>("/api/token/login", { email: EMAIL, password: PASSWORD, keep: true });
    expect(res.body.success).toBe(true);
    token = res.body.entity;
    expect(token.split(".")).toHaveLength(3);
  });

  it("updates the profile and reads it back", async () => {
    const set = await api.post("/api/users/setuserdata",
      { username: "Lucía", tipovehiculo: 1, istaxi: false, marcavehiculo: 49, deposito: 50 }, { token });
    expect(set.body.success).toBe(true);
    const got = await api.get("/api/users/getuserdata", { token });
    expect(got.body.entity).toEqual({
      email: EMAIL, username: "Lucía", tipovehiculo: 1, istaxi: false, marcavehiculo: 49, deposito: 50, emailValidado: true,
    });
  });

  it("posts an opinion that stays hidden until a moderator approves it", async () => {
    const posted = await api.post("/api/comentarios/post", { stationid: "1001", comentario: "Muy buen precio y trato amable", valoracion: 5 }, { token });
    expect(posted.body).toMatchObject({ success: true, message: "Tu comentario ha quedado registrado, en breve será visible." });
    const before = await api.post("/api/comentarios/get", { externalID: "1001" });
    expect(before.body.entity).toEqual([]);

    const held = await t.app.request("/api/admin/comentarios", { headers: admin });
    const pending = (await held.json()).entity as { id: number; comentario: string }[];
    expect(pending.map((p) => p.comentario)).toEqual(["Muy buen precio y trato amable"]);
    const approved = await t.app.request(`/api/admin/comentarios/${pending[0]!.id}/aprobar`, { method: "POST", headers: admin });
    expect(approved.status).toBe(200);

    const after = await api.post("/api/comentarios/get", { externalID: "1001" });
    expect(after.body.entity).toEqual([
      { nombre: "Lucía", fecha: t.clock.now.toISOString(), comentario: "Muy buen precio y trato amable", valoracion: 5 },
    ]);
  });

  it("uploads a JPEG carrying GPS EXIF and downloads it without any EXIF", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const up = await api.upload<{ url: string }>(original, { token, ideess: "1001" });
    expect(up.body.success).toBe(true);
    imageUrl = up.body.entity.url;

    const res = await t.app.request(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 800, height: 600 });
  });

  it("records a refuel and lists it with the price of that moment", async () => {
    const sent = await api.post("/api/users/sendnavigateuser", { userlogin: EMAIL, externalID: "1002", combustible: "diesel" }, { token });
    expect(sent.body.success).toBe(true);
    const list = await api.post("/api/users/obtenerultimosrepostajes", { latitud: "40.4169", longitud: "-3.7035" }, { token });
    expect(list.body.entity).toEqual([expect.objectContaining({
      externalID: "1002", rotulo: "CEPSA CHAMARTIN", combustible: "diesel", precioRepostaje: 1.499, precioActual: 1.499,
      fecha: t.clock.now.toISOString(),
    })]);
  });

  it("deletes the account and leaves nothing of it in any table", async () => {
    const res = await api.post("/api/users/borrarusuario", {}, { token });
    expect(res.body.success).toBe(true);
    const counts = await t.db.query<{ t: string; n: number }>(`
      select 'users' as t, count(*)::int as n from users
      union all select 'email_validations', count(*)::int from email_validations
      union all select 'comments', count(*)::int from comments
      union all select 'station_images', count(*)::int from station_images
      union all select 'refuels', count(*)::int from refuels
      union all select 'contact_messages', count(*)::int from contact_messages where lower(email) = $1`, [EMAIL]);
    expect(Object.fromEntries(counts.map((r) => [r.t, r.n]))).toEqual({
      users: 0, email_validations: 0, comments: 0, station_images: 0, refuels: 0, contact_messages: 0,
    });
    expect((await t.app.request(imageUrl)).status).toBe(404);
    expect((await api.get("/api/users/getuserdata", { token })).status).toBe(401);
  });
});
