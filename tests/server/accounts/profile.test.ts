import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";

describe.each(TEST_DB_KINDS)("profile and vehicle lists ($name)", (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let token = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await t.client();
    token = await t.signUp("perfil@example.es");
  });
  afterAll(async () => { await t.dispose(); });

  it("starts with an empty profile and a tank of 0 litres", async () => {
    const fresh = await t.signUp("nuevo@example.es");
    const res = await api.get("/api/users/getuserdata", { token: fresh });
    expect(res.body.entity).toEqual({
      email: "nuevo@example.es", username: "", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 0, emailValidado: true,
    });
  });

  it("answers setuserdata with the saved profile and the SPEC success message", async () => {
    const res = await api.post("/api/users/setuserdata",
      { username: "Taxista de Vigo", tipovehiculo: 1, istaxi: true, marcavehiculo: 55, deposito: 42.5 }, { token });
    expect(res.body).toEqual({
      success: true,
      message: "Tus datos se han actualizado correctamente",
      entity: { email: "perfil@example.es", username: "Taxista de Vigo", tipovehiculo: 1, istaxi: true, marcavehiculo: 55, deposito: 42.5, emailValidado: true },
    });
  });

  it("remembers the driver's fuel by its search code, keeps it when absent and clears it with null", async () => {
    const base = { username: "Gas", deposito: 15 };
    const set = await api.post("/api/users/setuserdata", { ...base, combustible: "GNC" }, { token });
    expect(set.body.entity).toMatchObject({ combustible: "gnc" });
    const kept = await api.post("/api/users/setuserdata", base, { token });
    expect(kept.body.entity).toMatchObject({ combustible: "gnc" });
    const short = await api.post("/api/users/setuserdata", { ...base, combustible: "gasoleoA" }, { token });
    expect(short.body.entity).toMatchObject({ combustible: "diesel" });
    const cleared = await api.post("/api/users/setuserdata", { ...base, combustible: null }, { token });
    expect(cleared.body.entity).not.toHaveProperty("combustible");
  });

  it("refuses an unknown fuel and changes nothing", async () => {
    await api.post("/api/users/setuserdata", { username: "Gas", deposito: 15, combustible: "glp" }, { token });
    const res = await api.post("/api/users/setuserdata", { username: "Otro", deposito: 20, combustible: "queroseno" }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^combustible: producto debe ser uno de: /);
    const stored = await api.get("/api/users/getuserdata", { token });
    expect(stored.body.entity).toMatchObject({ username: "Gas", deposito: 15, combustible: "glp" });
  });

  it("remembers the app's language, keeps it when absent and clears it with null", async () => {
    const base = { username: "Gas", deposito: 15 };
    const set = await api.post("/api/users/setuserdata", { ...base, idioma: "eu" }, { token });
    expect(set.body.entity).toMatchObject({ idioma: "eu" });
    expect((await api.get("/api/users/getuserdata", { token })).body.entity).toMatchObject({ idioma: "eu" });
    const kept = await api.post("/api/users/setuserdata", base, { token });
    expect(kept.body.entity).toMatchObject({ idioma: "eu" });
    const cleared = await api.post("/api/users/setuserdata", { ...base, idioma: null }, { token });
    expect(cleared.body.entity).not.toHaveProperty("idioma");
  });

  it("refuses a language the app does not speak, in Spanish, and changes nothing", async () => {
    await api.post("/api/users/setuserdata", { username: "Gas", deposito: 15, idioma: "gl" }, { token });
    const res = await api.post("/api/users/setuserdata", { username: "Otro", deposito: 20, idioma: "fr" }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("idioma debe ser uno de: es, ca, eu, gl, en");
    expect((await api.get("/api/users/getuserdata", { token })).body.entity).toMatchObject({ username: "Gas", idioma: "gl" });
  });

  it("refuses a username longer than 50 characters", async () => {
    const res = await api.post("/api/users/setuserdata", { username: "x".repeat(51) }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("username: El nombre admite como máximo 50 caracteres");
  });

  it("refuses a profile without a username", async () => {
    expect((await api.post("/api/users/setuserdata", { deposito: 40 }, { token })).status).toBe(400);
  });

  it("refuses a negative tank size", async () => {
    const res = await api.post("/api/users/setuserdata", { username: "Ana", deposito: -1 }, { token });
    expect(res.body.message).toBe("deposito: El depósito no puede ser negativo");
  });

  it("refuses a vehicle type that is not in the list", async () => {
    const res = await api.post("/api/users/setuserdata", { username: "Ana", tipovehiculo: 12345 }, { token });
    expect(res.status).toBe(400);
  });

  it("refuses a vehicle brand that is not in the list", async () => {
    const res = await api.post("/api/users/setuserdata", { username: "Ana", marcavehiculo: 4242 }, { token });
    expect(res.status).toBe(400);
  });

  it("lists the vehicle types with id and nombre, turismo and autocaravana among them", async () => {
    const res = await api.get<{ id: number; nombre: string }[]>("/api/users/obtenertiposvehiculos");
    const names = res.body.entity.map((x) => x.nombre);
    expect(names).toEqual(expect.arrayContaining(["Turismo", "Furgoneta", "Motocicleta", "Autocaravana", "Camión", "Ciclomotor"]));
    expect(new Set(res.body.entity.map((x) => x.id)).size).toBe(res.body.entity.length);
  });

  it("lists the car brands sold in Spain in Spanish alphabetical order", async () => {
    const res = await api.get<{ id: number; nombre: string }[]>("/api/users/obtenermarcasvehiculos");
    const names = res.body.entity.map((x) => x.nombre);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names).toEqual(expect.arrayContaining(["SEAT", "Cupra", "Renault", "Dacia", "Toyota", "Citroën", "Škoda", "Kia", "MG", "BYD"]));
    const withoutOther = names.slice(0, -1);
    expect(withoutOther).toEqual([...withoutOther].sort(new Intl.Collator("es", { sensitivity: "base" }).compare));
    expect(names.at(-1)).toBe("Otra");
  });
});
