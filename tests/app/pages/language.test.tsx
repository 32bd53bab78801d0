// @vitest-environment jsdom
// The app's language: the phone's, unless the driver picks one on /config ("Idioma", each
// language named in itself); the choice is kept on the device (and its cookie, for the server's first
// paint) and in the profile, and <html lang> follows.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { loadUserData } from "../../../src/features/account/load-user-data.ts";
import { useLocaleStore } from "../../../src/stores/locale-store.ts";
import { logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";

useAppTestSetup();

const PROFILE = { email: "ana@example.com", username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 15 };
const languageSelect = async () => (await screen.findByRole("combobox", { name: /^Idioma|^Hizkuntza|^Language/ })) as HTMLSelectElement;

test("offers each language named in itself, and the phone's", async () => {
  await renderApp("/config");
  const select = await languageSelect();
  expect([...select.options].map((o) => o.textContent)).toEqual(["El del teléfono (Español)", "Español", "Català", "Euskara", "Galego", "English"]);
  expect(document.documentElement.lang).toBe("es");
});

test("speaks the phone's language when the driver chose none", async () => {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["eu-ES", "es-ES"]);
  await renderApp("/config");
  await waitFor(() => expect(document.documentElement.lang).toBe("eu"));
});

test("a language chosen on /config applies at once and is kept on the device and in its cookie", async () => {
  await renderApp("/config");
  fireEvent.change(await languageSelect(), { target: { value: "ca" } });
  await waitFor(() => expect(document.documentElement.lang).toBe("ca"));
  expect(useLocaleStore.getState().chosen).toBe("ca");
  expect(document.cookie).toContain("gasolinaeco_idioma=ca");
  // Back to the phone's.
  fireEvent.change(await languageSelect(), { target: { value: "" } });
  await waitFor(() => expect(document.documentElement.lang).toBe("es"));
  expect(useLocaleStore.getState().chosen).toBeNull();
  expect(document.cookie).not.toContain("gasolinaeco_idioma=ca");
});

test("logged in, the profile learns the language chosen", async () => {
  const api = installFakeApi({
    "GET /api/users/getuserdata": success(PROFILE),
    "POST /api/users/setuserdata": (call) => success({ ...PROFILE, ...(call.body as object) }),
  });
  logIn();
  await loadUserData();
  await renderApp("/config");
  fireEvent.change(await languageSelect(), { target: { value: "gl" } });
  await waitFor(() => expect(api.callsTo("POST", "/api/users/setuserdata")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/users/setuserdata")[0]?.body).toMatchObject({ username: "Ana", deposito: 15, idioma: "gl" });
});

test("a device with no language chosen takes the profile's; one with a choice keeps its own", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success({ ...PROFILE, idioma: "en" }) });
  logIn();
  await loadUserData();
  expect(useLocaleStore.getState().chosen).toBe("en");

  useLocaleStore.getState().choose("ca");
  await loadUserData();
  expect(useLocaleStore.getState().chosen).toBe("ca");
});
