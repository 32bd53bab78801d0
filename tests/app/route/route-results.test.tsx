// @vitest-environment jsdom
// Route results (SPEC §2, §4, §5, §8): the route from the router, the corridor search along it, the
// stations in route order with bands over them, opening on the map, no tank line, failures.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { encodePolyline } from "../../../src/domain/polyline.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { useFilterStore } from "../../../src/stores/filter-store.ts";
import { useSavingStore } from "../../../src/stores/saving-store.ts";
import { currentPath, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { deferredReply, installFakeApi, refusal, success, type FakeRoute } from "../helpers/fake-api.ts";
import { sortBy } from "../helpers/results-options.ts";
import { routeStation } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();


const PATH = "/ruta/diesel/-3.7038/40.4168/-0.8891/41.6488";
const POLYLINE = encodePolyline([
  [40.4168, -3.7038],
  [41.1, -2.2],
  [41.6488, -0.8891],
]);
const ROUTE = "GET /api/rutas/calcular";
const SEARCHRUTA = "POST /api/gasolinaeco/searchruta";

// Sent by the server in price order; along the route they are Guadalajara, Calatayud, La Muela.
const ALONG = [
  routeStation({ id: "3", rotulo: "LA MUELA", precio: 1.5, pricerange: 0, distanciaOrigen: 290 }),
  routeStation({ id: "1", rotulo: "GUADALAJARA", precio: 1.4, pricerange: 0, distanciaOrigen: 55 }),
  routeStation({ id: "2", rotulo: "CALATAYUD", precio: 1.6, pricerange: 0, distanciaOrigen: 230 }),
];

function routeApi(routes: Record<string, FakeRoute> = {}) {
  return installFakeApi({
    [ROUTE]: success({ polyline: POLYLINE, distancia: 315_000, duracion: 11_000 }),
    [SEARCHRUTA]: success(ALONG),
    ...routes,
  });
}

const snack = () => useUiStore.getState().snack;

test("asks the router for the route between the two ends", async () => {
  const api = routeApi();
  await renderApp(PATH);
  await waitFor(() => expect(api.callsTo("GET", "/api/rutas/calcular")).toHaveLength(1));
  const query = api.callsTo("GET", "/api/rutas/calcular")[0]!.query;
  expect([query.get("origen"), query.get("destino")]).toEqual(["-3.7038,40.4168", "-0.8891,41.6488"]);
});

test("searches the stations within 0.5 km of the route's path, with the default litres and consumption", async () => {
  const api = routeApi();
  await renderApp(PATH);
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/searchruta")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/gasolinaeco/searchruta")[0]?.body).toEqual({
    combustible: "diesel",
    minLat: 40.4168,
    maxLat: 41.6488,
    minLon: -3.7038,
    maxLon: -0.8891,
    latitud: "40.4168",
    longitud: "-3.7038",
    ruta: POLYLINE,
    anchoKm: 0.5,
    desvioKm: 0.5,
    litros: 40,
    consumo: 6.5,
  });
});

test("the title says 'Mostrando las mejores gasolineras en la ruta'", async () => {
  routeApi();
  await renderApp(PATH);
  expect(await screen.findByRole("heading", { level: 1, name: "Mostrando las mejores gasolineras en la ruta" })).toBeTruthy();
});

test("opens on the map with the route and its stations", async () => {
  routeApi();
  await renderApp(PATH);
  await screen.findByText("3 estaciones en el mapa");
  expect(screen.getByRole("region", { name: "Mapa de gasolineras" }).getAttribute("data-route")).toBe(POLYLINE);
  expect(screen.queryAllByRole("article")).toHaveLength(0);
});

test("shows the loader while searching and hides it after", async () => {
  const reply = deferredReply();
  routeApi({ [SEARCHRUTA]: reply.route });
  await renderApp(PATH);
  await waitFor(() => expect(useUiStore.getState().loader).toEqual({ visible: true, text: "Buscando estaciones..." }));
  reply.release(success(ALONG));
  await screen.findByText("3 estaciones en el mapa");
  expect(useUiStore.getState().loader.visible).toBe(false);
});

test("lists the stations from origin to destination", async () => {
  routeApi();
  await renderApp(PATH);
  await screen.findByText("3 estaciones en el mapa");
  const map = screen.getByRole("region", { name: "Mapa de gasolineras" });
  expect(within(map).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["GUADALAJARA", "CALATAYUD", "LA MUELA"]);
});

test("the summary counts the stations the brand filter keeps", async () => {
  installFakeApi({
    [ROUTE]: success({ polyline: POLYLINE, distancia: 315_000, duracion: 11_000 }),
    [SEARCHRUTA]: success([ALONG[0]!, { ...ALONG[1]!, bandera: "ballenoil" }, ALONG[2]!]),
  });
  useSavingStore.getState().setBrandFilter({ mode: "exclude", brands: ["ballenoil"] });
  await renderApp(PATH);
  await screen.findByText("2 gasolineras");
  useSavingStore.getState().setBrandFilter({ mode: "exclude", brands: [] });
  await screen.findByText("3 gasolineras");
  // The header's filter, folded, says what was searched.
  expect(screen.getByRole("button", { name: /^Cambiar búsqueda:/ }).textContent).toContain("Diésel · ruta de 315 km");
});

test("price bands are computed over the route's stations", async () => {
  routeApi();
  await renderApp(PATH);
  await screen.findByText("3 estaciones en el mapa");
  await sortBy("Precio");
  const cards = await screen.findAllByRole("article");
  const bands = Object.fromEntries(cards.map((card) => [within(card).getByRole("heading").textContent, /precio (bajo|medio|alto)/.exec(card.textContent ?? "")?.[0]]));
  expect(bands).toEqual({ GUADALAJARA: "precio bajo", "LA MUELA": "precio medio", CALATAYUD: "precio alto" });
});

test("there is no tank line even for a logged-in user with a tank", async () => {
  logIn();
  useSessionStore.getState().setUser({ username: "Ana", istaxi: false, deposito: 50, tipovehiculo: null, marcavehiculo: null });
  routeApi();
  await renderApp(PATH);
  await screen.findByText("3 estaciones en el mapa");
  await sortBy("Precio");
  expect(screen.getAllByRole("article")).toHaveLength(3);
  expect(screen.queryByText(/Depósito lleno/)).toBeNull();
});

test("a route that cannot be calculated says 'Ocurrió un error al buscar estaciones en ruta' with 'Error' for 5 s", async () => {
  routeApi({ [ROUTE]: refusal("No hay ruta por carretera entre esos puntos", 404) });
  await renderApp(PATH);
  await waitFor(() => expect(snack()?.message).toBe("Ocurrió un error al buscar estaciones en ruta"));
  expect(snack()).toMatchObject({ action: "Error", duration: 5000 });
  expect(useUiStore.getState().loader.visible).toBe(false);
});

test("a failed corridor search says 'Ocurrió un error al buscar estaciones en ruta' with the loader hidden", async () => {
  routeApi({ [SEARCHRUTA]: "network-error" });
  await renderApp(PATH);
  await waitFor(() => expect(snack()?.message).toBe("Ocurrió un error al buscar estaciones en ruta"));
  expect(useUiStore.getState().loader.visible).toBe(false);
});

test.each([
  ["the router is off (503)", refusal("El cálculo de rutas no está disponible: este servidor tiene el servicio de rutas desactivado.", 503)],
  ["the router does not answer (502)", refusal("No se ha podido calcular la ruta: el servicio de rutas no responde.", 502)],
  ["our server cannot be reached", "network-error" as const],
])("when %s, the screen says so and offers the nearby search around each end", async (_case, reply) => {
  routeApi({ [ROUTE]: reply });
  await renderApp(PATH);
  expect(await screen.findByText("No hemos podido calcular la ruta: el servicio de rutas no responde ahora mismo.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Buscar cerca del origen" }).getAttribute("href")).toBe("/search/diesel/10/-3.7038/40.4168");
  expect(screen.getByRole("link", { name: "Buscar cerca del destino" }).getAttribute("href")).toBe("/search/diesel/10/-0.8891/41.6488");
});

test("with no road between the two points, it says so and still offers both nearby searches", async () => {
  routeApi({ [ROUTE]: refusal("No hay ruta por carretera entre el origen y el destino", 404) });
  await renderApp(PATH);
  expect(await screen.findByText("No hay ruta por carretera entre el origen y el destino.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Buscar cerca del origen" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Buscar cerca del destino" })).toBeTruthy();
});

test("the nearby search around the destination opens with the radius the driver last chose", async () => {
  routeApi({ [ROUTE]: refusal("No se ha podido calcular la ruta.", 504), "POST /api/gasolinaeco/search": success([]) });
  useFilterStore.getState().setDistance(25);
  await renderApp(PATH);
  fireEvent.click(await screen.findByRole("link", { name: "Buscar cerca del destino" }));
  await waitFor(() => expect(currentPath()).toBe("/search/diesel/25/-0.8891/41.6488"));
});

test("credits the router and the geocoder under the route", async () => {
  routeApi({ "POST /api/configuracion/obtenerconfig": success({ rutas: "Rutas: OSRM (project-osrm.org). Datos © colaboradores de OpenStreetMap (ODbL)" }) });
  await renderApp(PATH);
  expect(await screen.findByText("Rutas: OSRM (project-osrm.org). Datos © colaboradores de OpenStreetMap (ODbL)")).toBeTruthy();
});
