// @vitest-environment jsdom
// The search flow (SPEC §2 "Search", §3, §5, §8): what is sent, the loader, the GPS fallback and its two
// messages, no fuel, failure.
import "fake-indexeddb/auto";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { GPS_WAIT_MS } from "../../../src/features/search/gps-position.ts";
import { searchTimestamp } from "../../../src/domain/search-timestamp.ts";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { currentPath, gpsAt, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { deferredReply, installFakeApi, success } from "../helpers/fake-api.ts";
import { THREE_STATIONS } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();

const SEARCH = "POST /api/gasolinaeco/search";
const MADRID = "/search/diesel/5/-3.70379/40.416775";

const snack = () => useUiStore.getState().snack;

test("the search timestamp is the local wall-clock time in ms, as text", () => {
  expect(searchTimestamp(1_700_000_000_000, -120)).toBe("1700007200000");
  expect(searchTimestamp(1_700_000_000_000, 60)).toBe("1699996400000");
});

test("a search URL sends distancia, producto, latitud and longitud as text, and the timestamp", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-04-15T10:00:00Z"));
  const api = installFakeApi({ [SEARCH]: success([]) });
  await renderApp(MADRID);
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(1));
  expect(api.calls.find((c) => c.path === "/api/gasolinaeco/search")?.body).toEqual({
    distancia: 5,
    producto: "diesel",
    latitud: "40.416775",
    longitud: "-3.70379",
    timestamp: String(Date.now() - new Date().getTimezoneOffset() * 60000),
  });
});

test("shows the loader 'Buscando estaciones...' until the answer arrives", async () => {
  const reply = deferredReply();
  installFakeApi({ [SEARCH]: reply.route });
  await renderApp(MADRID);
  expect(await screen.findByText("Buscando estaciones...")).toBeTruthy();
  reply.release(success(THREE_STATIONS));
  await screen.findByText("BALLENOIL ATOCHA");
  expect(screen.queryByText("Buscando estaciones...")).toBeNull();
});

test("the title says 'Mostrando las gasolineras más baratas en la zona'", async () => {
  installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp(MADRID);
  expect(await screen.findByRole("heading", { level: 1, name: "Mostrando las gasolineras más baratas en la zona" })).toBeTruthy();
});

test("a footer preset searches diesel within 5 km of its city", async () => {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp("/welcome");
  fireEvent.click(await screen.findByRole("link", { name: "Sevilla" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/gasolinaeco/search")[0]?.body).toMatchObject({
    distancia: 5,
    producto: "diesel",
    latitud: "37.389092",
    longitud: "-5.984459",
  });
});

/** From the welcome page with the GPS in Zaragoza: 95 chosen, BUSCAR pressed, the search sent. */
async function searchWithBuscar() {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp("/welcome");
  gpsAt(41.65, -0.88);
  fireEvent.click(await screen.findByLabelText("95"));
  fireEvent.click(screen.getByRole("button", { name: "BUSCAR" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(1));
  return api;
}

test("BUSCAR searches the chosen fuel and distance around the GPS position", async () => {
  const api = await searchWithBuscar();
  expect(api.callsTo("POST", "/api/gasolinaeco/search")[0]?.body).toMatchObject({
    distancia: 10,
    producto: "95",
    latitud: "41.65",
    longitud: "-0.88",
  });
});

test("BUSCAR pressed again on the same search asks the server again", async () => {
  const api = await searchWithBuscar();
  const path = currentPath();
  await screen.findByText("Mostrando las gasolineras más baratas en la zona");
  // The first press searched once (the URL change and the press are one run).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(1);
  // On the results the filter is one folded line: opened, it shows BUSCAR again.
  fireEvent.click(screen.getByRole("button", { name: /^Cambiar búsqueda:/ }));
  fireEvent.click(screen.getByRole("button", { name: "BUSCAR" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(2));
  expect(currentPath()).toBe(path);
  // Nothing else runs it a third time.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(2);
});

test("a URL with a zero position searches around the GPS position", async () => {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  gpsAt(39.47, -0.376);
  await renderApp("/search/98/10/0/0");
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/gasolinaeco/search")[0]?.body).toMatchObject({ latitud: "39.47", longitud: "-0.376" });
});

test("without a position and without GPS it says the GPS message with 'Error!' for 5 s", async () => {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp("/search/diesel/10/0/0");
  expect(await screen.findByText("No se ha podido establecer tu ubicación GPS, espera un minuto y vuelve a intentarlo.")).toBeTruthy();
  expect(snack()).toMatchObject({ action: "Error!", duration: 5000 });
  expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(0);
});

test("searches as soon as the GPS answers after the GPS message", async () => {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp("/search/diesel/10/0/0");
  await screen.findByText("Esperando la señal GPS…");
  act(() => gpsAt(43.26, -2.93));
  await screen.findByText("BALLENOIL ATOCHA");
  expect(api.callsTo("POST", "/api/gasolinaeco/search")[0]?.body).toMatchObject({ latitud: "43.26", longitud: "-2.93" });
});

test("says there is no position to search from when the GPS has not answered within a minute", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp("/search/diesel/10/0/0");
  await screen.findByText("Esperando la señal GPS…");
  act(() => vi.advanceTimersByTime(GPS_WAIT_MS));
  const message =
    "No se ha podido establecer una ubicación para buscar estaciones, comprueba tu señal gps y vuelve a intentarlo en un minuto";
  expect(await screen.findAllByText(message)).not.toHaveLength(0);
  expect(snack()?.message).toBe(message);
  expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(0);
});

test("without a fuel it says 'Selecciona combustible!' with 'Aviso!' and searches nothing", async () => {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp("/search/null/10/-3.7/40.4");
  expect(await screen.findByText("Selecciona combustible!")).toBeTruthy();
  expect(snack()?.action).toBe("Aviso!");
  expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(0);
});

test("a failed search says 'Error de conexión' with 'Error!' for 2 s", async () => {
  installFakeApi({ [SEARCH]: "network-error" });
  await renderApp(MADRID);
  await waitFor(() => expect(snack()?.message).toBe("Error de conexión"));
  expect(snack()).toMatchObject({ action: "Error!", duration: 2000 });
});

test("a failed search opens error/{message} with the loader hidden", async () => {
  installFakeApi({ [SEARCH]: { status: 400, json: { success: false, message: "distancia máxima 50 km", entity: null } } });
  await renderApp(MADRID);
  expect(await screen.findByRole("heading", { level: 1, name: "Ocurrió un error :(" })).toBeTruthy();
  expect(currentPath()).toBe("/error/distancia%20m%C3%A1xima%2050%20km");
  expect(useUiStore.getState().loader.visible).toBe(false);
});

test("asks for the latest refuels near the searched position when logged in", async () => {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS), "POST /api/users/obtenerultimosrepostajes": success([]) });
  logIn();
  await renderApp(MADRID);
  await waitFor(() => expect(api.callsTo("POST", "/api/users/obtenerultimosrepostajes")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/users/obtenerultimosrepostajes")[0]?.body).toEqual({ latitud: "40.416775", longitud: "-3.70379" });
});

test("does not ask for refuels when nobody is logged in", async () => {
  const api = installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp(MADRID);
  await screen.findByText("BALLENOIL ATOCHA");
  expect(api.callsTo("POST", "/api/users/obtenerultimosrepostajes")).toHaveLength(0);
});

test("fresh results from the network carry no note about stored or offline prices", async () => {
  installFakeApi({ [SEARCH]: success(THREE_STATIONS) });
  await renderApp(MADRID);
  await screen.findByText("BALLENOIL ATOCHA");
  expect(document.querySelector(".freshness-note")).toBeNull();
});
