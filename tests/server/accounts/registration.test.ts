import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

const guidOf = (t: TestApp, email: string) =>
  t.mail.sent.findLast((m) => m.to === email)?.text.match(/validaremail\/([0-9a-f]{64})/)?.[1] ?? "";

describe.each(TEST_DB_KINDS)("registration and e-mail validation ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
  });
  afterAll(async () => { await t.dispose(); });

  it("does not say the validation mail was sent when it could not be written", async () => {
    const send = t.mail.send;
    t.mail.send = () => Promise.reject(new Error("EROFS: read-only file system, open 'outbox/x.eml'"));
    try {
      const res = await api.post("/api/users/register", { email: "sin-correo@example.es", password: "secreto123" });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/^Registro completado, pero no hemos podido enviarte el correo de validación/);
      expect(res.body.message).not.toContain("te hemos enviado");
    } finally {
      t.mail.send = send;
    }
  });

  it("stores the password as an argon2id hash, never as written", async () => {
    await api.post("/api/users/register", { email: "hash@example.es", password: "mi-clave-secreta" });
    const [row] = await t.db.query<{ password_hash: string }>("select password_hash from users where email = 'hash@example.es'");
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,/);
    expect(row?.password_hash).not.toContain("mi-clave-secreta");
  });

  it("refuses a second account for the same e-mail, whatever its case, with a clear message", async () => {
    await api.post("/api/users/register", { email: "dup@example.es", password: "secreto123" });
    const again = await api.post("/api/users/register", { email: "  DUP@Example.ES ", password: "otraclave" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: "Ya existe una cuenta con ese correo electrónico.", entity: null });
  });

  it("refuses a password shorter than 6 characters with the SPEC message", async () => {
    const res = await api.post("/api/users/register", { email: "corta@example.es", password: "12345" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("password: Campo obligatorio, min. 6 caracteres");
  });

  it("mails a link to ${PUBLIC_URL}/validaremail/{guid} to the new address", async () => {
    await api.post("/api/users/register", { email: "link@example.es", password: "secreto123" });
    const mail = t.mail.sent.findLast((m) => m.to === "link@example.es");
    expect(mail?.text).toMatch(/https:\/\/gasolinaeco\.test\/validaremail\/[0-9a-f]{64}\n/);
  });

  it("keeps only a hash of the validation token in the database", async () => {
    await api.post("/api/users/register", { email: "tokenhash@example.es", password: "secreto123" });
    const guid = guidOf(t, "tokenhash@example.es");
    const rows = await t.db.query<{ token_sha256: string }>("select token_sha256 from email_validations");
    expect(rows.map((r) => r.token_sha256)).not.toContain(guid);
  });

  it("marks the address validated when the guid is posted", async () => {
    await api.post("/api/users/register", { email: "valid@example.es", password: "secreto123" });
    const res = await api.post("/api/users/validaremail", { guid: guidOf(t, "valid@example.es") });
    expect(res.body.success).toBe(true);
    const [row] = await t.db.query<{ ok: boolean }>("select email_validated_at is not null as ok from users where email = 'valid@example.es'");
    expect(row?.ok).toBe(true);
  });

  it("answers success:false to an unknown guid", async () => {
    const res = await api.post("/api/users/validaremail", { guid: "ab".repeat(32) });
    expect(res.body.success).toBe(false);
  });

  it("answers success:false when a guid is used a second time", async () => {
    await api.post("/api/users/register", { email: "reuse@example.es", password: "secreto123" });
    const guid = guidOf(t, "reuse@example.es");
    await api.post("/api/users/validaremail", { guid });
    const again = await api.post("/api/users/validaremail", { guid });
    expect(again.body.success).toBe(false);
  });

  it("answers success:false to a guid older than a week", async () => {
    await api.post("/api/users/register", { email: "old@example.es", password: "secreto123" });
    t.clock.advance(8 * 86_400_000);
    const res = await api.post("/api/users/validaremail", { guid: guidOf(t, "old@example.es") });
    expect(res.body.success).toBe(false);
  });

  it("sends a fresh validation mail to a logged-in user who asks for one", async () => {
    const token = await t.signUp("resend@example.es", { validate: false });
    const res = await api.post("/api/users/reenviarvalidacion", {}, { token });
    expect(res.body.success).toBe(true);
    expect(t.mail.sent.filter((m) => m.to === "resend@example.es")).toHaveLength(2);
  });
});
