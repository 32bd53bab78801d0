// What a subscriber receives after an ingest, on each test database: one push per crossing below the
// threshold (decrypted by the local push service, VAPID checked against GET /api/push/clave), none
// again until the price went back up, none for an untrusted price or a paused alert, the cheapest
// station of an area, the cleanup of a subscription the push service calls gone, and the e-mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { startLocalPushService, type LocalPushService, type TestSubscription } from "../../helpers/local-push-service.ts";
import { startSmtpSink } from "../../helpers/smtp-sink.ts";
import { alertServiceFromConfig } from "../../../server/alerts/alert-service-from-config.ts";
import type { AlertService } from "../../../server/alerts/alert-service.ts";
import { createMailer } from "../../../server/mail/create-mailer.ts";

/** The Subject header, unfolded and with its RFC 2047 encoded words decoded. */
function subjectOf(headers: string): string {
  const raw = /^Subject: (.*)$/m.exec(headers.replace(/\r?\n[ \t]+/g, " "))![1]!;
  return raw
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, coding: string, text: string) =>
      coding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"));
}

describe.each(TEST_DB_KINDS)("price alert delivery ($name)", (kind) => {
  let t: TestApp;
  let push: LocalPushService;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let api: ApiClient;
  let alerts: AlertService;

  /** A new price in the database and the index, then the evaluation an ingest runs. */
  async function setPrice(stationId: string, producto: string, precio: number) {
    await t.db.query("update station_prices set precio = $3 where station_id = $1 and producto = $2", [stationId, producto, precio]);
    await t.ctx.catalog.reload();
    const evaluation = await alerts.evaluate();
    return { ...evaluation, ...(await alerts.delivery.drain()) };
  }
  const subscribeTo = async (body: Record<string, unknown>): Promise<{ sub: TestSubscription; id: number }> => {
    const sub = push.subscribe();
    const res = await api.post<{ id: number }>("/api/alertas", { suscripcion: sub.json, ...body });
    if (res.status !== 200) throw new Error(res.body.message ?? "");
    return { sub, id: res.body.entity.id };
  };

  beforeAll(async () => {
    push = await startLocalPushService();
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { realMail: true, env: { PUSH_ENDPOINT_ALLOW: push.origin, SMTP_URL: smtp.url } });
    api = await t.client();
    alerts = alertServiceFromConfig(t.ctx, createMailer({ ...t.ctx.config.accounts, dataDir: t.dataDir }));
  });
  afterAll(async () => {
    await t.dispose();
    await push.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // Every test starts from the seeded prices of 1001 (95: 1,659) and 1003 (diesel 1,399).
    await t.db.query("update station_prices set precio = 1.659 where station_id = '1001' and producto = 'gasolina95'");
    await t.db.query("update station_prices set precio = 1.399 where station_id = '1003' and producto = 'gasoleoA'");
    await t.db.query("update station_prices set precio = 1.499 where station_id = '1002' and producto = 'gasoleoA'");
    await t.ctx.catalog.reload();
    await t.db.query("delete from push_subscriptions");
  });

  it("pushes the station, fuel, new and previous price once the price drops below the threshold", async () => {
    const { sub, id } = await subscribeTo({ combustible: "95", umbral: 1.6, idEstacion: "1001" });
    await setPrice("1001", "gasolina95", 1.589);
    const [message] = await push.waitFor(sub);
    expect(message!.payload).toEqual({
      titulo: "Gasolina 95 a 1,589\u00a0€ en REPSOL SOL",
      cuerpo: "Ha bajado de 1,600\u00a0€ (antes 1,659\u00a0€). CALLE MAYOR, 1, MADRID.",
      url: "/station/1001",
      idEstacion: "1001",
      rotulo: "REPSOL SOL",
      combustible: "95",
      precio: 1.589,
      precioAnterior: 1.659,
      idAlerta: id,
    });
    const clave = (await api.get<{ clave: string }>("/api/push/clave")).body.entity.clave;
    expect(message!.vapidKey).toBe(clave);
    expect(push.problems).toEqual([]);
  });

  it("pushes in the language the alert was created in: the phone's Accept-Language, or the app's idioma", async () => {
    const catalan = await t.client({ "accept-language": "ca-ES,ca;q=0.9,es;q=0.8" });
    const sub = push.subscribe();
    expect((await catalan.post("/api/alertas", { suscripcion: sub.json, combustible: "95", umbral: 1.6, idEstacion: "1001" })).status).toBe(200);
    const english = push.subscribe();
    expect((await catalan.post("/api/alertas", { suscripcion: english.json, combustible: "diesel", umbral: 1.38, idEstacion: "1003", idioma: "en" })).status).toBe(200);
    await setPrice("1001", "gasolina95", 1.589);
    const [message] = await push.waitFor(sub);
    expect(message!.payload).toMatchObject({
      titulo: "Gasolina 95 a 1,589\u00a0€ a REPSOL SOL",
      cuerpo: "Ha baixat de 1,600\u00a0€ (abans 1,659\u00a0€). CALLE MAYOR, 1, MADRID.",
    });
    await setPrice("1003", "gasoleoA", 1.349);
    const [inEnglish] = await push.waitFor(english);
    expect((inEnglish!.payload as { titulo: string }).titulo).toMatch(/^Diesel at €1\.349 at /);
    expect((inEnglish!.payload as { cuerpo: string }).cuerpo).toMatch(/^It has dropped below €1\.380 \(was €1\.399\)\. /);
  });

  it("does not push again while the price stays below, and pushes on the next crossing", async () => {
    const { sub } = await subscribeTo({ combustible: "95", umbral: 1.6, idEstacion: "1001" });
    await setPrice("1001", "gasolina95", 1.589);
    await push.waitFor(sub, 1);
    await setPrice("1001", "gasolina95", 1.559);
    await setPrice("1001", "gasolina95", 1.609);
    expect(push.forSubscription(sub)).toHaveLength(1);
    await setPrice("1001", "gasolina95", 1.579);
    const messages = await push.waitFor(sub, 2);
    expect(messages[1]!.payload).toMatchObject({ precio: 1.579, precioAnterior: 1.609 });
  });

  it("ignores a price outside 0,500-3,500 €/l", async () => {
    const { sub } = await subscribeTo({ combustible: "95", umbral: 1.6, idEstacion: "1001" });
    const summary = await setPrice("1001", "gasolina95", 0.159);
    expect(summary.crossings).toBe(0);
    expect(push.forSubscription(sub)).toEqual([]);
  });

  it("ignores a price the searches set aside: in range, but over 30 % below the province's median", async () => {
    const { sub } = await subscribeTo({ combustible: "95", umbral: 1.6, idEstacion: "1001" });
    // 95 in Madrid: 0,999 beside 1,609 and 1,499 (median 1,499; 30 % below is 1,049).
    const summary = await setPrice("1001", "gasolina95", 0.999);
    expect(summary.crossings).toBe(0);
    expect(push.forSubscription(sub)).toEqual([]);
  });

  it("does not push for a paused alert", async () => {
    const { sub, id } = await subscribeTo({ combustible: "95", umbral: 1.6, idEstacion: "1001" });
    await api.post(`/api/alertas/${id}/pausar`, { endpoint: sub.json.endpoint, pausada: true });
    const summary = await setPrice("1001", "gasolina95", 1.501);
    expect([summary.crossings, push.forSubscription(sub).length]).toEqual([0, 0]);
  });

  it("pushes the cheapest station within an area's radius, and nothing for one outside it", async () => {
    // Around Chamartín, 5 km: 1002 (diesel 1,499) is inside, Getafe (1003, ~19 km) is not.
    const { sub } = await subscribeTo({ combustible: "diesel", umbral: 1.45, latitud: 40.472, longitud: -3.68, radioKm: 5 });
    await setPrice("1003", "gasoleoA", 1.299);
    expect(push.forSubscription(sub)).toEqual([]);
    await setPrice("1002", "gasoleoA", 1.439);
    const [message] = await push.waitFor(sub);
    expect(message!.payload).toMatchObject({ idEstacion: "1002", rotulo: "CEPSA CHAMARTIN", precio: 1.439, precioAnterior: 1.499 });
  });

  it.each([410, 404] as const)("deletes a subscription, and its alerts, when the push service answers %i", async (status) => {
    const { sub } = await subscribeTo({ combustible: "95", umbral: 1.6, idEstacion: "1001" });
    push.unsubscribe(sub, status);
    const summary = await setPrice("1001", "gasolina95", 1.589);
    expect(summary.removedSubscriptions).toBe(1);
    expect((await api.post("/api/alertas/listar", { endpoint: sub.json.endpoint })).body.entity).toEqual([]);
    expect(await t.db.query("select id from push_subscriptions where endpoint = $1", [sub.json.endpoint])).toEqual([]);
  });

  it("mails a logged-in driver's e-mail alert whose one-click unsubscribe (RFC 8058 POST) deletes it", async () => {
    const email = `aviso-${kind.name}@example.es`;
    await t.signUp(email, { validate: false });
    const guid = /validaremail\/([0-9a-f]{64})/.exec((await smtp.waitFor(email)).text)![1]!;
    await api.post("/api/users/validaremail", { guid });
    smtp.mails.length = 0;
    const token = (await api.post<string>("/api/token/login", { email, password: "secreto123" })).body.entity;
    const created = await api.post<{ id: number }>("/api/alertas", { combustible: "95", umbral: 1.6, idEstacion: "1001" }, { token });
    expect(created.status).toBe(200);
    await setPrice("1001", "gasolina95", 1.589);
    const mail = await smtp.waitFor(email);
    expect(subjectOf(mail.headers)).toBe("GasolinaEco: Gasolina 95 a 1,589\u00a0€ en REPSOL SOL");
    expect(mail.text).toContain("Gasolina 95: 1,589\u00a0€; antes 1,659\u00a0€.");
    expect(mail.text).toContain("Ver la estación: https://gasolinaeco.test/station/1001");
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /Para borrar este aviso: (\S+)/.exec(mail.text)![1]!;
    expect(link).toMatch(/^https:\/\/gasolinaeco\.test\/api\/alertas\/baja\//);
    expect(mail.headers.replace(/\r?\n[ \t]+/g, " ")).toContain(`List-Unsubscribe: <${link}>`);
    const page = await t.app.request(new URL(link).pathname, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining("Aviso borrado: no recibirás más correos de este aviso.")]);
    expect((await api.post("/api/alertas/listar", {}, { token })).body.entity).toEqual([]);
  });

  it("mails an alert created in English in English, prices the English way", async () => {
    const email = `alert-en-${kind.name}@example.co.uk`;
    await t.signUp(email, { validate: false });
    const guid = /validaremail\/([0-9a-f]{64})/.exec((await smtp.waitFor(email)).text)![1]!;
    await api.post("/api/users/validaremail", { guid });
    smtp.mails.length = 0;
    const english = await t.client({ "accept-language": "en-GB,en;q=0.9" });
    const token = (await english.post<string>("/api/token/login", { email, password: "secreto123" })).body.entity;
    expect((await english.post("/api/alertas", { combustible: "95", umbral: 1.6, idEstacion: "1001" }, { token })).status).toBe(200);
    await setPrice("1001", "gasolina95", 1.589);
    const mail = await smtp.waitFor(email);
    expect(subjectOf(mail.headers)).toBe("GasolinaEco: Petrol 95 at €1.589 at REPSOL SOL");
    expect(mail.text).toContain("Petrol 95: €1.589; was €1.659.");
    expect(mail.text).toContain("Your alert: when it drops below €1.600.");
    expect(mail.text).toContain("See the petrol station: https://gasolinaeco.test/station/1001");
    expect(mail.text).toMatch(/To delete this alert: https:\/\/gasolinaeco\.test\/api\/alertas\/baja\/\S+/);
  });
});
