// The unsubscribe link of an alert e-mail, on each test database: opening it (what a mail scanner
// or a link preview does) deletes nothing and shows a button; the button's POST deletes the alert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { createAlertsRepository } from "../../../server/alerts/alerts-repository.ts";
import { randomToken } from "../../../server/http/random-token.ts";

describe.each(TEST_DB_KINDS)("alert e-mail unsubscribe link ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let userToken: string;
  const listed = async () => (await api.post<unknown[]>("/api/alertas/listar", {}, { token: userToken })).body.entity.length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
    userToken = await t.signUp(`baja-${kind.name}@example.es`);
  });
  afterAll(() => t.dispose());

  /** An e-mail alert of the test account; its link's token. */
  async function emailAlert(): Promise<string> {
    const [user] = await t.db.query<{ id: string }>("select id from users where email = $1", [`baja-${kind.name}@example.es`]);
    const token = randomToken();
    await createAlertsRepository(t.db).createForUser(user!.id, token, {
      combustible: "95", umbral: 1.6, stationId: "1001", latitud: null, longitud: null, radioKm: null, below: false, lastPrice: 1.659,
    }, 20, t.clock.now);
    return token;
  }

  it("shows a page with a button on GET, and keeps the alert", async () => {
    const token = await emailAlert();
    const before = await listed();
    const res = await t.app.request(`/api/alertas/baja/${token}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<form method="post" action="/api/alertas/baja/${token}"><button type="submit">Borrar este aviso</button></form>`);
    expect(await listed()).toBe(before);
  });

  it("deletes the alert when the button posts the form, and says so", async () => {
    const token = await emailAlert();
    const before = await listed();
    const res = await t.app.request(`/api/alertas/baja/${token}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect([res.status, await res.text()]).toEqual([200, expect.stringContaining("Aviso borrado")]);
    expect(await listed()).toBe(before - 1);
  });

  it("answers 404 with a page saying the alert no longer exists, to GET and to POST of a used link", async () => {
    const token = await emailAlert();
    await t.app.request(`/api/alertas/baja/${token}`, { method: "POST" });
    for (const method of ["GET", "POST"]) {
      const res = await t.app.request(`/api/alertas/baja/${token}`, { method });
      expect([res.status, await res.text()]).toEqual([404, expect.stringContaining("Este aviso ya no existe")]);
    }
  });
});
