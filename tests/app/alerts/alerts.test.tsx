// @vitest-environment jsdom
// The price alerts in the app: the "Avísame" form of a station page and the /alertas
// screen. jsdom has no service worker or Push API, which is the case of a browser without push.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success, type FakeRoute } from "../helpers/fake-api.ts";
import { stationInfo } from "../helpers/station-fixtures.ts";

useAppTestSetup();


const validatedDriver = () => {
  logIn();
  useSessionStore.getState().setUser({ email: "ana@example.com", username: "ana", istaxi: false, deposito: 0, emailValidado: true });
};

async function openAlertForm(routes: Record<string, FakeRoute> = {}) {
  const api = installFakeApi({
    "POST /api/gasolinaeco/searchstation": success(stationInfo()),
    "POST /api/comentarios/get": success([]),
    "POST /api/imagenes/get": success([]),
    "GET /api/gasolinaeco/historico/4375": success([]),
    "GET /api/users/getuserdata": success({ email: "ana@example.com", username: "ana", istaxi: false, deposito: 0, emailValidado: true }),
    ...routes,
  });
  await renderApp("/station/4375");
  fireEvent.click(await screen.findByRole("button", { name: "Avísame cuando baje el precio" }));
  await screen.findByRole("form", { name: "Aviso de precio" });
  return api;
}

test("suggests a threshold two cents under the station's price", async () => {
  await openAlertForm();
  fireEvent.change(screen.getByLabelText("Avísame cuando"), { target: { value: "diesel" } });
  expect((screen.getByLabelText("baje de") as HTMLInputElement).value).toBe("1,439");
});

test("in a browser without push, says so and sends nothing", async () => {
  const api = await openAlertForm();
  fireEvent.click(screen.getByRole("button", { name: /^Avisarme/ }));
  const message = await screen.findByRole("alert");
  expect(message.textContent).toBe("Este navegador no puede recibir avisos. Inicia sesión con tu correo validado para recibirlos por correo.");
  expect(api.callsTo("POST", "/api/alertas")).toEqual([]);
});

test("a logged-in driver with a validated address gets the alert by e-mail, without a subscription", async () => {
  validatedDriver();
  const api = await openAlertForm({ "POST /api/alertas": success({ id: 7 }, "Aviso creado: te avisaremos cuando baje.") });
  expect((screen.getByLabelText("Prefiero recibirlo por correo electrónico") as HTMLInputElement).checked).toBe(true);
  fireEvent.change(screen.getByLabelText("Avísame cuando"), { target: { value: "diesel" } });
  fireEvent.change(screen.getByLabelText("baje de"), { target: { value: "1,400" } });
  fireEvent.click(screen.getByRole("button", { name: "Avisarme (Diésel)" }));
  const form = screen.getByRole("form", { name: "Aviso de precio" });
  expect((await within(form).findByRole("status")).textContent).toBe("Aviso creado: te avisaremos cuando baje. Ver mis avisos");
  expect(api.callsTo("POST", "/api/alertas")[0]?.body).toEqual({ combustible: "diesel", umbral: "1,400", idEstacion: "4375" });
});

test("shows the server's reason when it refuses the alert", async () => {
  validatedDriver();
  await openAlertForm({ "POST /api/alertas": { status: 400, json: { success: false, message: "umbral: El precio del aviso debe estar entre 0,500 y 3,000 €/l", entity: null } } });
  fireEvent.change(screen.getByLabelText("baje de"), { target: { value: "9" } });
  fireEvent.click(screen.getByRole("button", { name: /^Avisarme/ }));
  expect((await screen.findByRole("alert")).textContent).toBe("umbral: El precio del aviso debe estar entre 0,500 y 3,000 €/l");
});

const mailAlert = {
  id: 3, canal: "email", combustible: "95", umbral: 1.5, idEstacion: "4375", rotulo: "REPSOL",
  latitud: null, longitud: null, radioKm: null, pausada: false, ultimoPrecio: 1.559,
};

test("/alertas lists the account's alerts, and deleting one asks the server with the session", async () => {
  validatedDriver();
  let alerts = [mailAlert];
  const api = installFakeApi({
    "GET /api/users/getuserdata": success({ email: "ana@example.com", username: "ana", istaxi: false, deposito: 0, emailValidado: true }),
    "POST /api/alertas/listar": () => success(alerts),
    "POST /api/alertas/3/borrar": () => {
      alerts = [];
      return success(null, "Aviso borrado");
    },
  });
  await renderApp("/alertas");
  expect(await screen.findByText(/^Cuando la gasolina 95 baje de 1,500\s€$/)).toBeTruthy();
  expect(screen.getByRole("link", { name: "en REPSOL" }).getAttribute("href")).toBe("/station/4375");
  expect(screen.getByText(/^Por correo · ahora 1,559\s€$/)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Borrar" }));
  await screen.findByText("No tienes avisos en este navegador ni en tu cuenta. Crea uno desde una gasolinera o desde los resultados de una búsqueda.");
  expect(api.callsTo("POST", "/api/alertas/3/borrar")[0]?.body).toEqual({});
});

test("/alertas says there are none for a visitor without a subscription", async () => {
  installFakeApi({});
  await renderApp("/alertas");
  await waitFor(() => expect(screen.getByText(/^No tienes avisos en este navegador\./)).toBeTruthy());
});

test("a station's form offers every product it sells (GLP too), with its own range and unit", async () => {
  const api = installFakeApi({
    "POST /api/gasolinaeco/searchstation": success(stationInfo({
      precio_gasolina98: 0,
      productos: [
        { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.459 },
        { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.559 },
        { producto: "glp", nombre: "GLP", precio: 0.899 },
        { producto: "hidrogeno", nombre: "Hidrógeno", precio: 12.5 },
      ],
    })),
    "POST /api/comentarios/get": success([]),
    "POST /api/imagenes/get": success([]),
    "GET /api/gasolinaeco/historico/4375": success([]),
    "POST /api/alertas": success({ id: 9 }, "Aviso creado: te avisaremos cuando baje."),
  });
  validatedDriver();
  await renderApp("/station/4375");
  fireEvent.click(await screen.findByRole("button", { name: "Avísame cuando baje el precio" }));
  await screen.findByRole("form", { name: "Aviso de precio" });
  const fuel = screen.getByLabelText("Avísame cuando") as HTMLSelectElement;
  expect([...fuel.options].map((o) => o.text)).toEqual(["el diésel", "la gasolina 95", "el GLP", "el hidrógeno"]);
  fireEvent.change(fuel, { target: { value: "hidrogeno" } });
  expect((screen.getByLabelText("baje de") as HTMLInputElement).value).toBe("12,480");
  expect(screen.getByText(/^Entre 3,000 y 30,000 €\/kg\./)).toBeTruthy();
  fireEvent.change(fuel, { target: { value: "glp" } });
  expect((screen.getByLabelText("baje de") as HTMLInputElement).value).toBe("0,879");
  fireEvent.click(screen.getByRole("button", { name: "Avisarme (GLP)" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/alertas")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/alertas")[0]?.body).toMatchObject({ combustible: "glp", umbral: "0,879", idEstacion: "4375" });
});
