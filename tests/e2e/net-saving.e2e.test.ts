// In a real browser: a driver in Madrid sorts a search by net saving ("ahorro") and reads how
// a figure is made; leaves a brand out with "Marcas" (kept after a reload); then plans Madrid → Zaragoza
// against a local OSRM-format router (route and table services) with "Desvío máximo" 5 km and finds a
// station ~1.5 km off the path with its detour. The tests run in order.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ROAD_FACTOR } from "../../src/domain/net-saving.ts";
import { corridorSearch } from "../../server/stations/corridor-search.ts";
import { buildStationIndex } from "../../server/stations/station-index.ts";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints } from "../helpers/route-fixtures.ts";
import { startFakeOsrm, TABLE_ROAD_FACTOR, type FakeOsrm } from "../server/driving-route/fake-osrm.ts";
import { loadNationalStations } from "../server/driving-route/national-stations.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { shoot } from "./harness/screenshots.ts";
import { allStationCards, resultsCount, sortResultsBy, stationCards } from "./harness/station-list.ts";

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const ZARAGOZA = { latitude: 41.6488, longitude: -0.8891 };
const SEARCH = `/search/diesel/10/${MADRID.longitude}/${MADRID.latitude}`;
const ROUTE = `/ruta/diesel/${MADRID.longitude}/${MADRID.latitude}/${ZARAGOZA.longitude}/${ZARAGOZA.latitude}`;

/** "-2,43 €" → -2.43 */
const euros = (text: string): number => Number(text.replace(/[^\d,-]/g, "").replace(",", "."));
/** "3,9 km" → 3.9 */
const km = (text: string): number => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

const savings = async (page: Page) => (await (await allStationCards(page)).locator(".net-saving-figure strong").allTextContents()).map(euros);

let router: FakeOsrm | undefined;
/** A diesel station 1.4-1.6 km off the route's path, and its distance from it. */
let offPath: { id: string; km: number } | undefined;

describeInBrowser(
  "net saving, brand filter and detours",
  {
    context: { geolocation: MADRID, permissions: ["geolocation"] },
    async serverEnv() {
      const stations = await loadNationalStations();
      const towns = A2_MUNICIPALITIES.slice(0, A2_MUNICIPALITIES.findIndex(([, name]) => name === "Zaragoza") + 1);
      const path = densify(municipalityWaypoints(stations, towns), 1_500);
      const diesel = buildStationIndex(stations).byProduct.diesel;
      const hit = corridorSearch(diesel, path, 1.6).find((h) => h.distanciaRuta >= 1.4 && diesel.stations[h.i]!.tipoVenta === "P");
      if (hit) offPath = { id: diesel.stations[hit.i]!.id, km: hit.distanciaRuta };
      router = await startFakeOsrm({ kind: "route", path });
      return { ROUTING_URL: router.url };
    },
    teardown: async () => {
      await router?.close();
    },
  },
  (session) => {
    it("sorts a search by ahorro, best net saving first, a saving in green", async () => {
      const { page, url } = session();
      await page.goto(url(SEARCH));
      await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
      await stationCards(page).first().waitFor();
      await sortResultsBy(page, "Ahorro");
      const figures = await savings(page);
      expect(figures.length).toBeGreaterThan(20);
      expect(figures).toEqual([...figures].sort((a, b) => b - a));
      expect(figures[0]).toBeGreaterThan(0);
      const best = stationCards(page).first().getByRole("button", { name: /^Ahorro neto/ });
      expect(await best.getAttribute("class")).toContain("net-saving-positive");
      await shoot(page, "search-by-saving");
    });

    it("explains a net saving in one tap", async () => {
      const { page } = session();
      await stationCards(page).first().getByRole("button", { name: /^Ahorro neto/ }).click();
      const explanation = stationCards(page).first().locator(".net-saving-explained");
      await explanation.waitFor();
      expect(await explanation.innerText()).toMatch(/^Frente a la gasolinera más cercana \(\d,\d{3}\s€\/l\): .* en 40 l, menos .* \(.* km a 6,5 l\/100 km\)\.$/);
    });

    it("leaves a brand out with Marcas", async () => {
      const { page } = session();
      const repsol = (await allStationCards(page)).locator(".brand-repsol");
      expect(await repsol.count()).toBeGreaterThan(0);
      const before = await (await allStationCards(page)).count();
      await page.getByRole("button", { name: "Marcas" }).click();
      await page.getByRole("radio", { name: "Todas menos las marcadas" }).check();
      await page.getByRole("checkbox", { name: "Repsol" }).check();
      await expect.poll(async () => (await allStationCards(page)).locator(".brand-repsol").count()).toBe(0);
      expect(await (await allStationCards(page)).count()).toBeLessThan(before);
      await shoot(page, "search-without-repsol");
    });

    it("still leaves that brand out after a reload", async () => {
      const { page } = session();
      await page.reload();
      await stationCards(page).first().waitFor();
      await page.getByRole("button", { name: "Marcas (1)" }).waitFor();
      expect(await (await allStationCards(page)).locator(".brand-repsol").count()).toBe(0);
      // Back to every brand for the route.
      await page.getByRole("button", { name: "Marcas (1)" }).click();
      await page.getByRole("button", { name: "Todas las marcas" }).click();
    });

    it("with 'Desvío máximo' 5 km a route shows a station ~1.5 km off the path with its detour", async () => {
      const { page, url } = session();
      expect(offPath, "a diesel station 1.4-1.6 km off the A-2 in the national data").toBeDefined();
      await page.goto(url(ROUTE));
      await page.getByText(/^\d+ gasolineras$/).waitFor();
      const within500m = await resultsCount(page);
      expect(await page.locator(`article[data-station-id="${offPath!.id}"]`).count()).toBe(0);
      await page.getByLabel("Desvío máximo").selectOption("5");
      // The route is searched again with the wider corridor: more stations.
      await expect.poll(() => resultsCount(page), { timeout: 15_000 }).toBeGreaterThan(within500m);
      expect(router?.requests.some((request) => request.path.startsWith("/table/v1/driving/"))).toBe(true);

      // The route opens on the map, already in its best-saving order: the map button, pressed again,
      // shows the list.
      await page.getByRole("button", { name: "Ver en mapa", pressed: true }).click();
      expect(await page.getByRole("combobox", { name: "Ordenar por" }).inputValue()).toBe("saving");
      await allStationCards(page);
      const card = page.locator(`article[data-station-id="${offPath!.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const detour = (await card.locator(".station-card-detour").textContent()) ?? "";
      // The best 50 candidates get the router's table (its roads are 1.5 × the straight line here); the
      // others the estimate, 2 × the distance from the path × 1.3, marked "estimado".
      expect(detour).toMatch(/^Desvío: \d+(,\d+)?\skm · \d+ min( \(estimado\))?$/);
      const factor = detour.endsWith("(estimado)") ? ROAD_FACTOR : TABLE_ROAD_FACTOR;
      // Within 0.2 km: the detour corridor is searched on the path simplified to 50 m.
      expect(Math.abs(km(detour.split("·")[0]!) - 2 * offPath!.km * factor)).toBeLessThan(0.2);
      const best = (await stationCards(page).first().locator(".station-card-detour").textContent()) ?? "";
      expect(best).toMatch(/^Desvío: \d+(,\d+)?\skm · \d+ min$/);
      await card.getByRole("button", { name: /^Ahorro neto/ }).waitFor();
      await shoot(page, "route-detour-5km");
    });
  },
);
