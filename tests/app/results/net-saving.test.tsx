// @vitest-environment jsdom
// The net saving on the screens: each result's figure (green when it saves, explained in one tap), the
// order by saving, the brand filter applied before bands and savings, the route's "Desvío máximo" and
// detours, and the litres and consumption of the configuration screen.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { encodePolyline } from "../../../src/domain/polyline.ts";
import { useSavingStore } from "../../../src/stores/saving-store.ts";
import { logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { sortBy } from "../helpers/results-options.ts";
import { routeStation, stationResult, THREE_STATIONS } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();


const MADRID = "/search/diesel/5/-3.70379/40.416775";
/** Cheapest of all but 40 km away: the trip eats its saving. */
const FAR_AND_CHEAP = stationResult({ id: "104", rotulo: "PLENOIL LEJOS", bandera: "plenoil", precio: 1.3, pricerange: 0, km: 40 });
const FOUR = [FAR_AND_CHEAP, ...THREE_STATIONS];

async function showResults() {
  installFakeApi({ "POST /api/gasolinaeco/search": success(FOUR) });
  await renderApp(MADRID);
  await screen.findAllByRole("article");
}

const cardNames = () => screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const card = (name: string) => screen.getByRole("article", { name });
const savingOf = (name: string) => within(card(name)).getByRole("button", { name: /^Ahorro neto/ });

test("each card shows its net saving against the nearest station, for 40 l at 6,5 l/100 km", async () => {
  await showResults();
  // (1,459 − 1,389) × 40 − 2 × 4,2 km × 1,3 × 6,5 / 100 × 1,389 = 2,80 − 0,99
  expect(savingOf("BALLENOIL ATOCHA").textContent).toMatch(/^Ahorro neto: 1,81\s€$/);
  expect(savingOf("PLENOIL LEJOS").textContent).toMatch(/^Ahorro neto: -2,43\s€$/);
});

test("each card shows its driving distance estimate, 1.3 times the straight line", async () => {
  await showResults();
  expect(within(card("PLENOIL LEJOS")).getByText(/^≈ 52,0\skm en coche$/)).toBeTruthy();
});

test("a saving is green and a loss is not", async () => {
  await showResults();
  expect(savingOf("BALLENOIL ATOCHA").className).toContain("net-saving-positive");
  expect(savingOf("REPSOL CASTELLANA").className).not.toContain("net-saving-positive");
});

test("one tap on the saving explains it", async () => {
  await showResults();
  const button = savingOf("BALLENOIL ATOCHA");
  const explanation = document.getElementById(button.getAttribute("aria-controls")!)!;
  expect(explanation.hidden).toBe(true);
  fireEvent.click(button);
  expect(explanation.hidden).toBe(false);
  expect(explanation.textContent).toMatch(/^Frente a la gasolinera más cercana \(1,459\s€\/l\): ahorras 2,80\s€ en 40 l, menos 0,99\s€ del combustible de ir y volver \(10,9 km a 6,5 l\/100 km\)\.$/);
});

test("sorting by ahorro lists the best net saving first", async () => {
  await showResults();
  await sortBy("Ahorro");
  expect(cardNames()).toEqual(["BALLENOIL ATOCHA", "REPSOL CASTELLANA", "PLENOIL LEJOS", "CEPSA PRADO"]);
});

test("the driver's consumption from the device changes the saving", async () => {
  useSavingStore.getState().setFuelUse(null, 20);
  await showResults();
  // 2,80 − 10,92 km × 0,20 × 1,389 = 2,80 − 3,03
  expect(savingOf("BALLENOIL ATOCHA").textContent).toMatch(/-0,23\s€$/);
});

test("excluding a brand hides its stations and is remembered on the device", async () => {
  await showResults();
  fireEvent.click(screen.getByRole("button", { name: "Marcas" }));
  fireEvent.click(screen.getByRole("radio", { name: "Todas menos las marcadas" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Repsol" }));
  expect(cardNames()).toEqual(["PLENOIL LEJOS", "BALLENOIL ATOCHA", "CEPSA PRADO"]);
  expect(useSavingStore.getState().brandFilter).toEqual({ mode: "exclude", brands: ["repsol"] });
});

test("the brand filter comes before the saving: the nearest station kept is the reference", async () => {
  await showResults();
  fireEvent.click(screen.getByRole("button", { name: "Marcas" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Repsol" }));
  // CEPSA PRADO (2,347 km) is now the nearest: its own saving is only the trip.
  expect(savingOf("CEPSA PRADO").textContent).toMatch(/-0,62\s€$/);
});

test("including one brand keeps only its stations, with bands over them alone", async () => {
  useSavingStore.getState().setBrandFilter({ mode: "include", brands: ["cepsa"] });
  await showResults();
  expect(cardNames()).toEqual(["CEPSA PRADO"]);
  expect(within(card("CEPSA PRADO")).getByText(/1,559/, { selector: ".price" }).className).toContain("price-range-0");
});

// ---- Route ----------------------------------------------------------------------------------------

const ROUTE_PATH = "/ruta/diesel/-3.7038/40.4168/-0.8891/41.6488";
const POLYLINE = encodePolyline([[40.4168, -3.7038], [41.6488, -0.8891]]);

function routeApi() {
  return installFakeApi({
    "GET /api/rutas/calcular": success({ polyline: POLYLINE, distancia: 315_000, duracion: 11_000 }),
    "POST /api/gasolinaeco/searchruta": success([
      routeStation({ id: "1", rotulo: "EN LA RUTA", precio: 1.5, distanciaOrigen: 50, desvioKm: 0.26, desvioMin: 0, desvioEstimado: true }),
      routeStation({ id: "2", rotulo: "FUERA DE RUTA", precio: 1.4, distanciaOrigen: 90, desvioKm: 3.9, desvioMin: 5, desvioEstimado: true }),
    ]),
  });
}

test("a route asks for the 'Desvío máximo' chosen and searches again when it changes", async () => {
  const api = routeApi();
  await renderApp(ROUTE_PATH);
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/searchruta")).toHaveLength(1));
  fireEvent.change(await screen.findByLabelText("Desvío máximo"), { target: { value: "5" } });
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/searchruta")).toHaveLength(2));
  expect(api.callsTo("POST", "/api/gasolinaeco/searchruta")[1]!.body).toMatchObject({ desvioKm: 5, anchoKm: 5 });
  expect((screen.getByLabelText("Desvío máximo") as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("5 km");
});

test("route cards show the detour, marked 'estimado', best net saving first", async () => {
  routeApi();
  await renderApp(ROUTE_PATH);
  await sortBy("Ahorro");
  expect(cardNames()).toEqual(["FUERA DE RUTA", "EN LA RUTA"]);
  expect(within(card("FUERA DE RUTA")).getByText(/^Desvío: 3,9\skm · 5 min \(estimado\)$/)).toBeTruthy();
});

// ---- Configuration screen -------------------------------------------------------------------------

test("the configuration screen refuses an impossible consumption in Spanish", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success({}) });
  await renderApp("/config");
  fireEvent.change(await screen.findByLabelText("Consumo (l/100 km)"), { target: { value: "0" } });
  fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
  expect(await screen.findByText("El consumo va de 1 a 100 litros cada 100 km")).toBeTruthy();
  expect(useSavingStore.getState().consumption).toBeNull();
});

test("the configuration screen keeps litres and consumption on the device", async () => {
  installFakeApi({ "POST /api/configuracion/obtenerconfig": success({}) });
  await renderApp("/config");
  fireEvent.change(await screen.findByLabelText("Litros por repostaje"), { target: { value: "35" } });
  fireEvent.change(screen.getByLabelText("Consumo (l/100 km)"), { target: { value: "5,4" } });
  fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
  await waitFor(() => expect(useSavingStore.getState()).toMatchObject({ litres: 35, consumption: 5.4 }));
});

test("a logged-in driver's litres and consumption go to the profile too", async () => {
  logIn();
  const profile = { email: "ana@example.com", username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 55 };
  useSessionStore.getState().setUser(profile);
  const api = installFakeApi({
    "POST /api/configuracion/obtenerconfig": success({}),
    "POST /api/users/setuserdata": success({ ...profile, litros: 30, consumo: 7 }, "Tus datos se han actualizado correctamente"),
  });
  await renderApp("/config");
  expect(await screen.findByText("Vacío: tu depósito (55 l).")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Litros por repostaje"), { target: { value: "30" } });
  fireEvent.change(screen.getByLabelText("Consumo (l/100 km)"), { target: { value: "7" } });
  fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/users/setuserdata")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/users/setuserdata")[0]!.body).toMatchObject({ username: "Ana", deposito: 55, litros: 30, consumo: 7 });
  await waitFor(() => expect(useSessionStore.getState().user).toMatchObject({ litros: 30, consumo: 7 }));
});
