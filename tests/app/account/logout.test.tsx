// @vitest-environment jsdom
// logout (SPEC §2, §4): says the session is closed and removes the token and the login name.
import "fake-indexeddb/auto";
import { screen, waitFor } from "@testing-library/react";
import { get } from "idb-keyval";
import { expect, test } from "vitest";
import { flushStorage } from "../../../src/stores/idb-state-storage.ts";
import { STORAGE_KEYS } from "../../../src/stores/storage-keys.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { localData } from "../helpers/local-data.ts";

useAppTestSetup();


test("says 'Sesión cerrada correctamente.'", async () => {
  await renderApp("/logout");
  expect(await screen.findByText("Sesión cerrada correctamente.")).toBeTruthy();
});

test("ends the session", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success(null) });
  logIn("jwt-1", "ana@example.com");
  await renderApp("/logout");
  await screen.findByText("Sesión cerrada correctamente.");
  expect(useSessionStore.getState()).toMatchObject({ token: null, login: null, user: null });
});

test("removes the stored token, not only the login name", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success(null) });
  logIn("jwt-1", "ana@example.com");
  await flushStorage();
  expect(await get(STORAGE_KEYS.token, localData())).toBe(JSON.stringify("jwt-1"));
  await renderApp("/logout");
  await screen.findByText("Sesión cerrada correctamente.");
  await flushStorage();
  await waitFor(async () => expect(await get(STORAGE_KEYS.token, localData())).toBeUndefined());
  expect(await get(STORAGE_KEYS.login, localData())).toBeUndefined();
});

test("asks the server to revoke the token it ends", async () => {
  const api = installFakeApi({ "GET /api/users/getuserdata": success(null), "POST /api/token/logout": success(null) });
  logIn("jwt-1", "ana@example.com");
  await renderApp("/logout");
  await screen.findByText("Sesión cerrada correctamente.");
  await waitFor(() => expect(api.calls.some((c) => c.path === "/api/token/logout")).toBe(true));
  const call = api.calls.find((c) => c.path === "/api/token/logout")!;
  expect(call.headers.get("authorization")).toBe("Bearer jwt-1");
});

test("still ends the session when the revocation cannot reach the server", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success(null), "POST /api/token/logout": "network-error" });
  logIn("jwt-1", "ana@example.com");
  await renderApp("/logout");
  await screen.findByText("Sesión cerrada correctamente.");
  expect(useSessionStore.getState().token).toBeNull();
});
