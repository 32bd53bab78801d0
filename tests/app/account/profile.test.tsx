// @vitest-environment jsdom
// Profile (SPEC §2, §4, §5, §8): form, vehicle lists cached once, update, disconnect, deletion.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { navigate } from "wouter/use-browser-location";
import { expect, test } from "vitest";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { currentPath, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, refusal, success, type FakeRoute } from "../helpers/fake-api.ts";

useAppTestSetup();


const profile = { username: "Ana", tipovehiculo: 2, istaxi: false, marcavehiculo: 1, deposito: 45 };
const types = [{ id: 1, nombre: "Turismo" }, { id: 2, nombre: "Furgoneta" }];
const brands = [{ id: 1, nombre: "Seat" }, { id: 2, nombre: "Renault" }];

function profileApi(extra: Record<string, FakeRoute> = {}) {
  return installFakeApi({
    "GET /api/users/getuserdata": success(profile),
    "GET /api/users/obtenertiposvehiculos": success(types),
    "GET /api/users/obtenermarcasvehiculos": success(brands),
    ...extra,
  });
}

async function openProfile() {
  logIn();
  await renderApp("/usuario");
  await screen.findByDisplayValue("Ana");
  await screen.findByRole("option", { name: "Furgoneta" });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test("asks anonymous users to log in", async () => {
  await renderApp("/usuario");
  expect(await screen.findByText("Inicia sesión para ver y cambiar tu perfil.")).toBeTruthy();
});

test("fills the form with the user's data and the vehicle lists", async () => {
  profileApi();
  await openProfile();
  expect((screen.getByLabelText("Tipo de vehículo") as HTMLSelectElement).value).toBe("2");
  expect((screen.getByLabelText("Marca del vehículo") as HTMLSelectElement).value).toBe("1");
  expect(field("Depósito (litros)").value).toBe("45");
});

test("loads the vehicle lists only once", async () => {
  const api = profileApi();
  await openProfile();
  act(() => navigate("/welcome"));
  act(() => navigate("/usuario"));
  await screen.findByRole("option", { name: "Renault" });
  expect(api.callsTo("GET", "/api/users/obtenertiposvehiculos")).toHaveLength(1);
  expect(api.callsTo("GET", "/api/users/obtenermarcasvehiculos")).toHaveLength(1);
});

test("an empty username shows 'Por favor, corrige los datos incorrectos.' with 'Error' and sends nothing", async () => {
  const api = profileApi();
  await openProfile();
  fireEvent.change(field("Nombre de usuario"), { target: { value: "" } });
  fireEvent.click(screen.getByRole("button", { name: "Actualizar datos" }));
  expect(screen.getByText("Por favor, corrige los datos incorrectos.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Error" })).toBeTruthy();
  expect(api.callsTo("POST", "/api/users/setuserdata")).toHaveLength(0);
});

test("a username of 51 characters is refused", async () => {
  profileApi();
  await openProfile();
  fireEvent.change(field("Nombre de usuario"), { target: { value: "a".repeat(51) } });
  fireEvent.click(screen.getByRole("button", { name: "Actualizar datos" }));
  expect(screen.getByText("Máximo 50 caracteres")).toBeTruthy();
  expect(screen.getByText("Por favor, corrige los datos incorrectos.")).toBeTruthy();
});

test("a username of 50 characters is accepted", async () => {
  const api = profileApi({ "POST /api/users/setuserdata": success({ ...profile, username: "a".repeat(50) }) });
  await openProfile();
  fireEvent.change(field("Nombre de usuario"), { target: { value: "a".repeat(50) } });
  fireEvent.click(screen.getByRole("button", { name: "Actualizar datos" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/users/setuserdata")).toHaveLength(1));
});

test("'Actualizar datos' sends the profile with the tank in litres", async () => {
  const api = profileApi({ "POST /api/users/setuserdata": success({ ...profile, deposito: 50, istaxi: true }) });
  await openProfile();
  fireEvent.change(field("Depósito (litros)"), { target: { value: "50" } });
  fireEvent.click(screen.getByLabelText("Soy taxista"));
  fireEvent.click(screen.getByRole("button", { name: "Actualizar datos" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/users/setuserdata")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/users/setuserdata")[0]?.body).toEqual({
    username: "Ana",
    tipovehiculo: 2,
    marcavehiculo: 1,
    istaxi: true,
    deposito: 50,
  });
});

test("a saved profile says 'Tus datos se han actualizado correctamente' with 'Bien!'", async () => {
  profileApi({ "POST /api/users/setuserdata": success({ ...profile, deposito: 50 }) });
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Actualizar datos" }));
  expect(await screen.findByText("Tus datos se han actualizado correctamente")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Bien!" })).toBeTruthy();
});

test("a saved profile updates the session's user", async () => {
  profileApi({ "POST /api/users/setuserdata": success({ ...profile, deposito: 50 }) });
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Actualizar datos" }));
  await waitFor(() => expect(useSessionStore.getState().user?.deposito).toBe(50));
});

test("a failed update says 'No se han podido actualizar los datos de tu perfil.' with 'Error'", async () => {
  profileApi({ "POST /api/users/setuserdata": refusal("Datos no válidos", 400) });
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Actualizar datos" }));
  expect(await screen.findByText("No se han podido actualizar los datos de tu perfil.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Error" })).toBeTruthy();
});

test("'Desconectar' logs out through /logout", async () => {
  profileApi();
  await openProfile();
  fireEvent.click(screen.getByRole("link", { name: "Desconectar" }));
  expect(await screen.findByText("Sesión cerrada correctamente.")).toBeTruthy();
  // The logout page clears the session in an effect, which may run just after it first shows.
  await waitFor(() => expect(useSessionStore.getState().login).toBeNull());
});

test("'Borrar todos mis datos' opens a confirmation dialog focused on Cancelar", async () => {
  profileApi();
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Borrar todos mis datos" }));
  const dialog = screen.getByRole("alertdialog", { name: "Borrar todos mis datos" });
  expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancelar" }));
});

test("Escape closes the confirmation without deleting", async () => {
  const api = profileApi();
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Borrar todos mis datos" }));
  fireEvent.keyDown(document, { key: "Escape" });
  expect(screen.queryByRole("alertdialog")).toBeNull();
  expect(api.callsTo("POST", "/api/users/borrarusuario")).toHaveLength(0);
});

test("the confirmation keeps Tab inside the dialog", async () => {
  profileApi();
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Borrar todos mis datos" }));
  const dialog = screen.getByRole("alertdialog");
  within(dialog).getByRole("button", { name: "Borrar" }).focus();
  fireEvent.keyDown(document, { key: "Tab" });
  expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancelar" }));
});

test("confirming deletes the account, logs out and goes to /logout", async () => {
  const api = profileApi({ "POST /api/users/borrarusuario": success() });
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Borrar todos mis datos" }));
  fireEvent.click(screen.getByRole("button", { name: "Borrar" }));
  expect(await screen.findByText("Sesión cerrada correctamente.")).toBeTruthy();
  expect(api.callsTo("POST", "/api/users/borrarusuario")).toHaveLength(1);
  expect(currentPath()).toBe("/logout");
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
});

test("a failed deletion says so and keeps the session", async () => {
  profileApi({ "POST /api/users/borrarusuario": refusal("Error", 500) });
  await openProfile();
  fireEvent.click(screen.getByRole("button", { name: "Borrar todos mis datos" }));
  fireEvent.click(screen.getByRole("button", { name: "Borrar" }));
  expect(await screen.findByText("Se ha producido un error al intentar borrar tu usuario, prueba más adelante.")).toBeTruthy();
  expect(useSessionStore.getState().login).toBe("ana@example.com");
});
