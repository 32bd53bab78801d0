// @vitest-environment jsdom
// Favourite stations in the app: the star on result cards and the station page, the
// sidebar entry with its count, the /favoritas screen (every fuel's price, the change since the last
// visit, open now, distance, order, empty state), its prices from the device's snapshot without
// signal, the merge with the account on login, and "Borrar todos mis datos".
import "fake-indexeddb/auto";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { encodeSnapshot, type SnapshotSource } from "../../../src/domain/snapshot.ts";
import { SEARCH_PRODUCTS } from "../../../src/domain/fuels.ts";
import { favouritesSyncIdle } from "../../../src/features/favourites/sync-favourites.ts";
import { i18n } from "../../../src/i18n/i18n.ts";
import { StationPopup } from "../../../src/map/StationPopup.tsx";
import { saveSnapshot } from "../../../src/offline/snapshot-store.ts";
import { useFavouritesStore } from "../../../src/stores/favourites-store.ts";
import { useFilterStore } from "../../../src/stores/filter-store.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { currentPath, gpsAt, logIn, renderApp, useAppTestSetup } from "../helpers/app-harness.tsx";
import { installFakeApi, success, type FakeRoute } from "../helpers/fake-api.ts";
import { stationInfo, THREE_STATIONS } from "../helpers/station-fixtures.ts";

vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx"));

useAppTestSetup();


const PRICES = "POST /api/favoritas/precios";
const MERGE = "POST /api/favoritas/fusionar";
const HOUR = 3_600_000;

/** Two favourites as the server describes them: Zaragoza (diesel, 95, GLP) and Madrid (diesel, 95, 98). */
const ZARAGOZA = stationInfo({
  id: "4375",
  productos: [
    { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.459 },
    { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.559 },
    { producto: "glp", nombre: "GLP", precio: 0.899 },
  ],
});
const MADRID = stationInfo({
  id: "102",
  rotulo: "REPSOL CASTELLANA",
  direccion: "PASEO DE LA CASTELLANA, 100",
  gps: { latitud: 40.45, longitud: -3.69 },
  open: false,
  productos: [
    { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.399 },
    { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.609 },
  ],
});

function favourite(id: string, addedAt: number, seenPrices: Record<string, number> = {}) {
  return { id, rotulo: `Guardada ${id}`, direccion: "", addedAt, seenPrices };
}

function keep(...stations: ReturnType<typeof favourite>[]) {
  useFavouritesStore.setState({ stations, pendingAdds: [], pendingRemovals: [], loginMergeDue: false });
}

async function openFavourites(routes: Record<string, FakeRoute> = {}) {
  const api = installFakeApi({ [PRICES]: success([ZARAGOZA, MADRID]), ...routes });
  await renderApp("/favoritas");
  await screen.findByRole("heading", { level: 1, name: "Favoritas" });
  return api;
}

const card = (name: string) => screen.getByRole("article", { name });
const cardNames = () => within(screen.getByRole("list", { name: "Gasolineras favoritas" })).getAllByRole("heading").map((h) => h.textContent);
/** What a card's fuel rows show on screen, as "label price change" lines (text for screen readers only left out). */
function fuelLines(name: string): string[] {
  return within(within(card(name)).getByRole("table"))
    .getAllByRole("row")
    .map((row) => {
      const shown = row.cloneNode(true) as HTMLElement;
      shown.querySelectorAll(".visually-hidden").forEach((node) => node.remove());
      return [...shown.children].map((cell) => cell.textContent?.replace(/\s/g, " ")).filter(Boolean).join(" ");
    });
}

test("a star on a result card adds the station to the favourites", async () => {
  installFakeApi({ "POST /api/gasolinaeco/search": success(THREE_STATIONS) });
  await renderApp("/search/diesel/5/-3.70379/40.416775");
  const repsol = () => screen.getByRole("article", { name: "REPSOL CASTELLANA" });
  fireEvent.click(within(await screen.findByRole("article", { name: "REPSOL CASTELLANA" })).getByRole("button", { name: "Añadir a favoritas" }));
  await waitFor(() => expect(within(repsol()).getByRole("button", { name: "Quitar de favoritas" })).toBeTruthy());
  expect(useFavouritesStore.getState().stations).toMatchObject([{ id: "102", rotulo: "REPSOL CASTELLANA", seenPrices: { gasoleoA: 1.459 } }]);
});

test("the star says 'Quitar de favoritas' on a favourite and takes it out when pressed", async () => {
  keep(favourite("102", 1));
  installFakeApi({ "POST /api/gasolinaeco/search": success(THREE_STATIONS) });
  await renderApp("/search/diesel/5/-3.70379/40.416775");
  const repsol = await screen.findByRole("article", { name: "REPSOL CASTELLANA" });
  fireEvent.click(within(repsol).getByRole("button", { name: "Quitar de favoritas" }));
  // A card just shown subscribes to the store after painting: a press before that reaches the screen
  // on the next task, not inside the click.
  await waitFor(() => expect(within(repsol).getByRole("button", { name: "Añadir a favoritas" })).toBeTruthy());
  expect(useFavouritesStore.getState().stations).toEqual([]);
});

test("the station page has the star too", async () => {
  installFakeApi({
    "POST /api/gasolinaeco/searchstation": success(ZARAGOZA),
    "POST /api/comentarios/get": success([]),
    "POST /api/imagenes/get": success([]),
    "GET /api/gasolinaeco/historico/4375": success([]),
  });
  await renderApp("/station/4375");
  const info = await screen.findByRole("region", { name: "REPSOL" });
  fireEvent.click(within(info).getByRole("button", { name: "Añadir a favoritas" }));
  expect(useFavouritesStore.getState().stations).toMatchObject([{ id: "4375", seenPrices: { gasoleoA: 1.459, gasolina95: 1.559, glp: 0.899 } }]);
});

test("the map popup has the star too", () => {
  render(
    <I18nProvider i18n={i18n}>
      <StationPopup station={THREE_STATIONS[1]!} onClose={() => {}} />
    </I18nProvider>,
  );
  const popup = screen.getByRole("region", { name: "Gasolinera seleccionada: REPSOL CASTELLANA" });
  fireEvent.click(within(popup).getByRole("button", { name: "Añadir a favoritas" }));
  expect(within(popup).getByRole("button", { name: "Quitar de favoritas" })).toBeTruthy();
  expect(useFavouritesStore.getState().stations.map((s) => s.id)).toEqual(["102"]);
});

test("the sidebar lists Favoritas with the number kept, and it opens the screen", async () => {
  keep(favourite("4375", 1), favourite("102", 2));
  await openFavourites();
  fireEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
  const entry = within(screen.getByRole("dialog", { name: "GasolinaEco" })).getByRole("link", { name: /^Favoritas\s*\(2\)$/ });
  expect(entry.querySelector(".tag-count")?.textContent).toBe("2");
  fireEvent.click(entry);
  expect(currentPath()).toBe("/favoritas");
});

test("with no favourites, says how to add one", async () => {
  const api = await openFavourites();
  expect(screen.getByText("Todavía no tienes gasolineras favoritas.")).toBeTruthy();
  expect(screen.getByText(/pulsa la estrella/).textContent).toContain("«Añadir a favoritas»");
  expect(api.callsTo("POST", "/api/favoritas/precios")).toHaveLength(0);
});

test("lists every fuel each favourite sells with its current price", async () => {
  keep(favourite("4375", 1), favourite("102", 2));
  const api = await openFavourites();
  await screen.findByText("1,459 €");
  expect(fuelLines("REPSOL")).toEqual(["Gasóleo A 1,459 €", "Gasolina 95 E5 1,559 €", "GLP 0,899 €"]);
  expect(fuelLines("REPSOL CASTELLANA")).toEqual(["Gasóleo A 1,399 €", "Gasolina 95 E5 1,609 €"]);
  expect(api.callsTo("POST", "/api/favoritas/precios")[0]?.body).toEqual({ ids: ["4375", "102"] });
});

test("each favourite offers its price alert, the station page's", async () => {
  keep(favourite("4375", 1), favourite("102", 2));
  await openFavourites();
  await screen.findByText("1,459 €");
  const cards = screen.getAllByRole("article");
  expect(cards).toHaveLength(2);
  for (const card of cards) expect(within(card).getByRole("button", { name: "Avísame cuando baje el precio" })).toBeTruthy();
});

test("shows the change since the driver last looked, up or down, in cents", async () => {
  keep(favourite("4375", 1, { gasoleoA: 1.439, gasolina95: 1.564, glp: 0.899 }));
  await openFavourites();
  await screen.findByText("1,459 €");
  expect(fuelLines("REPSOL")).toEqual([
    "Gasóleo A 1,459 € ▲ 2 cts",
    "Gasolina 95 E5 1,559 € ▼ 0,5 cts",
    "GLP 0,899 €",
  ]);
  expect(within(card("REPSOL")).getByText("sube 2 céntimos")).toBeTruthy();
  expect(within(card("REPSOL")).getByText("baja 0,5 céntimos")).toBeTruthy();
});

test("the next visit counts the change from the prices seen on this one", async () => {
  keep(favourite("4375", 1, { gasoleoA: 1.439 }));
  await openFavourites();
  await screen.findByText("1,459 €");
  await waitFor(() => expect(useFavouritesStore.getState().stations[0]?.seenPrices).toMatchObject({ gasoleoA: 1.459 }));
});

test("says whether each favourite is open now", async () => {
  keep(favourite("4375", 1), favourite("102", 2));
  await openFavourites();
  expect(within(await screen.findByRole("article", { name: "REPSOL" })).getByText("Abierta ahora")).toBeTruthy();
  expect(within(card("REPSOL CASTELLANA")).getByText("Es posible que no esté abierta")).toBeTruthy();
});

test("gives the distance from the driver when the GPS position is known", async () => {
  gpsAt(40.4169, -3.7035);
  keep(favourite("102", 1));
  await openFavourites();
  expect(within(await screen.findByRole("article", { name: "REPSOL CASTELLANA" })).getByText(/^a \d/).textContent).toBe("a 3,85\u00a0km");
});

test("sorts by the price of the fuel chosen in the header", async () => {
  useFilterStore.getState().setProduct("diesel");
  keep(favourite("4375", 1), favourite("102", 2));
  await openFavourites();
  await screen.findByText("1,459 €");
  expect(cardNames()).toEqual(["REPSOL", "REPSOL CASTELLANA"]);
  fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "price" } });
  expect(cardNames()).toEqual(["REPSOL CASTELLANA", "REPSOL"]);
  expect(screen.getByRole("option", { name: "Precio de Gasóleo A" })).toBeTruthy();
});

test("a price set aside as implausible is struck through with its reason and sorts last by price", async () => {
  useFilterStore.getState().setProduct("diesel");
  keep(favourite("4375", 1), favourite("102", 2));
  const typo = { ...MADRID, productos: [{ producto: "gasoleoA", nombre: "Gasóleo A", precio: 0.3, dudoso: "fuera_de_rango" as const }, MADRID.productos[1]!] };
  await openFavourites({ [PRICES]: success([ZARAGOZA, typo]) });
  const struck = await screen.findByText("0,300 €");
  expect(struck.tagName).toBe("S");
  expect(within(card("REPSOL CASTELLANA")).getByText(/^Precio dudoso: fuera del rango posible/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "price" } });
  expect(cardNames()).toEqual(["REPSOL", "REPSOL CASTELLANA"]);
});

test("the star on /favoritas takes the station out of the list", async () => {
  keep(favourite("4375", 1), favourite("102", 2));
  await openFavourites();
  fireEvent.click(within(await screen.findByRole("article", { name: "REPSOL" })).getByRole("button", { name: "Quitar de favoritas" }));
  await waitFor(() => expect(cardNames()).toEqual(["REPSOL CASTELLANA"]));
});

const SNAPSHOT_STATION: SnapshotSource = {
  id: "4375",
  rotulo: "REPSOL",
  direccion: "AVENIDA DE ARAGON, 12",
  horario: "L-D: 24H",
  bandera: "repsol",
  latitud: 41.65,
  longitud: -0.88,
  idProvincia: "50",
  pais: "ES",
  prices: { gasoleoA: 1.449, gasolina95: 1.549 },
};

async function storeSnapshot(publishedAgoMs: number) {
  const snapshot = encodeSnapshot([SNAPSHOT_STATION], SEARCH_PRODUCTS, { fecha: new Date(Date.now() - publishedAgoMs) });
  await saveSnapshot(snapshot, { etag: '"s"', fecha: snapshot.fecha, stations: 1, downloadedAt: Date.now(), checkedAt: Date.now() });
}

test("without signal, shows the prices of the device's snapshot and their age", async () => {
  await storeSnapshot(3 * HOUR);
  keep(favourite("4375", 1));
  await openFavourites({ [PRICES]: "network-error" });
  expect((await screen.findByText("Sin conexión")).parentElement?.textContent).toBe("Sin conexión · Precios de hace 3 h");
  expect(fuelLines("REPSOL")).toEqual(["Gasóleo A 1,449 €", "Gasolina 95 E5 1,549 €"]);
});

test("without signal nor snapshot, says the prices will come with the signal", async () => {
  keep(favourite("4375", 1));
  await openFavourites({ [PRICES]: "network-error" });
  expect(await screen.findByText(/sin datos guardados en este dispositivo/)).toBeTruthy();
  expect(within(card("Guardada 4375")).getByText("Sin precios ahora mismo.")).toBeTruthy();
});

test("on login, the device's favourites are merged into the account's and the union comes back", async () => {
  keep(favourite("4375", 1));
  const api = await openFavourites({
    [MERGE]: success([
      { id: "4375", rotulo: "REPSOL", direccion: "", desde: "2026-04-10T08:00:00.000Z" },
      { id: "102", rotulo: "REPSOL CASTELLANA", direccion: "", desde: "2026-04-11T08:00:00.000Z" },
    ]),
  });
  logIn();
  await waitFor(() => expect(api.callsTo("POST", "/api/favoritas/fusionar")).toHaveLength(1));
  await favouritesSyncIdle();
  expect(api.callsTo("POST", "/api/favoritas/fusionar")[0]?.body).toEqual({ ids: ["4375"], quitar: [] });
  expect(await screen.findByRole("article", { name: "REPSOL CASTELLANA" })).toBeTruthy();
});

test("a login merge that found no signal is made when the signal returns", async () => {
  keep(favourite("4375", 1));
  let attempts = 0;
  const api = await openFavourites({
    [MERGE]: () => (++attempts === 1 ? "network-error" : success([{ id: "4375", rotulo: "REPSOL", direccion: "", desde: "2026-04-10T08:00:00.000Z" }])),
  });
  logIn();
  await waitFor(() => expect(api.callsTo("POST", "/api/favoritas/fusionar")).toHaveLength(1));
  await favouritesSyncIdle();
  window.dispatchEvent(new Event("online"));
  await waitFor(() => expect(api.callsTo("POST", "/api/favoritas/fusionar")).toHaveLength(2));
  await favouritesSyncIdle();
  expect(api.callsTo("POST", "/api/favoritas/fusionar")[1]?.body).toEqual({ ids: ["4375"], quitar: [] });
  expect(useFavouritesStore.getState().loginMergeDue).toBe(false);
});

test("logged in, a star pressed is sent to the account", async () => {
  logIn();
  const api = await openFavourites({ [MERGE]: (call) => success((call.body as { ids: string[] }).ids.map((id) => ({ id, rotulo: "", direccion: "", desde: "2026-04-10T08:00:00.000Z" }))) });
  await waitFor(() => expect(api.callsTo("POST", "/api/favoritas/fusionar")).toHaveLength(1));
  useFavouritesStore.getState().add({ id: "4375", rotulo: "REPSOL", direccion: "" });
  await waitFor(() => expect(api.callsTo("POST", "/api/favoritas/fusionar").map((c) => c.body)).toContainEqual({ ids: ["4375"], quitar: [] }));
  await favouritesSyncIdle();
  await waitFor(() => expect(useFavouritesStore.getState().pendingAdds).toEqual([]));
});

test("'Borrar todos mis datos' also forgets the favourites kept on the device", async () => {
  keep(favourite("4375", 1));
  logIn();
  installFakeApi({
    "GET /api/users/getuserdata": success({ username: "Ana", istaxi: false, deposito: 0 }),
    "GET /api/users/obtenertiposvehiculos": success([]),
    "GET /api/users/obtenermarcasvehiculos": success([]),
    "POST /api/users/borrarusuario": success(null),
    [MERGE]: success([{ id: "4375", rotulo: "REPSOL", direccion: "", desde: "2026-04-10T08:00:00.000Z" }]),
  });
  await renderApp("/usuario");
  fireEvent.click(await screen.findByRole("button", { name: "Borrar todos mis datos" }));
  fireEvent.click(within(screen.getByRole("alertdialog", { name: "Borrar todos mis datos" })).getByRole("button", { name: "Borrar" }));
  await waitFor(() => expect(currentPath()).toBe("/logout"));
  expect(useSessionStore.getState().login).toBeNull();
  expect(useFavouritesStore.getState().stations).toEqual([]);
});
