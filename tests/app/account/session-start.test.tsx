// @vitest-environment jsdom
// Start-up with a stored session (SPEC §4, §6): hydrated from IndexedDB before the first render, then
// the user's data is loaded.
import "fake-indexeddb/auto";
import { screen, waitFor } from "@testing-library/react";
import { set } from "idb-keyval";
import { expect, test } from "vitest";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { STORAGE_KEYS } from "../../../src/stores/storage-keys.ts";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { localData } from "../helpers/local-data.ts";

useAppTestSetup();


const profile = { username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 40 };

async function storeSession() {
  await set(STORAGE_KEYS.token, JSON.stringify("jwt-stored"), localData());
  await set(STORAGE_KEYS.login, JSON.stringify("ana@example.com"), localData());
  await useSessionStore.persist.rehydrate();
}

test("a stored login shows the profile button on the first screen", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success(profile) });
  await storeSession();
  await renderApp("/");
  expect(await screen.findByRole("link", { name: "Mi perfil" })).toBeTruthy();
});

test("a stored login loads the user's data with the stored token", async () => {
  const api = installFakeApi({ "GET /api/users/getuserdata": success(profile) });
  await storeSession();
  await renderApp("/");
  await waitFor(() => expect(useSessionStore.getState().user).toEqual(profile));
  expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer jwt-stored");
});

test("an anonymous start loads no user data", async () => {
  const api = installFakeApi();
  await renderApp("/");
  await screen.findByRole("button", { name: "BUSCAR" });
  expect(api.callsTo("GET", "/api/users/getuserdata")).toHaveLength(0);
});
