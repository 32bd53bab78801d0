// The answer at a glance, in Chromium as a 360×640 Android phone (deviceScaleFactor 3) at Puerta del Sol
// on the national feed: a first visit chooses DIESEL and presses BUSCAR. With the cookie notice open at
// least three station prices are on screen and not covered; after "Aceptar" at least four are above the
// fold; scrolling, every screen shows at least five. The stale-feed notice is one line that opens to its
// sentence; "Solo las que compensan" leaves out, on the real data, every station dearer and farther than
// another and is remembered. Then reflow: no page scrolls sideways at 320 CSS px (WCAG 1.4.10).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints } from "../helpers/route-fixtures.ts";
import { startFakeOsrm, type FakeOsrm } from "../server/driving-route/fake-osrm.ts";
import { loadNationalStations } from "../server/driving-route/national-stations.ts";
import { createValidatedUser, logInThroughUi } from "./harness/accounts.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { SCREENSHOT_DIR } from "./harness/screenshots.ts";
import { allStationCards, stationCards } from "./harness/station-list.ts";
import { sidewaysOverflow, visiblePrices } from "./harness/on-screen.ts";

const SOL = { latitude: 40.4168, longitude: -3.7038 };
const PHONE = { width: 360, height: 640 };
const EMAIL = `conductor.glance.${Date.now()}@example.com`;
const PASSWORD = "precios-de-un-vistazo-2026";
const COOKIE_TEXT =
  "Solo usamos cookies técnicas propias y tus preferencias se quedan en este dispositivo: sin analítica ni publicidad. Más en la política de privacidad.";

/** "1,459 €" → 1.459; "4,89 km" → 4.89 */
const decimal = (text: string): number => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

/** A screenshot at the phone's own size, for a person to look at. */
async function phoneShot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-360x640.png`), animations: "disabled", caret: "hide", scale: "css" });
}

/** Price and straight-line km of every card shown, in order. */
async function shownStations(page: Page): Promise<{ price: number; km: number }[]> {
  const cards = await allStationCards(page);
  return cards.evaluateAll((articles) =>
    articles.map((card) => ({
      price: card.querySelector(".price")?.textContent ?? "",
      km: card.querySelector(".station-card-km")?.textContent ?? "",
    })),
  ).then((rows) => rows.map((row) => ({ price: decimal(row.price), km: decimal(row.km) })));
}

const beatenOnBoth = (s: { price: number; km: number }, all: readonly { price: number; km: number }[]) =>
  all.some((t) => t.price < s.price && t.km < s.km);

let router: FakeOsrm | undefined;

describeInBrowser(
  "the answer at a glance on a 360×640 phone",
  {
    context: { viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, geolocation: SOL, permissions: ["geolocation"] },
    async serverEnv() {
      const towns = A2_MUNICIPALITIES.slice(0, A2_MUNICIPALITIES.findIndex(([, name]) => name === "Zaragoza") + 1);
      router = await startFakeOsrm({ kind: "route", path: densify(municipalityWaypoints(await loadNationalStations(), towns), 1_500) });
      return { ROUTING_URL: router.url };
    },
    teardown: async () => {
      await router?.close();
    },
  },
  (session) => {
    it("first visit, cookie notice open: at least three station prices on screen after BUSCAR, none covered", async () => {
      const { page, url } = session();
      await page.goto(url("/"));
      const notice = page.getByRole("region", { name: "Aviso de cookies" });
      await notice.waitFor();
      await page.getByRole("radio", { name: "DIESEL" }).check({ force: true });
      await page.getByRole("button", { name: "BUSCAR", exact: true }).click();
      await page.waitForURL(`**/search/diesel/10/${SOL.longitude}/${SOL.latitude}`);
      await stationCards(page).nth(4).waitFor();

      expect(await notice.locator("p").innerText()).toBe(COOKIE_TEXT);
      const noticeBox = await notice.boundingBox();
      expect(noticeBox!.height).toBeLessThanOrEqual(PHONE.height / 4);
      // The filter folded into one line saying what was searched.
      expect(await page.getByRole("button", { name: "Cambiar búsqueda: Diésel · 10 km · Madrid" }).isVisible()).toBe(true);
      expect(await visiblePrices(page)).toBeGreaterThanOrEqual(3);
      await phoneShot(page, "glance-results-cookie-notice");
    });

    it("after Aceptar, at least four prices above the fold", async () => {
      const { page } = session();
      await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
      await page.getByRole("region", { name: "Aviso de cookies" }).waitFor({ state: "detached" });
      expect(await visiblePrices(page)).toBeGreaterThanOrEqual(4);
      await phoneShot(page, "glance-results");
    });

    it("while scrolling, every screen shows at least five stations with their prices", async () => {
      const { page } = session();
      const cards = await allStationCards(page);
      expect(await cards.count()).toBeGreaterThan(50);
      const list = await page.getByRole("list", { name: "Gasolineras" }).boundingBox();
      const counts: number[] = [];
      // Every scroll position from the list's top over the next few screens, in uneven steps.
      for (let y = list!.y; y < list!.y + 4 * PHONE.height; y += 53) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        counts.push(await visiblePrices(page));
      }
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(5);
      await phoneShot(page, "glance-results-scrolled");
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    it("the stale-feed notice is one line of at most 48 px that opens to the whole sentence", async () => {
      const { page } = session();
      await page.getByRole("button", { name: /^Precios sin actualizar desde el 15\/4, 08:00/ }).waitFor();
      // Its words change as it opens: followed by where it is, not by its name.
      const line = page.getByRole("status").locator(".stale-feed-toggle");
      const folded = await page.locator(".stale-feed-banner").boundingBox();
      expect(folded!.height).toBeLessThanOrEqual(48);
      await line.click();
      expect(await line.getAttribute("aria-expanded")).toBe("true");
      expect(await line.innerText()).toContain("Los precios del Ministerio no se actualizan desde el 15 de abril de 2026 a las 08:00");
      await line.click();
      expect(await line.getAttribute("aria-expanded")).toBe("false");
    });

    it("'Solo las que compensan' leaves out every station dearer and farther than another, on the real data, and is remembered", async () => {
      const { page } = session();
      const every = await shownStations(page);
      expect(every.some((s) => beatenOnBoth(s, every))).toBe(true);
      await page.getByRole("switch", { name: "Solo las que compensan" }).click();
      const worth = await shownStations(page);
      expect(worth.length).toBeGreaterThan(0);
      expect(worth.length).toBeLessThan(every.length);
      // The rule, pair by pair: no shown station is both dearer and farther than another shown.
      for (const s of worth) expect(beatenOnBoth(s, worth)).toBe(false);
      // …and nothing worth the trip was left out.
      expect(worth.length).toBe(every.filter((s) => !beatenOnBoth(s, every)).length);
      await page.getByText(`${worth.length} de ${every.length} gasolineras · ${every.length - worth.length} ocultas`).waitFor();
      await phoneShot(page, "glance-results-worth-the-trip");

      await page.reload();
      await stationCards(page).first().waitFor();
      expect(await page.getByRole("switch", { name: "Solo las que compensan" }).isChecked()).toBe(true);
      expect((await shownStations(page)).length).toBe(worth.length);
      await page.getByRole("switch", { name: "Solo las que compensan" }).click();
    });

    it("route results and favourites fold the filter too, and show their stations", async () => {
      const { page, url } = session();
      await page.goto(url(`/ruta/diesel/${SOL.longitude}/${SOL.latitude}/-0.8773/41.6561`));
      await page.getByRole("region", { name: "Mapa de gasolineras" }).locator("canvas").first().waitFor();
      expect(await page.getByRole("button", { name: /^Cambiar búsqueda: Diésel · ruta de \d+ km$/ }).isVisible()).toBe(true);
      await phoneShot(page, "glance-route-map");
      await page.getByRole("button", { name: "Ver en mapa" }).click();
      await stationCards(page).first().waitFor();
      expect(await visiblePrices(page)).toBeGreaterThanOrEqual(3);
      await phoneShot(page, "glance-route-list");

      await stationCards(page).first().getByRole("button", { name: "Añadir a favoritas" }).click();
      await page.goto(url("/favoritas"));
      await page.getByRole("heading", { level: 1, name: "Favoritas" }).waitFor();
      await page.getByRole("list", { name: "Gasolineras favoritas" }).getByRole("article").first().waitFor();
      expect(await page.getByRole("button", { name: /^Cambiar búsqueda: Diésel · Favoritas$/ }).isVisible()).toBe(true);
      await phoneShot(page, "glance-favourites");
    });

    it("no page scrolls sideways at 320 CSS px", async () => {
      const { page, server, url } = session();
      await createValidatedUser(server, EMAIL, PASSWORD);
      await logInThroughUi(page, url("/login"), EMAIL, PASSWORD);
      await page.setViewportSize({ width: 320, height: 640 });
      const pages: [string, () => Promise<unknown>][] = [
        [`/search/diesel/10/${SOL.longitude}/${SOL.latitude}`, () => stationCards(page).first().waitFor()],
        [`/ruta/diesel/${SOL.longitude}/${SOL.latitude}/-0.8773/41.6561`, () => page.getByRole("region", { name: "Mapa de gasolineras" }).locator("canvas").first().waitFor()],
        ["/nueva-ruta", () => page.getByRole("heading", { level: 1, name: "Nueva ruta" }).waitFor()],
        ["/favoritas", () => page.getByRole("list", { name: "Gasolineras favoritas" }).waitFor()],
        ["/alertas", () => page.getByRole("heading", { level: 1 }).waitFor()],
        ["/config", () => page.getByRole("heading", { level: 1 }).waitFor()],
        ["/usuario", () => page.getByRole("heading", { level: 1 }).waitFor()],
      ];
      const overflow: Record<string, number> = {};
      for (const [pathname, ready] of pages) {
        await page.goto(url(pathname));
        await ready();
        overflow[pathname] = await sidewaysOverflow(page);
      }
      // A station page, reached as a driver reaches it: from a card.
      await page.goto(url(pages[0]![0]));
      await stationCards(page).first().getByRole("heading").getByRole("link").click();
      await page.getByRole("heading", { name: "Tu opinión" }).waitFor();
      overflow["/station"] = await sidewaysOverflow(page);
      // The account pages of a driver who is not logged in.
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Cerrar sesión" }).click();
      await page.locator("header").getByRole("link", { name: "Mi perfil" }).waitFor({ state: "detached" });
      for (const pathname of ["/login", "/registro"]) {
        await page.goto(url(pathname));
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        overflow[pathname] = await sidewaysOverflow(page);
      }
      expect(overflow).toEqual(Object.fromEntries(Object.keys(overflow).map((key) => [key, 0])));
    });
  },
);
