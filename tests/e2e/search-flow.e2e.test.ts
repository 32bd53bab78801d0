// In a real browser: a logged-in driver in Madrid (geolocation granted and set by the test)
// searches diesel within 10 km, sorts by price, sees the map, opens a station, sends an opinion and a
// photo, then plans Madrid → Zaragoza from the autosuggest against a local OSRM-format router that
// answers with a path along the A-2 built from real station positions. The tests run in order.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints } from "../helpers/route-fixtures.ts";
import { startFakeOsrm, type FakeOsrm } from "../server/driving-route/fake-osrm.ts";
import { loadNationalStations } from "../server/driving-route/national-stations.ts";
import { createValidatedUser, logInThroughUi } from "./harness/accounts.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { shoot } from "./harness/screenshots.ts";
import { allStationCards, resultsCount, sortResultsBy, stationCards } from "./harness/station-list.ts";

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const EMAIL = `conductor.ruta.${Date.now()}@example.com`;
const PASSWORD = "diesel-barato-2026";
const SEARCH_TITLE = "Mostrando las gasolineras más baratas en la zona";
const ROUTE_TITLE = "Mostrando las mejores gasolineras en la ruta";

/** "1,459 €" → 1.459 */
const euros = (text: string): number => Number(text.replace(/[^\d,]/g, "").replace(",", "."));


async function cardPrices(page: Page): Promise<number[]> {
  const texts = await (await allStationCards(page)).locator(".price").allTextContents();
  return texts.map(euros);
}

let router: FakeOsrm | undefined;
let stationName = "";

describeInBrowser(
  "search, results, map, station and route of a driver in Madrid",
  {
    context: { geolocation: MADRID, permissions: ["geolocation"] },
    async serverEnv() {
      // Madrid to Zaragoza along the A-2, through the mean station position of each town it crosses.
      const towns = A2_MUNICIPALITIES.slice(0, A2_MUNICIPALITIES.findIndex(([, name]) => name === "Zaragoza") + 1);
      const path = densify(municipalityWaypoints(await loadNationalStations(), towns), 1_500);
      router = await startFakeOsrm({ kind: "route", path });
      return { ROUTING_URL: router.url };
    },
    teardown: async () => {
      await router?.close();
    },
  },
  (session) => {
    it("logs in a validated driver", async () => {
      const { page, server, url } = session();
      await createValidatedUser(server, EMAIL, PASSWORD);
      await logInThroughUi(page, url("/login"), EMAIL, PASSWORD);
      await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
      await page.locator("footer").getByText("activo", { exact: true }).waitFor();
    });

    it("searches diesel within 10 km of the device position with BUSCAR", async () => {
      const { page } = session();
      await page.getByRole("radio", { name: "DIESEL" }).check();
      expect(await page.locator("output.distance-value").innerText()).toBe("10 km");
      await page.getByRole("button", { name: "BUSCAR", exact: true }).click();

      await page.waitForURL(`**/search/diesel/10/${MADRID.longitude}/${MADRID.latitude}`);
      await page.getByRole("heading", { level: 1, name: SEARCH_TITLE }).waitFor();
      await stationCards(page).first().waitFor();
      expect(await (await allStationCards(page)).count()).toBeGreaterThan(20);
      await shoot(page, "search-results");
    });

    it("puts the cheapest station first when sorted by price", async () => {
      const { page } = session();
      await sortResultsBy(page, "Precio");
      const prices = await cardPrices(page);
      expect(prices.every((price) => price > 0.5 && price < 5)).toBe(true);
      expect(prices[0]).toBe(Math.min(...prices));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      await shoot(page, "search-results-by-price");
    });

    it("shows the map with one marker per station", async () => {
      const { page } = session();
      const count = await (await allStationCards(page)).count();
      await page.getByRole("button", { name: "Ver en mapa" }).click();

      const map = page.getByRole("region", { name: "Mapa de gasolineras" });
      await map.locator("canvas").first().waitFor();
      await page.getByText(`${count} estaciones en el mapa`).waitFor();
      const box = await map.boundingBox();
      expect(box?.height).toBeGreaterThan(200);
      await shoot(page, "search-map");
    });

    it("opens the station page from its card", async () => {
      const { page } = session();
      await sortResultsBy(page, "Precio");
      const first = stationCards(page).first().getByRole("heading").getByRole("link");
      stationName = (await first.innerText()).trim();
      await first.click();

      await page.waitForURL(/\/station\/\d+$/);
      await page.getByRole("heading", { name: stationName }).first().waitFor();
      await page.getByRole("heading", { name: "Tu opinión" }).waitFor();
      expect(await page.title()).toContain(stationName);
      await shoot(page, "station");
    });

    it("sends an opinion with five stars and hides the form", async () => {
      const { page } = session();
      const form = page.getByRole("form", { name: "Opinión sobre la gasolinera" });
      await form.getByLabel("Comentario").fill("Buen precio y personal amable; el túnel de lavado funciona bien.");
      await form.locator("label").filter({ hasText: "5 estrellas" }).click();
      expect(await form.getByRole("radio", { name: "5 estrellas" }).isChecked()).toBe(true);
      await form.getByRole("button", { name: "Enviar opinión" }).click();

      await page.getByRole("status").getByText("Tu comentario ha quedado registrado, en breve será visible.").waitFor();
      await page.getByText("Gracias por tu opinión.").waitFor();
      expect(await form.count()).toBe(0);
      await shoot(page, "station-opinion-sent");
    });

    it("uploads a photo that then shows among the station's photos", async () => {
      const { page } = session();
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6" } }).jpeg().toBuffer();
      const form = page.getByRole("form", { name: "Subir foto" });
      await form.getByLabel("Foto de la gasolinera").setInputFiles({ name: "surtidor.jpg", mimeType: "image/jpeg", buffer: jpeg });
      await form.getByRole("button", { name: "Enviar foto" }).click();

      const photo = page.getByRole("img", { name: `Foto 1 de ${stationName}` });
      await photo.waitFor();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      await shoot(page, "station-photo");
    });

    it("plans Madrid → Zaragoza with places chosen from the suggestions", async () => {
      const { page } = session();
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await page.getByRole("dialog").getByRole("link", { name: /Nueva ruta/ }).click();
      await page.getByRole("heading", { name: "Nueva ruta", level: 1 }).waitFor();

      await page.getByRole("combobox", { name: "Origen" }).fill("Madrid");
      await page.getByRole("listbox", { name: "Sugerencias de origen" }).getByRole("option").filter({ hasText: /^Madrid/ }).first().click();
      await page.getByRole("combobox", { name: "Destino" }).fill("Zaragoza");
      await page.getByRole("listbox", { name: "Sugerencias de destino" }).getByRole("option").filter({ hasText: /^Zaragoza/ }).first().click();
      await page.getByLabel("Combustible", { exact: true }).selectOption("diesel");
      await shoot(page, "nueva-ruta");
      await page.getByRole("button", { name: "Buscar gasolineras en la ruta" }).click();

      await page.waitForURL(/\/ruta\/diesel\/-3\.\d+\/40\.\d+\/-0\.\d+\/41\.\d+$/);
    });

    it("shows the route on the map with the stations along it", async () => {
      const { page } = session();
      await page.getByRole("heading", { level: 1, name: ROUTE_TITLE }).waitFor();
      // The header's filter, folded, says what was searched; the count is over the stations.
      const searched = page.getByRole("button", { name: /^Cambiar búsqueda: Diésel · ruta de [\d.]+ km$/ });
      await searched.waitFor();
      expect(router?.requests.some((request) => request.path.startsWith("/route/v1/driving/"))).toBe(true);
      const km = /ruta de ([\d.]+) km/.exec((await searched.getAttribute("aria-label")) ?? "")?.[1];
      const found = await resultsCount(page);
      expect(found).toBeGreaterThan(20);
      expect(Number(km!.replace(".", ""))).toBeGreaterThan(250);
      expect(Number(km!.replace(".", ""))).toBeLessThan(400);
      expect(await page.getByLabel("Desvío máximo").inputValue()).toBe("0.5");
      await page.getByRole("region", { name: "Mapa de gasolineras" }).locator("canvas").first().waitFor();
      await page.getByText(`${found} estaciones en el mapa`).waitFor();
      await shoot(page, "route-map");

      await sortResultsBy(page, "Distancia");
      expect(await (await allStationCards(page)).count()).toBe(Number(found));
      await shoot(page, "route-list");
    });
  },
);
