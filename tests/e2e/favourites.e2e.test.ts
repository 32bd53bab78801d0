// Favourite stations in a real browser: a driver in Madrid, with the app installed by using it
// (service worker in control, national snapshot on the device), stars a station of her search results,
// finds it in /favoritas through the sidebar with the current price of each fuel, and, after the
// signal drops and the page is reloaded, still sees it there with prices from the device's snapshot
// and their age. Back online she logs in, which keeps the favourite with her account: on another
// device, logging in to the same account brings it to that device's /favoritas.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { STORAGE_KEYS } from "../../src/stores/storage-keys.ts";
import { createValidatedUser, logInThroughUi } from "./harness/accounts.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { waitForLocalData } from "./harness/local-data.ts";
import { shoot } from "./harness/screenshots.ts";
import { firstVisitOnline } from "./harness/service-worker.ts";

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const MADRID_SEARCH = `/search/diesel/10/${MADRID.longitude}/${MADRID.latitude}`;
/** A price as SPEC §9 shows it: "1,459 €". */
const PRICE = /^\d,\d{3}\s€$/;
const EMAIL = `favoritas.${Date.now()}@example.com`;
const PASSWORD = "mis-gasolineras-2026";
const AGE = /^Sin conexión · Precios de hace (menos de 1 min|\d+ (min|h)|\d+ días?)$/;

const resultCards = (page: Page) => page.getByRole("list", { name: "Gasolineras" }).getByRole("article");
const favouriteCards = (page: Page) => page.getByRole("list", { name: "Gasolineras favoritas" }).getByRole("article");

/** A favourite card's fuels as {label: price text}. */
async function fuelPrices(page: Page, name: string): Promise<Record<string, string>> {
  const rows = await favouriteCards(page).filter({ has: page.getByRole("heading", { name, exact: true }) })
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [tr.querySelector("th")?.textContent?.trim() ?? "", tr.querySelector(".favourite-price")?.textContent?.trim() ?? ""]));
  return Object.fromEntries(rows);
}

const starred = { id: "", name: "", prices: {} as Record<string, string> };

describeInBrowser(
  "favourite stations of a driver who loses the signal",
  { context: { geolocation: MADRID, permissions: ["geolocation"], serviceWorkers: "allow" } },
  (session) => {
    it("installs the service worker and the national snapshot on the first visit", async () => {
      const { page, url } = session();
      await firstVisitOnline(page, url("/?sw=now"));
    });

    it("stars a station of the search results", async () => {
      const { page, url } = session();
      await page.goto(url(MADRID_SEARCH));
      const card = resultCards(page).nth(1);
      await card.waitFor();
      starred.id = (await card.getAttribute("data-station-id")) ?? "";
      starred.name = (await card.getByRole("heading").innerText()).trim();
      await card.getByRole("button", { name: "Añadir a favoritas" }).click();

      await card.getByRole("button", { name: "Quitar de favoritas" }).waitFor();
      expect(await resultCards(page).getByRole("button", { name: "Quitar de favoritas" }).count()).toBe(1);
      await waitForLocalData(page, STORAGE_KEYS.favourites, (value) => typeof value === "string" && value.includes(`"${starred.id}"`));
      await shoot(page, "favourites-star-on-card");
    });

    it("finds it in /favoritas from the sidebar, with the current price of each fuel it sells", async () => {
      const { page } = session();
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: /^Favoritas\s*\(1\)$/ }).click();

      await page.waitForURL("**/favoritas");
      await page.getByRole("heading", { level: 1, name: "Favoritas" }).waitFor();
      await favouriteCards(page).getByRole("heading", { name: starred.name, exact: true }).waitFor();
      await favouriteCards(page).locator(".favourite-price").first().waitFor();
      expect(await favouriteCards(page).count()).toBe(1);
      starred.prices = await fuelPrices(page, starred.name);
      expect(starred.prices["Gasóleo A"]).toMatch(PRICE);
      Object.values(starred.prices).forEach((price) => expect(price).toMatch(PRICE));
      expect(await page.locator(".freshness-note").count()).toBe(0);
      await shoot(page, "favourites-online");
    });

    it("offline, the reloaded /favoritas still shows it with the snapshot's prices and their age", async () => {
      const { page, context, guard } = session();
      // Without signal what nobody keeps for offline fails and is logged.
      guard.allow(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
      await context.setOffline(true);
      await page.reload();

      await page.getByRole("heading", { level: 1, name: "Favoritas" }).waitFor();
      await favouriteCards(page).getByRole("heading", { name: starred.name, exact: true }).waitFor();
      const note = page.locator(".freshness-note");
      await note.waitFor();
      expect((await note.innerText()).replace(/\s+/g, " ").trim()).toMatch(AGE);
      const offline = await fuelPrices(page, starred.name);
      // The same feed on both sides: the snapshot's diesel price is the server's.
      expect(offline["Gasóleo A"]).toBe(starred.prices["Gasóleo A"]);
      await shoot(page, "favourites-offline");
      await context.setOffline(false);
    });

    it("back online, logging in keeps the favourite with the account", async () => {
      const { page, server, url } = session();
      await createValidatedUser(server, EMAIL, PASSWORD);
      await logInThroughUi(page, url("/login"), EMAIL, PASSWORD);
      // The star was pressed logged out: pending until the login merge has sent it to the account.
      await waitForLocalData(page, STORAGE_KEYS.favourites, (value) => {
        const stored = typeof value === "string" ? (JSON.parse(value) as { state?: { pendingAdds?: string[] } }) : null;
        return stored?.state?.pendingAdds?.length === 0;
      });
    });

    it("on another device, logging in to the same account brings the favourite to /favoritas", async () => {
      const { browser, url } = session();
      const device = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "es-ES", timezoneId: "Europe/Madrid", serviceWorkers: "block" });
      try {
        const page = await device.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        await logInThroughUi(page, url("/login"), EMAIL, PASSWORD);
        await page.getByRole("button", { name: "Abrir menú" }).click();
        await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: /Favoritas/ }).click();
        await page.getByRole("heading", { level: 1, name: "Favoritas" }).waitFor();
        await favouriteCards(page).getByRole("heading", { name: starred.name, exact: true }).waitFor();
        expect((await fuelPrices(page, starred.name))["Gasóleo A"]).toBe(starred.prices["Gasóleo A"]);
        expect(errors).toEqual([]);
      } finally {
        await device.close();
      }
    });
  },
);
