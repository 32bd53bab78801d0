// @vitest-environment jsdom
// The routes of SPEC §2: Home on the empty and unknown paths, every screen at its path, titles.
import "fake-indexeddb/auto";
import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi } from "../helpers/fake-api.ts";

useAppTestSetup();

const HOME_HEADLINE = "Encuentra la gasolinera más barata de España";

test("shows Home on the empty path with the product title", async () => {
  await renderApp("/");
  expect(await screen.findByRole("heading", { level: 1, name: HOME_HEADLINE })).toBeTruthy();
  expect(document.title).toBe("GasolinaEco | Encuentra la gasolinera mas barata y ahorra");
});

test("shows Home on /welcome", async () => {
  await renderApp("/welcome");
  expect(await screen.findByRole("heading", { level: 1, name: HOME_HEADLINE })).toBeTruthy();
});

test("shows Home on an unknown path", async () => {
  await renderApp("/no-existe/para-nada");
  expect(await screen.findByRole("heading", { level: 1, name: HOME_HEADLINE })).toBeTruthy();
});

test.each([
  ["/config", "Configuración sistema"],
  ["/privacidad", "Política de privacidad"],
  ["/login", "Login"],
  ["/logout", "Sesión cerrada"],
  ["/registro", "Nueva cuenta"],
  ["/registro-ok", "Registro completado"],
  ["/tienda", "Tienda"],
  ["/contacto", "Buzón de contacto"],
  ["/consejos-ahorrar-combustible", "Consejos para ahorrar combustible"],
  ["/station/4375", "Gasolinera"],
  ["/search/diesel/5/-3.70379/40.416775", "Mostrando las gasolineras más baratas en la zona"],
  ["/error/Error%20de%20conexi%C3%B3n", "Ocurrió un error :("],
  ["/usuario", "Mi perfil"],
  ["/validaremail/0123456789abcdef0123", "Validar correo electrónico"],
  ["/datos", "Datos"],
  ["/informe-preciomedio-provincia", "Precio medio por provincia"],
  ["/informe-preciomedio-bandera", "Precio medio por bandera"],
  ["/nueva-ruta", "Nueva ruta"],
  ["/ruta/95/-3.7/40.4/2.17/41.38", "Mostrando las mejores gasolineras en la ruta"],
])("shows the screen of %s", async (path, heading) => {
  installFakeApi();
  await renderApp(path);
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
});

test("sets a page title of its own on each screen", async () => {
  installFakeApi();
  await renderApp("/contacto");
  await screen.findByRole("heading", { level: 1, name: "Buzón de contacto" });
  expect(document.title).toBe("Contacto | GasolinaEco");
});

test("the error page shows the message of the route", async () => {
  await renderApp("/error/Error%20de%20conexi%C3%B3n");
  expect(await screen.findByText("Error de conexión")).toBeTruthy();
  expect(screen.getByText("Prueba de nuevo en unos segundos.")).toBeTruthy();
});

test("the kiosk renders without the shell", async () => {
  await renderApp("/kiosko/4375");
  const main = await screen.findByRole("main");
  // No API route here: the board says it could not load that station's prices.
  expect(await within(main).findByText(/estación 4375/)).toBeTruthy();
  expect(screen.queryByRole("button", { name: "BUSCAR" })).toBeNull();
  expect(screen.queryByRole("contentinfo")).toBeNull();
});
