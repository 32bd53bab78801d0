import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type TestApp } from "../../helpers/community-app.ts";
import { startSmtpSink } from "../../helpers/smtp-sink.ts";

describe.each(TEST_DB_KINDS)("contact form ($name)", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let lastOctet = 0;
  /** Each test writes from its own address, so only the limit test meets the limit. */
  const visitor = () => t.client({ "x-forwarded-for": `203.0.113.${(lastOctet += 1)}` });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { realMail: true, env: { SMTP_URL: smtp.url, RATE_CONTACT_PER_HOUR: "2", TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await t.dispose();
    await smtp.close();
  });

  it("stores the message and mails it to the operator with the visitor as Reply-To", async () => {
    const api = await visitor();
    const res = await api.post("/api/gasolinaeco/contact", { email: "visitante@example.es", asunto: "Precio erróneo", mensaje: "La gasolinera 1001 marca mal el diésel." });
    expect(res.body).toMatchObject({ success: true, message: "Mensaje enviado correctamente" });
    const mail = await smtp.waitFor("operador@gasolinaeco.test");
    expect(mail.headers).toMatch(/^Reply-To: visitante@example\.es$/m);
    expect(mail.text).toContain("La gasolinera 1001 marca mal el diésel.");
    const rows = await t.db.query<{ asunto: string; mailed: boolean }>("select asunto, mailed_at is not null as mailed from contact_messages");
    expect(rows).toEqual([{ asunto: "Precio erróneo", mailed: true }]);
  });

  it("never lets a line break in the subject add a mail header", async () => {
    const api = await visitor();
    await api.post("/api/gasolinaeco/contact", { email: "x@example.es", asunto: "Hola\r\nBcc: victima@example.es", mensaje: "prueba" });
    const mail = smtp.mails.at(-1)!;
    expect(mail.headers).toMatch(/^Subject: \[GasolinaEco contacto\] Hola Bcc: victima@example\.es$/m);
    expect(mail.to).toEqual(["operador@gasolinaeco.test"]);
    expect(mail.headers).not.toMatch(/^Bcc:/im);
  });

  it("refuses a message longer than 500 characters", async () => {
    const api = await visitor();
    const res = await api.post("/api/gasolinaeco/contact", { email: "x@example.es", asunto: "Largo", mensaje: "m".repeat(501) });
    expect(res.body).toMatchObject({ success: false, message: "mensaje: El mensaje admite como máximo 500 caracteres" });
  });

  it("answers 429 past the hourly limit of messages per address", async () => {
    const api = await visitor();
    const send = () => api.post("/api/gasolinaeco/contact", { email: "x@example.es", asunto: "Otra", mensaje: "otra" });
    expect([(await send()).status, (await send()).status]).toEqual([200, 200]);
    expect((await send()).body).toMatchObject({ success: false, message: "Demasiadas peticiones seguidas: espera un poco y vuelve a intentarlo." });
  });
});
