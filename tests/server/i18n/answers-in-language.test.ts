// The API answers in the request's language (Accept-Language, which the app sets to its own): errors,
// validation messages and confirmations the app shows as they come; Spanish without one, or for a
// language the app does not speak. A message made of data stays as written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";
import { createTestApp } from "../../helpers/community-app.ts";

const PGLITE = TEST_DB_KINDS[0]!;

describe("answers in the request's language", () => {
  let t: Awaited<ReturnType<typeof buildStationTestApp>>;
  beforeAll(async () => {
    t = await buildStationTestApp(PGLITE, []);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const ask = async (path: string, body: string, language?: string) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(language ? { "accept-language": language } : {}) },
      body,
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };
  const search = JSON.stringify({ distancia: 0, producto: "diesel", latitud: 40.4, longitud: -3.7 });

  it("writes a validation message in the phone's language, the field named as the API names it", async () => {
    expect(await ask("/api/gasolinaeco/search", search)).toEqual({ status: 400, message: "distancia mínima 1 km" });
    expect(await ask("/api/gasolinaeco/search", search, "en-GB,en;q=0.9")).toEqual({ status: 400, message: "distancia minimum 1 km" });
    const badProduct = JSON.stringify({ distancia: 5, producto: 7, latitud: 40.4, longitud: -3.7 });
    expect((await ask("/api/gasolinaeco/search", badProduct, "gl-ES")).message).toBe("producto obrigatorio");
  });

  it("writes a message with data in it (the accepted codes, a field's name) in the language, the data as it is", async () => {
    const gasoil = JSON.stringify({ distancia: 5, producto: "gasoil", latitud: 40.4, longitud: -3.7 });
    const english = (await ask("/api/gasolinaeco/search", gasoil, "en-GB")).message;
    expect(english).toMatch(/^producto must be one of: .*\bdiesel\b.*\b95\b.*\bglp\b/);
    expect(english).toContain("adblue");
    expect((await ask("/api/gasolinaeco/search", gasoil)).message).toBe(english.replace("producto must be one of:", "producto debe ser uno de:"));
    const notANumber = JSON.stringify({ distancia: 5, producto: "diesel", latitud: "norte", longitud: -3.7 });
    expect((await ask("/api/gasolinaeco/search", notANumber, "eu-ES")).message).toBe("latitud: zenbaki bat espero zen");
    expect((await ask("/api/gasolinaeco/search", notANumber)).message).toBe("latitud: se esperaba un número");
  });

  it("writes the server's own errors in it, Spanish for a language it does not speak", async () => {
    expect(await ask("/api/gasolinaeco/search", "{no es json", "ca-ES")).toEqual({ status: 400, message: "El cos de la petició no és JSON vàlid" });
    expect(await ask("/api/gasolinaeco/searchstation", JSON.stringify({ id: "999999" }), "en")).toEqual({ status: 404, message: "Station not found" });
    expect(await ask("/api/gasolinaeco/searchstation", JSON.stringify({ id: "999999" }), "fr-FR")).toEqual({ status: 404, message: "Estación no encontrada" });
  });
});

describe("the server's own pages and mails in the request's language", () => {
  it("sends the validation mail of a registration in the language it was asked in", async () => {
    const t = await createTestApp(PGLITE);
    try {
      const galician = await t.client({ "accept-language": "gl-ES,gl;q=0.9" });
      const res = await galician.post("/api/users/register", { email: "rexistro@example.gal", password: "contrasinal-longo" });
      expect(res.status).toBe(200);
      const mail = t.mail.sent.findLast((m) => m.to === "rexistro@example.gal")!;
      expect(mail.subject).toBe("GasolinaEco: confirma o teu correo electrónico");
      expect(mail.text).toContain("Grazas por rexistrarte en GasolinaEco.");
      expect(mail.text).toMatch(/\/validaremail\/[0-9a-f]{64}/);
    } finally {
      await t.dispose();
    }
  });

  it("asks on the unsubscribe link's page in the browser's language", async () => {
    const t = await createTestApp(PGLITE);
    try {
      const res = await t.app.request("/api/alertas/baja/not-a-token-of-anyone-0123456789abcdef", { headers: { "accept-language": "en-GB" } });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain("This alert no longer exists: perhaps you deleted it earlier.");
    } finally {
      await t.dispose();
    }
  });
});
