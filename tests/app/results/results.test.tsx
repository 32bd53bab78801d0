// @vitest-environment jsdom
// The results screen (SPEC §2 "Results", §9): options, sorting, list and map, the station cards, the
// tank line and the latest refuels.
import "fake-indexeddb/auto";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import type { StationResult } from "../../../src/domain/contract/stations.ts";
import { useFilterStore } from "../../../src/stores/filter-store.ts";
import { useSavingStore } from "../../../src/stores/saving-store.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { currentPath, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { sortBy } from "../helpers/results-options.ts";
import { latestRefuel, stationResult, THREE_STATIONS } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();


const MADRID = "/search/diesel/5/-3.70379/40.416775";

async function showResults(stations: StationResult[] = THREE_STATIONS, routes: Record<string, ReturnType<typeof success>> = {}) {
  installFakeApi({ "POST /api/gasolinaeco/search": success(stations), ...routes });
  await renderApp(MADRID);
  await screen.findAllByRole("article");
}

const cardNames = () => screen.getAllByRole("article").map((card) => card.getAttribute("aria-labelledby") && within(card).getByRole("heading").textContent);
const card = (name: string) => screen.getByRole("article", { name });
const option = (name: string) => screen.getByRole("button", { name });

test("lists the stations in the order the server sent them", async () => {
  await showResults();
  expect(cardNames()).toEqual(["BALLENOIL ATOCHA", "REPSOL CASTELLANA", "CEPSA PRADO"]);
});

test("sorting by distance lists the nearest station first", async () => {
  await showResults();
  await sortBy("Distancia");
  expect(cardNames()).toEqual(["REPSOL CASTELLANA", "CEPSA PRADO", "BALLENOIL ATOCHA"]);
});

test("sorting by price lists the cheapest station first", async () => {
  await showResults([THREE_STATIONS[2]!, THREE_STATIONS[0]!, THREE_STATIONS[1]!]);
  await sortBy("Precio");
  expect(cardNames()).toEqual(["BALLENOIL ATOCHA", "REPSOL CASTELLANA", "CEPSA PRADO"]);
});

test("'Ver en mapa' shows the map with every station instead of the list", async () => {
  await showResults();
  fireEvent.click(option("Ver en mapa"));
  const map = await screen.findByRole("region", { name: "Mapa de gasolineras" });
  expect(within(map).getByText("3 estaciones en el mapa")).toBeTruthy();
  expect(screen.queryAllByRole("article")).toHaveLength(0);
});

test("sorting while the map is shown goes back to the list", async () => {
  await showResults();
  fireEvent.click(option("Ver en mapa"));
  await screen.findByRole("region", { name: "Mapa de gasolineras" });
  await sortBy("Precio");
  expect(screen.queryByRole("region", { name: "Mapa de gasolineras" })).toBeNull();
  expect(screen.getAllByRole("article")).toHaveLength(3);
});

test("the map centres on the searched position", async () => {
  await showResults();
  fireEvent.click(option("Ver en mapa"));
  expect((await screen.findByTestId("map-center")).textContent).toBe("40.416775,-3.70379");
});

test("the options appear only when there are stations", async () => {
  installFakeApi({ "POST /api/gasolinaeco/search": success([]) });
  await renderApp(MADRID);
  await screen.findByText(/No hay gasolineras con este combustible/);
  expect(screen.queryByRole("toolbar", { name: "Opciones de resultados" })).toBeNull();
});

test("a card shows the sign and the address; the opening hours are a tap away, on the station page", async () => {
  await showResults([stationResult({ id: "7", rotulo: "SHELL NORTE", direccion: "CALLE MAYOR, 5", horario: "L-V: 07:00-22:00" })]);
  const shell = card("SHELL NORTE");
  expect(within(shell).getByText("CALLE MAYOR, 5")).toBeTruthy();
  expect(within(shell).queryByText("L-V: 07:00-22:00")).toBeNull();
});

test("a card carries the brand logo class of its bandera", async () => {
  await showResults();
  expect(card("CEPSA PRADO").querySelector(".brand-logo.brand-cepsa")).toBeTruthy();
});

test("an unknown bandera gets the 'none' logo", async () => {
  await showResults([stationResult({ id: "8", rotulo: "GASOLINERA PEPE", bandera: "pepe" })]);
  const logo = card("GASOLINERA PEPE").querySelector(".brand-logo.brand-none");
  expect(logo).toBeTruthy();
  // A drawn pump, not a character that needs an emoji font.
  expect(logo!.querySelector("svg.brand-pump")).toBeTruthy();
  expect(logo!.textContent).toBe("");
});

test("the sign and the address open the station page", async () => {
  await showResults();
  const repsol = card("REPSOL CASTELLANA");
  expect(within(repsol).getByRole("link", { name: "Calle 102, 1" }).getAttribute("href")).toBe("/station/102");
  fireEvent.click(within(repsol).getByRole("link", { name: "REPSOL CASTELLANA" }));
  expect(currentPath()).toBe("/station/102");
});

test("prices show 3 decimals and the euro sign", async () => {
  await showResults([stationResult({ id: "9", rotulo: "BP SUR", precio: 1.4 })]);
  expect(within(card("BP SUR")).getByText("1,400 €")).toBeTruthy();
});

test("distances show 1 to 2 decimals", async () => {
  await showResults();
  expect(within(card("CEPSA PRADO")).getByText("2,35 km")).toBeTruthy();
  expect(within(card("BALLENOIL ATOCHA")).getByText("4,2 km")).toBeTruthy();
});

test("prices are green, amber and red by their price range", async () => {
  await showResults();
  const priceClass = (name: string, text: string) => within(card(name)).getByText(text).className;
  expect(priceClass("BALLENOIL ATOCHA", "1,389 €")).toContain("price-range-0");
  expect(priceClass("REPSOL CASTELLANA", "1,459 €")).toContain("price-range-1");
  expect(priceClass("CEPSA PRADO", "1,559 €")).toContain("price-range-2");
});

test("a station that may be closed shows the warning with the tooltip 'Es posible que no esté abierto.'", async () => {
  await showResults([stationResult({ id: "10", rotulo: "GALP NOCHE", open: false, pricerange: 2 })]);
  const warning = within(card("GALP NOCHE")).getByRole("button", { name: "Horario" });
  expect(warning.getAttribute("aria-describedby")).toBeTruthy();
  expect(document.getElementById(warning.getAttribute("aria-describedby")!)?.textContent).toBe("Es posible que no esté abierto.");
});

test("a station that may be closed shows its price without the band colour", async () => {
  await showResults([stationResult({ id: "10", rotulo: "GALP NOCHE", open: false, pricerange: 2 })]);
  expect(within(card("GALP NOCHE")).getByText("1,459 €").className).not.toContain("price-range");
});

test("an open station has no warning", async () => {
  await showResults([stationResult({ id: "11", rotulo: "Q8 DIA" })]);
  expect(within(card("Q8 DIA")).queryByRole("button", { name: "Horario" })).toBeNull();
});

test("the tooltip shows on hover at once", async () => {
  await showResults([stationResult({ id: "10", rotulo: "GALP NOCHE", open: false })]);
  expect(screen.getByRole("tooltip").hidden).toBe(true);
  fireEvent.mouseEnter(within(card("GALP NOCHE")).getByRole("button", { name: "Horario" }).parentElement!);
  expect(screen.getByRole("tooltip").hidden).toBe(false);
});

test("after a touch the tooltip hides again in 1.5 s", async () => {
  await showResults([stationResult({ id: "10", rotulo: "GALP NOCHE", open: false })]);
  vi.useFakeTimers();
  fireEvent.touchStart(within(card("GALP NOCHE")).getByRole("button", { name: "Horario" }));
  expect(screen.getByRole("tooltip").hidden).toBe(false);
  act(() => vi.advanceTimersByTime(1499));
  expect(screen.getByRole("tooltip").hidden).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole("tooltip").hidden).toBe(true);
});

function logInWithTank(deposito: number) {
  logIn();
  useSessionStore.getState().setUser({ username: "Ana", istaxi: false, deposito, tipovehiculo: null, marcavehiculo: null });
}

test("a logged-in user with a tank sees what filling it costs, with 2 decimals", async () => {
  logInWithTank(50);
  await showResults([stationResult({ id: "12", rotulo: "CAMPSA ESTE", precio: 1.459 })], {
    "POST /api/users/obtenerultimosrepostajes": success([]),
  });
  expect(within(card("CAMPSA ESTE")).getByText("72,95 €")).toBeTruthy();
  expect(within(card("CAMPSA ESTE")).getByText(/Depósito lleno \(50 l\)/)).toBeTruthy();
});

test("no tank line for a logged-in user whose tank is 0", async () => {
  logInWithTank(0);
  await showResults([stationResult({ id: "12", rotulo: "CAMPSA ESTE" })], { "POST /api/users/obtenerultimosrepostajes": success([]) });
  expect(within(card("CAMPSA ESTE")).queryByText(/Depósito lleno/)).toBeNull();
});

test("no tank line when nobody is logged in", async () => {
  useSessionStore.getState().setUser({ username: "Ana", istaxi: false, deposito: 50, tipovehiculo: null, marcavehiculo: null });
  await showResults([stationResult({ id: "12", rotulo: "CAMPSA ESTE" })]);
  expect(within(card("CAMPSA ESTE")).queryByText(/Depósito lleno/)).toBeNull();
});

test("the panel 'Últimos repostajes [n]' lists the latest refuels", async () => {
  logIn();
  await showResults(THREE_STATIONS, {
    "POST /api/users/obtenerultimosrepostajes": success([latestRefuel(), latestRefuel({ externalID: "202", rotulo: "BP OESTE" })]),
  });
  const summary = await screen.findByText("Últimos repostajes [2]");
  const list = within(summary.closest("details")!).getByRole("list", { name: "Últimos repostajes" });
  expect(within(list).getAllByRole("listitem")).toHaveLength(2);
});

test("a refuel card shows distance, fuel in upper case, the day with the price paid and today's price", async () => {
  logIn();
  await showResults(THREE_STATIONS, { "POST /api/users/obtenerultimosrepostajes": success([latestRefuel()]) });
  const item = (await screen.findByRole("link", { name: "GALP DELICIAS" })).closest("li")!;
  expect(within(item).getByText("3,25 km")).toBeTruthy();
  expect(within(item).getByText("DIESEL")).toBeTruthy();
  expect(within(item).getByText("15 abr: 1,479 €")).toBeTruthy();
  expect(within(item).getByText("Hoy: 1,449 €")).toBeTruthy();
  expect(within(item).getByRole("button", { name: "Cómo llegar a GALP DELICIAS" })).toBeTruthy();
});

test("no refuels panel when there are none", async () => {
  logIn();
  await showResults(THREE_STATIONS, { "POST /api/users/obtenerultimosrepostajes": success([]) });
  expect(screen.queryByText(/Últimos repostajes/)).toBeNull();
});

test("'Solo las que compensan' leaves out a station both dearer and farther than another, and says how many", async () => {
  await showResults();
  expect(screen.getByText("3 gasolineras")).toBeTruthy();
  const worthOnly = screen.getByRole("switch", { name: "Solo las que compensan" }) as HTMLInputElement;
  expect(worthOnly.checked).toBe(false);
  fireEvent.click(worthOnly);
  // CEPSA PRADO (1,559 € at 2,35 km) is dearer and farther than REPSOL CASTELLANA (1,459 € at 0,85 km).
  expect(cardNames()).toEqual(["BALLENOIL ATOCHA", "REPSOL CASTELLANA"]);
  expect(screen.getByText("2 de 3 gasolineras · 1 oculta")).toBeTruthy();
  expect(useSavingStore.getState().onlyWorthTheTrip).toBe(true);
  fireEvent.click(worthOnly);
  expect(cardNames()).toHaveLength(3);
});

test("on the results the header's filter is one line saying what was searched, and opens when tapped", async () => {
  useFilterStore.getState().setProduct("diesel");
  await showResults();
  expect(screen.queryByRole("button", { name: "BUSCAR" })).toBeNull();
  const folded = screen.getByRole("button", { name: "Cambiar búsqueda: Diésel · 5 km · Madrid" });
  expect(folded.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(folded);
  expect(screen.getByRole("button", { name: "BUSCAR" })).toBeTruthy();
  // The driver's next move is the fuel: focus is on the one chosen.
  expect(document.activeElement).toBe(within(screen.getByRole("group", { name: "Combustible" })).getByRole("radio", { checked: true }));
});

test("a card's favourite and directions are compact controls named for the station", async () => {
  await showResults();
  const repsol = card("REPSOL CASTELLANA");
  expect(within(repsol).getByRole("button", { name: "Añadir a favoritas" })).toBeTruthy();
  const directions = within(repsol).getByRole("button", { name: "Cómo llegar a REPSOL CASTELLANA" });
  expect(directions.textContent).toBe("");
});

test("a station whose price is historically low carries the badge, read whole; the others do not", async () => {
  await showResults([stationResult({ id: "21", rotulo: "BARATA", historicamenteBajo: true }), stationResult({ id: "22", rotulo: "NORMAL" })]);
  const cheap = screen.getByRole("article", { name: "BARATA" });
  expect(within(cheap).getByText("Precio históricamente bajo").closest(".historic-low-badge")).toBeTruthy();
  expect(within(screen.getByRole("article", { name: "NORMAL" })).queryByText("Precio históricamente bajo")).toBeNull();
});
