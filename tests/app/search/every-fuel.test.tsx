// @vitest-environment jsdom
// Every product of the catalogue from the first screen: "Más combustibles" beside the three
// big buttons, the results URL with the product's key, €/kg for the gases sold by weight on the cards
// and the station page, and the driver's fuel remembered in the profile.
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { useFilterStore } from "../../../src/stores/filter-store.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { loadUserData } from "../../../src/features/account/load-user-data.ts";
import { currentPath, gpsAt, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success } from "../helpers/fake-api.ts";
import { stationInfo, stationResult } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();


const SEARCH = "POST /api/gasolinaeco/search";
const CNG_STATIONS = [
  stationResult({ id: "301", rotulo: "GASNAM ZARAGOZA", precio: 1.199, pricerange: 0 }),
  stationResult({ id: "302", rotulo: "NATURGY PLAZA", precio: 1.349, pricerange: 2 }),
];

async function chooseMoreFuel(label: string) {
  const more = (await screen.findByRole("combobox", { name: "Más combustibles" })) as HTMLSelectElement;
  fireEvent.change(more, { target: { value: within(more).getByRole("option", { name: label }).getAttribute("value") } });
  return more;
}

test("'Más combustibles' offers every other product of the catalogue, GLP and AdBlue among them", async () => {
  await renderApp("/welcome");
  const more = (await screen.findByRole("combobox", { name: "Más combustibles" })) as HTMLSelectElement;
  const names = within(more).getAllByRole("option").map((o) => o.textContent);
  expect(names).toEqual(expect.arrayContaining(["GLP", "Gas natural comprimido", "AdBlue", "Gasóleo B (agrícola)", "Hidrógeno"]));
  expect(names).not.toContain("Gasóleo A");
});

test("a GLP search from the first screen asks for glp and opens /search/glp/…", async () => {
  const api = installFakeApi({ [SEARCH]: success([stationResult({ id: "201", precio: 0.899 })]) });
  await renderApp("/welcome");
  gpsAt(41.65, -0.88);
  const more = await chooseMoreFuel("GLP");
  expect(more.value).toBe("glp");
  expect(screen.getAllByRole("radio").some((r) => (r as HTMLInputElement).checked)).toBe(false);
  fireEvent.click(screen.getByRole("button", { name: "BUSCAR" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/gasolinaeco/search")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/gasolinaeco/search")[0]?.body).toMatchObject({ producto: "glp" });
  expect(currentPath()).toMatch(/^\/search\/glp\/10\//);
  expect(await screen.findByText("0,899 €")).toBeTruthy();
  expect(screen.getByRole("button", { name: /^Cambiar búsqueda: GLP · 10 km/ })).toBeTruthy();
  expect(useFilterStore.getState().savedProduct).toBe("glp");
});

test("a CNG search shows its prices in €/kg", async () => {
  installFakeApi({ [SEARCH]: success(CNG_STATIONS) });
  await renderApp("/search/gnc/10/-0.88/41.65");
  expect(await screen.findByText("1,199 €/kg")).toBeTruthy();
  expect(screen.getByText("1,349 €/kg")).toBeTruthy();
});

test("the station page lists every product it sells, the gases by weight in €/kg", async () => {
  installFakeApi({
    "POST /api/gasolinaeco/searchstation": success(
      stationInfo({
        productos: [
          { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.459 },
          { producto: "gnc", nombre: "Gas natural comprimido", precio: 1.199 },
          { producto: "adblue", nombre: "AdBlue", precio: 0.729 },
        ],
      }),
    ),
    "POST /api/comentarios/get": success([]),
    "POST /api/imagenes/get": success([]),
    "GET /api/gasolinaeco/historico/4375": success([]),
  });
  await renderApp("/station/4375");
  const table = await screen.findByRole("table", { name: "Precios" });
  const row = (name: string) => within(table).getByRole("row", { name: new RegExp(`^${name}`) });
  expect(row("Gas natural comprimido").textContent).toMatch(/1,199\s€\/kg/);
  expect(row("AdBlue").textContent).toMatch(/0,729\s€/);
  expect(row("AdBlue").textContent).not.toContain("/kg");
});

test("BUSCAR with a new fuel, logged in, remembers it in the profile", async () => {
  const profile = { email: "ana@example.com", username: "Ana", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 15 };
  const api = installFakeApi({
    [SEARCH]: success(CNG_STATIONS),
    "GET /api/users/getuserdata": success(profile),
    "POST /api/users/setuserdata": (call) => success({ ...profile, ...(call.body as object) }),
  });
  logIn();
  await renderApp("/welcome");
  await waitFor(() => expect(useSessionStore.getState().user).not.toBeNull());
  gpsAt(41.65, -0.88);
  await chooseMoreFuel("Gas natural comprimido");
  fireEvent.click(screen.getByRole("button", { name: "BUSCAR" }));
  await waitFor(() => expect(api.callsTo("POST", "/api/users/setuserdata")).toHaveLength(1));
  expect(api.callsTo("POST", "/api/users/setuserdata")[0]?.body).toMatchObject({ username: "Ana", deposito: 15, combustible: "gnc" });
  await waitFor(() => expect(useSessionStore.getState().user?.combustible).toBe("gnc"));
  // The tank line counts kg for a gas sold by weight.
  expect(await screen.findAllByText(/Depósito lleno \(15 kg\)/)).toHaveLength(2);
});

test("a device with no fuel chosen takes the profile's; one with a fuel keeps its own", async () => {
  installFakeApi({ "GET /api/users/getuserdata": success({ email: "a@b.es", username: "A", tipovehiculo: null, istaxi: false, marcavehiculo: null, deposito: 0, combustible: "glp" }) });
  logIn();
  await loadUserData();
  expect(useFilterStore.getState()).toMatchObject({ product: "glp", savedProduct: "glp" });

  useFilterStore.getState().savePreferences(10, "diesel");
  useFilterStore.getState().setProduct("diesel");
  await loadUserData();
  expect(useFilterStore.getState()).toMatchObject({ product: "diesel", savedProduct: "diesel" });
});
