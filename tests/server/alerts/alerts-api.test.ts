// /api/alertas and /api/push/clave as a client sees them, on each test database: creation for a
// station or an area, listing, pausing and deleting with the subscription's endpoint as the only
// credential, the limits and bad input (400 in Spanish, nothing stored), and e-mail alerts by token.
import { SEARCH_PRODUCT_CODES } from "../../../src/domain/fuels.ts";
import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { startLocalPushService, type LocalPushService } from "../../helpers/local-push-service.ts";
import { NOT_PUBLIC } from "../../../server/push/push-endpoint-check.ts";
import { BAD_AUTH, BAD_P256DH } from "../../../server/push/subscription-keys.ts";

// About the price alerts, not the password hash: a cheaper argon2id for their sign-ups and logins
// (tests/helpers/quick-argon2.ts; registration.test.ts keeps the real parameters).
vi.mock("argon2", async (real) => (await import("../../helpers/quick-argon2.ts")).quickArgon2(real));

describe.each(TEST_DB_KINDS)("price alerts API ($name)", (kind) => {
  let t: TestApp;
  let push: LocalPushService;
  let api: ApiClient;
  const count = async () => (await t.db.query<{ n: number }>("select count(*)::int as n from price_alerts"))[0]!.n;
  const stationAlert = (suscripcion: unknown, extra: Record<string, unknown> = {}) =>
    api.post<{ id: number }>("/api/alertas", { suscripcion, combustible: "95", umbral: 1.6, idEstacion: "1001", ...extra });
  const list = (endpoint: string) => api.post<{ id: number; pausada: boolean; rotulo: string | null }[]>("/api/alertas/listar", { endpoint });

  beforeAll(async () => {
    push = await startLocalPushService();
    t = await createTestApp(kind, { env: { PUSH_ENDPOINT_ALLOW: push.origin } });
    api = await t.client();
  });
  afterAll(async () => {
    await t.dispose();
    await push.close();
  });

  it("gives the same VAPID public key every time: an uncompressed P-256 point", async () => {
    const first = await api.get<{ clave: string }>("/api/push/clave");
    const second = await api.get<{ clave: string }>("/api/push/clave");
    const point = Buffer.from(first.body.entity.clave, "base64url");
    expect([point.length, point[0]]).toEqual([65, 4]);
    expect(second.body.entity.clave).toBe(first.body.entity.clave);
  });

  it.runIf(kind.name === "pglite")("keeps the generated VAPID keys in DATA_DIR readable by the owner only", async () => {
    await api.get("/api/push/clave");
    const info = await stat(path.join(t.dataDir, "vapid-keys.json"));
    expect(info.mode & 0o777).toBe(0o600);
  });

  it("creates a station alert and lists it for the same subscription", async () => {
    const sub = push.subscribe();
    const created = await stationAlert(sub.json);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, message: "Aviso creado: te avisaremos cuando baje." });
    const listed = await list(sub.json.endpoint);
    expect(listed.body.entity).toEqual([{
      id: created.body.entity.id, canal: "push", combustible: "95", umbral: 1.6, idEstacion: "1001", rotulo: "REPSOL SOL",
      latitud: null, longitud: null, radioKm: null, pausada: false, ultimoPrecio: 1.659,
    }]);
  });

  it("creates an area alert with centre and radius", async () => {
    const sub = push.subscribe();
    const created = await api.post<{ id: number }>("/api/alertas", { suscripcion: sub.json, combustible: "diesel", umbral: "1,45", latitud: "40,4169", longitud: -3.7035, radioKm: 25 });
    expect(created.status).toBe(200);
    const [alert] = (await list(sub.json.endpoint)).body.entity;
    // Getafe's 1,399 is the cheapest diesel within 25 km of Sol: already below, so it waits for the next crossing.
    expect(alert).toMatchObject({ combustible: "diesel", umbral: 1.45, latitud: 40.4169, longitud: -3.7035, radioKm: 25, idEstacion: null, ultimoPrecio: 1.399 });
    expect(created.body.message).toBe("Aviso creado. Ahora ya está a 1,399\u00a0€: te avisaremos la próxima vez que baje de 1,450\u00a0€.");
  });

  it("lists nothing for another subscription, which cannot pause or delete the alert either", async () => {
    const owner = push.subscribe();
    const other = push.subscribe();
    const id = (await stationAlert(owner.json)).body.entity.id;
    expect((await list(other.json.endpoint)).body.entity).toEqual([]);
    const pause = await api.post(`/api/alertas/${id}/pausar`, { endpoint: other.json.endpoint, pausada: true });
    const remove = await api.post(`/api/alertas/${id}/borrar`, { endpoint: other.json.endpoint });
    expect([pause.status, pause.body.message, remove.status, remove.body.message]).toEqual([404, "Aviso no encontrado", 404, "Aviso no encontrado"]);
    expect((await list(owner.json.endpoint)).body.entity).toMatchObject([{ id, pausada: false }]);
  });

  it("pauses and resumes an alert for its subscription", async () => {
    const sub = push.subscribe();
    const id = (await stationAlert(sub.json)).body.entity.id;
    const paused = await api.post(`/api/alertas/${id}/pausar`, { endpoint: sub.json.endpoint, pausada: true });
    expect(paused.body).toMatchObject({ success: true, message: "Aviso en pausa" });
    expect((await list(sub.json.endpoint)).body.entity).toMatchObject([{ id, pausada: true }]);
    await api.post(`/api/alertas/${id}/pausar`, { endpoint: sub.json.endpoint, pausada: false });
    expect((await list(sub.json.endpoint)).body.entity).toMatchObject([{ id, pausada: false }]);
  });

  it("deletes an alert for its subscription", async () => {
    const sub = push.subscribe();
    const id = (await stationAlert(sub.json)).body.entity.id;
    const removed = await api.post(`/api/alertas/${id}/borrar`, { endpoint: sub.json.endpoint });
    expect(removed.body).toMatchObject({ success: true, message: "Aviso borrado" });
    expect((await list(sub.json.endpoint)).body.entity).toEqual([]);
  });

  it("refuses a 21st alert for one subscription and stores nothing", async () => {
    const sub = push.subscribe();
    for (let i = 0; i < 20; i++) expect((await stationAlert(sub.json, { umbral: 1 + i / 100 })).status).toBe(200);
    const before = await count();
    const refused = await stationAlert(sub.json);
    expect([refused.status, refused.body.message]).toEqual([400, "Has llegado al máximo de 20 avisos: borra alguno para crear otro"]);
    expect(await count()).toBe(before);
  });

  it.each([
    [{ combustible: "glp", umbral: 0.85 }],
    [{ combustible: "GNC", umbral: "1,150" }],
    [{ combustible: "hidrogeno", umbral: 12 }],
    [{ combustible: "adblue", umbral: 0.4 }],
  ])("accepts an alert on any product of the catalogue within its own range: %j", async (change) => {
    const res = await stationAlert(push.subscribe().json, change);
    expect([res.status, res.body.success]).toEqual([200, true]);
  });

  it.each([
    [{ umbral: 0.49 }, "umbral: El precio del aviso debe estar entre 0,500 y 3,000 €/l"],
    [{ umbral: "3,001" }, "umbral: El precio del aviso debe estar entre 0,500 y 3,000 €/l"],
    [{ umbral: "barato" }, "umbral: El precio del aviso debe ser un número"],
    [{ combustible: "queroseno" }, `combustible debe ser uno de: ${SEARCH_PRODUCT_CODES.join(", ")}`],
    [{ combustible: "hidrogeno", umbral: 2 }, "umbral: El precio del aviso debe estar entre 3,000 y 30,000 €/kg"],
    [{ combustible: "adblue", umbral: 0.05 }, "umbral: El precio del aviso debe estar entre 0,100 y 3,500 €/l"],
    [{ idEstacion: undefined, latitud: 40.4, longitud: -3.7, radioKm: 26 }, "radioKm: El radio debe estar entre 1 y 25 km"],
    [{ latitud: 40.4, longitud: -3.7, radioKm: 5 }, "Indica una estación (idEstacion) o una zona (latitud, longitud y radioKm), no las dos"],
    [{ idEstacion: undefined, latitud: 40.4, radioKm: 5 }, "Indica una estación (idEstacion) o una zona (latitud, longitud y radioKm), no las dos"],
  ])("answers 400 in Spanish to %j and stores nothing", async (change, message) => {
    const before = await count();
    const res = await stationAlert(push.subscribe().json, change);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await count()).toBe(before);
  });

  it.each([
    ["http://push.example.com/x", "El endpoint de la suscripción debe usar https"],
    ["https://127.0.0.1/push/x", NOT_PUBLIC],
    ["https://10.1.2.3/push/x", NOT_PUBLIC],
    ["https://169.254.169.254/latest/meta-data", NOT_PUBLIC],
    ["https://[::1]/push/x", NOT_PUBLIC],
    ["https://[::ffff:192.168.1.1]/push/x", NOT_PUBLIC],
    ["https://localhost/push/x", NOT_PUBLIC],
    ["https://[::127.0.0.1]/push/x", NOT_PUBLIC],
    ["https://[::ffff:0:7f00:1]/push/x", NOT_PUBLIC],
    ["https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/push/x", NOT_PUBLIC],
    ["https://8.8.8.8:22/push/x", "El endpoint de la suscripción debe usar el puerto de https (443)"],
  ])("refuses the push endpoint %s and stores nothing", async (endpoint, message) => {
    const before = await count();
    const res = await stationAlert({ ...push.subscribe().json, endpoint });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await count()).toBe(before);
    expect((await t.db.query("select 1 from push_subscriptions where endpoint = $1", [endpoint])).length).toBe(0);
  });

  it("accepts a public push endpoint that writes out https' port 443", async () => {
    const res = await stationAlert({ ...push.subscribe().json, endpoint: "https://8.8.8.8:443/push/publico" });
    expect(res.status).toBe(200);
  });

  const notOnTheCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
  it.each([
    ["a p256dh that is not a point of P-256 (0x04 + 64 × 0x01)", { p256dh: notOnTheCurve }, BAD_P256DH],
    ["a compressed p256dh", { p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(32, 7)]).toString("base64url") }, BAD_P256DH],
    ["an auth of 15 bytes", { auth: Buffer.alloc(15, 9).toString("base64url") }, BAD_AUTH],
    ["an auth of 32 bytes", { auth: Buffer.alloc(32, 9).toString("base64url") }, BAD_AUTH],
  ])("refuses a subscription with %s and stores nothing", async (_case, keys, message) => {
    const before = await count();
    const json = push.subscribe().json;
    const res = await stationAlert({ ...json, keys: { ...json.keys, ...keys } });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await count()).toBe(before);
    expect((await t.db.query("select 1 from push_subscriptions where endpoint = $1", [json.endpoint])).length).toBe(0);
  });

  it("answers 404 for a station that does not exist", async () => {
    const res = await stationAlert(push.subscribe().json, { idEstacion: "999999" });
    expect([res.status, res.body.message]).toEqual([404, "Estación no encontrada"]);
  });

  it("asks for a subscription (or a session) when neither is sent", async () => {
    const res = await api.post("/api/alertas", { combustible: "95", umbral: 1.5, idEstacion: "1001" });
    expect([res.status, res.body.message]).toEqual([400, "Falta la suscripción del navegador a los avisos (o inicia sesión para recibirlos por correo)"]);
  });

  it("creates, lists and deletes an e-mail alert with the session token of a validated account", async () => {
    const token = await t.signUp(`correo-${kind.name}@example.es`);
    const created = await api.post<{ id: number }>("/api/alertas", { combustible: "diesel", umbral: 1.5, idEstacion: "1001" }, { token });
    expect(created.status).toBe(200);
    const listed = await api.post<{ id: number; canal: string }[]>("/api/alertas/listar", {}, { token });
    expect(listed.body.entity).toMatchObject([{ id: created.body.entity.id, canal: "email" }]);
    expect((await api.post(`/api/alertas/${created.body.entity.id}/borrar`, {}, { token })).status).toBe(200);
    expect((await api.post("/api/alertas/listar", {}, { token })).body.entity).toEqual([]);
  });

  it("refuses an e-mail alert until the address is validated", async () => {
    const token = await t.signUp(`sin-validar-${kind.name}@example.es`, { validate: false });
    const res = await api.post("/api/alertas", { combustible: "95", umbral: 1.5, idEstacion: "1001" }, { token });
    expect([res.status, res.body.message]).toEqual([403, "Valida tu correo electrónico para recibir avisos por correo: revisa tu bandeja de entrada."]);
  });

  it("does not let one account see another account's e-mail alerts", async () => {
    const owner = await t.signUp(`duena-${kind.name}@example.es`);
    const other = await t.signUp(`otro-${kind.name}@example.es`);
    const id = (await api.post<{ id: number }>("/api/alertas", { combustible: "95", umbral: 1.5, idEstacion: "1001" }, { token: owner })).body.entity.id;
    expect((await api.post("/api/alertas/listar", {}, { token: other })).body.entity).toEqual([]);
    expect((await api.post(`/api/alertas/${id}/borrar`, {}, { token: other })).status).toBe(404);
  });
});
