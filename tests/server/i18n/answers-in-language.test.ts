// The API answers in the request's language (Accept-Language, which the app sets to its own): errors,
// validation messages and confirmations the app shows as they come; Spanish without one, or for a
// language the app does not speak. A message made of data stays as written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { buildStationTestApp } from "../../helpers/station-app.ts";

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

  it("writes the server's own errors in it, Spanish for a language it does not speak", async () => {
    expect(await ask("/api/gasolinaeco/search", "{no es json", "ca-ES")).toEqual({ status: 400, message: "El cos de la petició no és JSON vàlid" });
    expect(await ask("/api/gasolinaeco/searchstation", JSON.stringify({ id: "999999" }), "en")).toEqual({ status: 404, message: "Station not found" });
    expect(await ask("/api/gasolinaeco/searchstation", JSON.stringify({ id: "999999" }), "fr-FR")).toEqual({ status: 404, message: "Estación no encontrada" });
  });
});
