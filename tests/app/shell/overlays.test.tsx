// @vitest-environment jsdom
// The global loader, the snack bar and the cookie banner (SPEC §2, §4).
import "fake-indexeddb/auto";
import { fireEvent, screen } from "@testing-library/react";
import { get, set } from "idb-keyval";
import { act } from "react";
import { expect, test, vi } from "vitest";
import { useConsentStore } from "../../../src/stores/consent-store.ts";
import { flushStorage } from "../../../src/stores/idb-state-storage.ts";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { localData } from "../helpers/local-data.ts";

useAppTestSetup();

test("the loader shows a spinner with 'procesando...' by default", async () => {
  await renderApp("/");
  await screen.findByRole("button", { name: "BUSCAR" });
  act(() => useUiStore.getState().showLoader());
  expect(screen.getByText("procesando...")).toBeTruthy();
  expect(document.querySelector(".spinner")).not.toBeNull();
});

test("the loader disappears when hidden", async () => {
  await renderApp("/");
  await screen.findByRole("button", { name: "BUSCAR" });
  act(() => useUiStore.getState().showLoader("login..."));
  act(() => useUiStore.getState().hideLoader());
  expect(screen.queryByText("login...")).toBeNull();
});

test("the snack bar shows only the newest message", async () => {
  await renderApp("/");
  await screen.findByRole("button", { name: "BUSCAR" });
  act(() => useUiStore.getState().showSnack("Primero", { action: "Aviso!" }));
  act(() => useUiStore.getState().showSnack("Segundo", { action: "Error!" }));
  expect(screen.queryByText("Primero")).toBeNull();
  expect(screen.getByText("Segundo")).toBeTruthy();
});

test("the snack bar closes itself after 3 seconds", async () => {
  await renderApp("/");
  await screen.findByRole("button", { name: "BUSCAR" });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  act(() => useUiStore.getState().showSnack("Hola"));
  act(() => vi.advanceTimersByTime(2999));
  expect(screen.getByText("Hola")).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText("Hola")).toBeNull();
});

test("the snack's action button closes it", async () => {
  await renderApp("/");
  await screen.findByRole("button", { name: "BUSCAR" });
  act(() => useUiStore.getState().showSnack("Hola", { action: "Aviso!" }));
  fireEvent.click(screen.getByRole("button", { name: "Aviso!" }));
  expect(screen.queryByText("Hola")).toBeNull();
});

test("the cookie banner shows at first and links to the privacy policy", async () => {
  await renderApp("/");
  const banner = await screen.findByRole("region", { name: "Aviso de cookies" });
  expect(banner.querySelector("a")?.getAttribute("href")).toBe("/privacidad");
});

test("the cookie notice says what the app stores and claims no analytics or advertising it does not do", async () => {
  await renderApp("/");
  const banner = await screen.findByRole("region", { name: "Aviso de cookies" });
  expect(banner.querySelector("p")?.textContent).toBe(
    "Solo usamos cookies técnicas propias y tus preferencias se quedan en este dispositivo: sin analítica ni publicidad. Más en la política de privacidad.",
  );
});

test("Aceptar hides the cookie banner and stores the consent as 1", async () => {
  await renderApp("/");
  fireEvent.click(await screen.findByRole("button", { name: "Aceptar" }));
  expect(screen.queryByRole("region", { name: "Aviso de cookies" })).toBeNull();
  await flushStorage();
  expect(await get("gasolinaeco_coookie_consent", localData())).toBe("1");
  // …and as a cookie, so the server stops putting the notice in the page it sends.
  expect(document.cookie.split("; ")).toContain("gasolinaeco_cookies=1");
});

test("the cookie banner stays hidden when the consent was stored before", async () => {
  await set("gasolinaeco_coookie_consent", "1", localData());
  await useConsentStore.persist.rehydrate();
  await renderApp("/");
  await screen.findByRole("button", { name: "BUSCAR" });
  expect(screen.queryByRole("region", { name: "Aviso de cookies" })).toBeNull();
});
