// The kiosk board in a real browser: the forecourt screen of a Madrid station that sells diesel
// and 95 (picked from the national file through the API) shows its prices in large type and the
// cheapest competitors within 5 km, with no shell around it; with the service worker in control it
// reloads without signal and keeps the last prices up with their age, and drops the notice when the
// signal returns. Screenshots at the phone and desktop sizes and at the 1920×1080 of a forecourt screen.
import path from "node:path";
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { KioskBoard } from "../../src/domain/contract/kiosk.ts";
import { formatPrice } from "../../src/domain/format.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { waitForSnapshot, waitForWorkerControl } from "./harness/service-worker.ts";
import { SCREENSHOT_DIR, shoot } from "./harness/screenshots.ts";

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const FORECOURT_SCREEN = { width: 1920, height: 1080 };
/** A price as SPEC §9 shows it: "1,459 €". */
const PRICE = /^\d,\d{3}\s€$/;
const STALE = /^Sin conexión · Precios de hace (menos de 1 min|\d+ (min|h)|\d+ días?)$/;

const board = (page: Page) => page.locator("main.kiosk");
const ourPrices = (page: Page) => page.getByRole("region", { name: "Nuestros precios" });
const competitors = (page: Page) => page.getByRole("region", { name: "Más baratas a menos de 5 km" });
const staleStrip = (page: Page) => page.locator(".kiosk-stale");

/**
 * A Madrid station of the national file for the board: it sells diesel and 95, at most three search
 * fuels (so the board lists at least three competitors per fuel) and has three or more competitors
 * for each. Candidates come from the nearby search around the city centre, nearest first.
 */
async function pickMadridStation(baseUrl: string): Promise<KioskBoard> {
  const search = await fetch(`${baseUrl}/api/gasolinaeco/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ producto: "95", distancia: 5, latitud: MADRID.latitude, longitud: MADRID.longitude }),
  });
  const found = ((await search.json()) as { entity: { id: string; km: number }[] }).entity.sort((a, b) => a.km - b.km);
  for (const { id } of found.slice(0, 40)) {
    const answer = (await (await fetch(`${baseUrl}/api/gasolinaeco/kiosko/${id}`)).json()) as { entity: KioskBoard };
    const fuels = answer.entity.competidores.map((c) => c.producto);
    if (
      answer.entity.estacion.provincia.toUpperCase() === "MADRID" &&
      fuels.includes("diesel") &&
      fuels.includes("95") &&
      fuels.length <= 3 &&
      answer.entity.competidores.every((c) => c.estaciones.length >= 3)
    ) {
      return answer.entity;
    }
  }
  throw new Error("no Madrid station in the national file sells diesel and 95 with three competitors for each");
}

/** The board's own prices as {fuel: price text}. */
const shownPrices = (page: Page) =>
  ourPrices(page)
    .locator("tr")
    .evaluateAll((rows) => Object.fromEntries(rows.map((tr) => [tr.querySelector("th")?.textContent ?? "", tr.querySelector("td .official-price")?.textContent ?? ""])));

/** Font size in CSS px of the first element matching `selector` inside the board. */
const fontSize = (page: Page, selector: string) => board(page).locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

/** The board fits the screen: nothing scrolls, and no competitor row is cut off by its region. */
async function expectFitsScreen(page: Page): Promise<void> {
  const fit = await board(page).evaluate((main) => {
    const region = main.querySelector(".kiosk-competitors")!.getBoundingClientRect();
    const rows = [...main.querySelectorAll(".kiosk-competitors li, .kiosk-fuel h3")].map((el) => el.getBoundingClientRect().bottom);
    const strip = main.querySelector(".kiosk-stale")?.getBoundingClientRect().bottom ?? 0;
    return {
      scrolls: document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth,
      rowsCut: rows.filter((bottom) => bottom > region.bottom + 1).length,
      stripInside: strip <= innerHeight,
    };
  });
  expect(fit).toEqual({ scrolls: false, rowsCut: 0, stripInside: true });
}

async function screenshotForecourt(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize(FORECOURT_SCREEN);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expectFitsScreen(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-1920x1080.png`), animations: "disabled", caret: "hide" });
  if (original) await page.setViewportSize(original);
}

let expected: KioskBoard | undefined;
let onlinePrices: Record<string, string> = {};
let neighbourId = "";

describeInBrowser(
  "kiosk board of a Madrid station that keeps its prices up without signal",
  { context: { serviceWorkers: "allow" } },
  (session) => {
    it("opens the board of a Madrid station with the service worker in control", async () => {
      const { page, server, url } = session();
      expected = await pickMadridStation(server.url);
      await page.goto(url(`/kiosko/${expected.estacion.id}?sw=now`));
      await waitForWorkerControl(page);
      // Loaded again under the worker, so it keeps this board for a reload without signal.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: expected.estacion.rotulo }).waitFor();
      await expect.poll(() => page.evaluate(async () => (await (await caches.open("gasolinaeco-kiosko")).keys()).length)).toBe(1);
      // The board page keeps the national snapshot current too; let that finish while there is signal.
      await waitForSnapshot(page);
      expect(await page.title()).toContain(`Kiosko ${expected.estacion.rotulo}`);
    });

    it("shows no header, side menu, footer or cookie banner around the board", async () => {
      const { page } = session();
      await ourPrices(page).waitFor();
      expect(await page.locator(".app").count()).toBe(0);
      expect(await page.locator("nav, footer").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Abrir menú" }).count()).toBe(0);
      expect(await page.getByRole("region", { name: "Aviso de cookies" }).count()).toBe(0);
      expect(await staleStrip(page).count()).toBe(0);
    });

    it("shows every fuel the station sells with its price in large type on a 1920×1080 screen", async () => {
      const { page } = session();
      await page.setViewportSize(FORECOURT_SCREEN);
      onlinePrices = await shownPrices(page);
      expect(Object.keys(onlinePrices)).toEqual(expected!.estacion.productos.map((p) => p.nombre));
      Object.values(onlinePrices).forEach((price) => expect(price).toMatch(PRICE));
      expect(Object.keys(onlinePrices)).toEqual(expect.arrayContaining(["Gasóleo A", "Gasolina 95 E5"]));
      // Read from 3 m: prices about 1/11 of the screen's height, names and competitors well above body text.
      expect(await fontSize(page, ".kiosk-price-table td")).toBeGreaterThanOrEqual(64);
      expect(await fontSize(page, ".kiosk-price-table th")).toBeGreaterThanOrEqual(40);
      expect(await fontSize(page, ".kiosk-fuel li")).toBeGreaterThanOrEqual(30);
      await page.getByText(/^Precios actualizados el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}$/).waitFor();
      await expectFitsScreen(page);
    });

    it("lists the 3 to 5 cheapest competitors within 5 km for each fuel", async () => {
      const { page } = session();
      const fuels = competitors(page).locator(".kiosk-fuel");
      expect(await fuels.locator("h3").allInnerTexts()).toEqual(expected!.competidores.map((c) => c.nombre));
      for (const [i, fuel] of expected!.competidores.entries()) {
        const rows = fuels.nth(i).getByRole("listitem");
        const count = await rows.count();
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(5);
        const shown = await rows.locator(".kiosk-rival-price").allInnerTexts();
        expect(shown).toEqual(fuel.estaciones.slice(0, count).map((s) => formatPrice(s.precio)));
        fuel.estaciones.forEach((s) => expect(s.km).toBeLessThanOrEqual(5));
        expect(fuel.estaciones.some((s) => s.id === expected!.estacion.id)).toBe(false);
      }
      await shoot(page, "kiosk");
      await screenshotForecourt(page, "kiosk");
    });

    it("reloaded without signal, keeps the last prices up with 'Sin conexión · Precios de hace …'", async () => {
      const { page, context } = session();
      // No console error is allowed here: the worker answers the board's refresh from its copy, and
      // nothing else goes to the network (the snapshot was checked on the first visit).
      await context.setOffline(true);
      await page.reload();

      await page.getByRole("heading", { level: 1, name: expected!.estacion.rotulo }).waitFor();
      await staleStrip(page).waitFor();
      expect((await staleStrip(page).innerText()).trim()).toMatch(STALE);
      expect(await shownPrices(page)).toEqual(onlinePrices);
      expect(await competitors(page).getByRole("listitem").count()).toBeGreaterThanOrEqual(3 * expected!.competidores.length);
      await expectFitsScreen(page);
      await shoot(page, "kiosk-offline");
      await screenshotForecourt(page, "kiosk-offline");
    });

    it("drops the no-signal notice once the signal returns", async () => {
      const { page, context } = session();
      await context.setOffline(false);
      await staleStrip(page).waitFor({ state: "detached" });
      expect(await shownPrices(page)).toEqual(onlinePrices);
    });

    it("opens the board of a station never shown on this device, with no signal, from the snapshot it holds", async () => {
      const { page, context, url, guard } = session();
      // The board's own request fails (nothing cached for this station): expected, and said on screen.
      guard.allow(/kiosko|sin respuesta|Failed to fetch|ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
      const neighbour = expected!.competidores[0]!.estaciones[0]!;
      await context.setOffline(true);
      await page.goto(url(`/kiosko/${neighbour.id}`));
      await page.getByRole("heading", { level: 1, name: neighbour.rotulo }).waitFor();
      const prices = await shownPrices(page);
      expect(Object.keys(prices).length).toBeGreaterThanOrEqual(1);
      Object.values(prices).forEach((price) => expect(price).toMatch(PRICE));
      expect(await competitors(page).getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      await staleStrip(page).waitFor();
      expect((await staleStrip(page).innerText()).trim()).toMatch(STALE);
      await shoot(page, "kiosk-offline-first-visit");
      await screenshotForecourt(page, "kiosk-offline-first-visit");
      neighbourId = neighbour.id;
    });

    it("switches that board to live data when the signal returns", async () => {
      const { page, context } = session();
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await staleStrip(page).waitFor({ state: "detached" });
      const live = (await (await fetch(session().url(`/api/gasolinaeco/kiosko/${neighbourId}`))).json()) as { entity: KioskBoard };
      expect(Object.keys(await shownPrices(page))).toEqual(live.entity.estacion.productos.map((p) => p.nombre));
    });
  },
);
