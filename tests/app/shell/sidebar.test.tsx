// @vitest-environment jsdom
// The side navigation (SPEC §2): overlay dialog with backdrop, entries by session, clears results.
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { currentPath, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";

useAppTestSetup();

async function openMenu() {
  const menuButton = await screen.findByRole("button", { name: "Abrir menú" });
  menuButton.focus(); // as a click does in a browser
  fireEvent.click(menuButton);
  return screen.getByRole("dialog", { name: "GasolinaEco" });
}

const entryNames = (menu: HTMLElement) =>
  within(within(menu).getByRole("navigation")).getAllByRole("link").map((link) => link.textContent);

test("opens as a modal dialog over a backdrop", async () => {
  await renderApp("/");
  const menu = await openMenu();
  expect(menu.getAttribute("aria-modal")).toBe("true");
  expect(document.querySelector(".sidebar-backdrop")).not.toBeNull();
});

test("lists the anonymous entries with Login and without Mi perfil", async () => {
  await renderApp("/");
  expect(entryNames(await openMenu())).toEqual(["Inicio", "Mapanuevo", "Login", "Favoritas", "Mis descuentosnuevo", "Alertasnuevo", "Tienda", "Consejos", "Nueva rutanuevo", "Datos", "Contacto"]);
});

test("lists Mi perfil instead of Login when logged in", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success(null) });
  logIn();
  await renderApp("/");
  const names = entryNames(await openMenu());
  expect(names).toContain("Mi perfil");
  expect(names).not.toContain("Login");
});

test("tags Nueva ruta as new", async () => {
  await renderApp("/");
  const menu = await openMenu();
  expect(within(within(menu).getByRole("link", { name: /Nueva ruta/ })).getByText("nuevo")).toBeTruthy();
});

test("moves focus into the menu when it opens", async () => {
  await renderApp("/");
  const menu = await openMenu();
  expect(menu.contains(document.activeElement)).toBe(true);
});

test("closes with Escape and gives focus back to the menu button", async () => {
  await renderApp("/");
  await openMenu();
  fireEvent.keyDown(document, { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Abrir menú" }));
});

test("closes when the backdrop is clicked", async () => {
  await renderApp("/");
  await openMenu();
  fireEvent.click(document.querySelector(".sidebar-backdrop")!);
  expect(screen.queryByRole("dialog")).toBeNull();
});

// Tab from the menu's last control back to its first is checked in a real browser
// (tests/e2e/account-flow.e2e.test.ts): jsdom lists the controls out of document order.
test("brings focus that leaves the menu back into it", async () => {
  await renderApp("/");
  const menu = await openMenu();
  const outside = screen.getByRole("button", { name: "Abrir menú" });
  outside.focus();
  fireEvent.keyDown(outside, { key: "Tab" });
  expect(menu.contains(document.activeElement)).toBe(true);
});

test("following an entry goes there and closes the menu", async () => {
  await renderApp("/");
  const menu = await openMenu();
  fireEvent.click(within(menu).getByRole("link", { name: "Datos" }));
  expect(currentPath()).toBe("/datos");
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("the logout action logs out through /logout", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success(null) });
  logIn();
  await renderApp("/");
  fireEvent.click(within(await openMenu()).getByRole("button", { name: "Cerrar sesión" }));
  expect(currentPath()).toBe("/logout");
  expect(await screen.findByText("Sesión cerrada correctamente.")).toBeTruthy();
});
