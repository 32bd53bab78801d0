// @vitest-environment jsdom
// The one ky instance and callApi: headers on every request, 401 → logout, failures as typed results.
import { activateLocale } from "../../../src/i18n/i18n.ts";
import "fake-indexeddb/auto";
import { describe, expect, test } from "vitest";
import { login } from "../../../src/api/accounts.ts";
import { resolveApiHost } from "../../../src/api/api-host.ts";
import { sendContact } from "../../../src/api/community.ts";
import { getProvinceReport } from "../../../src/api/reports.ts";
import { getStationInfo } from "../../../src/api/stations.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { currentPath, logIn, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, refusal, success } from "../helpers/fake-api.ts";

const { consoleError } = useAppTestSetup();

const provinces = [{ provincia: "Madrid", mediaDiesel: 1.459, media95: 1.559, media98: 1.699, mediaGLP: 0, otros: { gasoleoB: 1.189 } }];

describe("requests", () => {
  test("go to the page's origin when no API host is configured", async () => {
    const api = installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
    await getProvinceReport();
    expect(api.calls[0]?.path).toBe("/api/reporting/informemediaprovinciaproducto");
    expect(resolveApiHost(undefined, "https://gasolinaeco.es")).toBe("https://gasolinaeco.es");
  });

  test("go to the configured API host when there is one", () => {
    expect(resolveApiHost("https://api.example.es/", "https://gasolinaeco.es")).toBe("https://api.example.es");
  });

  test("carry the stored token as a bearer header", async () => {
    logIn("jwt-123");
    const api = installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
    await getProvinceReport();
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer jwt-123");
  });

  test("carry no Authorization header without a token", async () => {
    const api = installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
    await getProvinceReport();
    expect(api.calls[0]?.headers.has("Authorization")).toBe(false);
  });

  test("say the app's language in Accept-Language, so an alert created speaks it", async () => {
    const api = installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
    await getProvinceReport();
    expect(api.calls[0]?.headers.get("Accept-Language")).toBe("es");
    await activateLocale("eu");
    await getProvinceReport();
    expect(api.calls[1]?.headers.get("Accept-Language")).toBe("eu");
    await activateLocale("es");
  });

  test("copy the XSRF-TOKEN cookie into the X-XSRF-TOKEN header", async () => {
    document.cookie = "XSRF-TOKEN=abc%2B123; path=/";
    const api = installFakeApi({ "POST /api/gasolinaeco/contact": success() });
    await sendContact({ email: "a@b.es", asunto: "Hola", mensaje: "Texto" });
    expect(api.calls[0]?.headers.get("X-XSRF-TOKEN")).toBe("abc+123");
  });
});

describe("a 401 answer", () => {
  test("logs the user out", async () => {
    logIn("expired");
    installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": { status: 401, json: { success: false, message: "Sesión caducada", entity: null } } });
    await getProvinceReport();
    expect(useSessionStore.getState()).toMatchObject({ token: null, login: null });
  });

  test("sends the user to /logout", async () => {
    logIn("expired");
    installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": { status: 401 } });
    await getProvinceReport();
    expect(currentPath()).toBe("/logout");
  });

  test("to the login call itself means wrong credentials and keeps the page", async () => {
    window.history.replaceState(null, "", "/login");
    installFakeApi({ "POST /api/token/login": refusal("Credenciales no válidas", 401) });
    const result = await login({ email: "a@b.es", password: "secreto", keep: false });
    expect(result.ok).toBe(false);
    expect(currentPath()).toBe("/login");
  });
});

describe("results", () => {
  test("hand back the entity parsed with the contract", async () => {
    installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success(provinces) });
    expect(await getProvinceReport()).toEqual({ ok: true, data: provinces, message: null });
  });

  test("hand back the server's message when it answers success false", async () => {
    installFakeApi({ "POST /api/gasolinaeco/searchstation": refusal("Estación no encontrada", 404) });
    expect(await getStationInfo("1234")).toEqual({ ok: false, reason: "rejected", message: "Estación no encontrada", status: 404 });
  });

  test("report a lost connection instead of throwing", async () => {
    installFakeApi({ "POST /api/gasolinaeco/searchstation": "network-error" });
    expect(await getStationInfo("1234")).toMatchObject({ ok: false, reason: "network" });
  });

  test("report an answer outside the contract as malformed", async () => {
    installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": success([{ provincia: 3 }]) });
    expect(await getProvinceReport()).toMatchObject({ ok: false, reason: "malformed" });
  });

  test("report an HTTP error without an envelope by its status", async () => {
    installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": { status: 502 } });
    expect(await getProvinceReport()).toMatchObject({ ok: false, reason: "status", status: 502 });
  });

  test("log every failure to the console", async () => {
    installFakeApi({ "POST /api/reporting/informemediaprovinciaproducto": { status: 503 } });
    await getProvinceReport();
    expect(consoleError()).toHaveBeenCalledWith(expect.stringContaining("HTTP 503"));
  });
});
