// In a real browser on a 360×640 phone: the map of Spain to browse. Opened at the national zoom it
// lists the cheapest diesel of the mainland view, the same as the feed's (the server's index of the
// same file, trusted prices, public stations); in central Barcelona those of Barcelona; a drag moves
// the address and the list; a listed station opens; a search's map opens its whole area; with no
// signal after one visit the map and its list still work; it speaks the other four languages. The
// screen passes the axe audit with no violation; screenshots at 360 and 1280 px. One page throughout
// (the snapshot downloaded once): the file stays short in wall time.
import { beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { parseFeed } from "../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../server/feed/read-feed-file.ts";
import { trustedPrices } from "../../server/stations/price-trust.ts";
import { buildStationIndex } from "../../server/stations/station-index.ts";
import { isPublicStation } from "../../src/domain/public-station.ts";
import { audit } from "./harness/axe.ts";
import { NATIONAL_FEED_FILE } from "./harness/app-server.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { firstVisitOnline } from "./harness/service-worker.ts";
import { shoot } from "./harness/screenshots.ts";

const NATIONAL_VIEW = "/mapa/diesel/-3.7/40.2/6";
const BARCELONA_VIEW = "/mapa/diesel/2.1686/41.3874/13";
const LISTED = 10;

interface FeedStation { latitud: number; longitud: number; precio: number }
let dieselStations: FeedStation[] = [];

beforeAll(async () => {
  const index = buildStationIndex(parseFeed(await readFeedFile(NATIONAL_FEED_FILE)).stations);
  dieselStations = index.stations.flatMap((s) => {
    const precio = trustedPrices(index.trust, s).gasoleoA ?? 0;
    return precio > 0 && isPublicStation(s) ? [{ latitud: s.latitud, longitud: s.longitud, precio }] : [];
  });
});

const list = (page: Page) => page.locator(".cheapest-in-view-list li");

/** A listed price as a number ("1,389 €" → 1.389). */
const priceOf = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

const listedIds = (page: Page) => list(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-station-id") ?? ""));

type Box = [number, number, number, number];

/** The feed's cheapest diesel prices inside the box (west, south, east, north). */
function feedCheapest([west, south, east, north]: Box): number[] {
  return dieselStations
    .filter((s) => s.longitud >= west && s.longitud <= east && s.latitud >= south && s.latitud <= north)
    .map((s) => s.precio)
    .sort((a, b) => a - b)
    .slice(0, LISTED);
}

/**
 * The view the screen says it shows and the prices it lists, read in one go: the list follows each
 * settled view in a transition, and a view can settle twice (a drag's end, the stored stations read
 * with no signal), so two reads could pair a new view with the list of the one before.
 */
async function shownView(page: Page): Promise<{ box: Box; listed: number[]; feed: number[] }> {
  const { view, prices } = await page.evaluate(() => ({
    view: document.querySelector(".map-page[data-view]")?.getAttribute("data-view") ?? "",
    prices: [...document.querySelectorAll<HTMLElement>(".cheapest-in-view-price")].map((price) => price.innerText),
  }));
  const box = view.split(",").map(Number) as Box;
  return { box, listed: prices.map(priceOf), feed: feedCheapest(box) };
}

/**
 * Once the screen has settled (on a view other than `movedFrom`, after a drag): the listed prices are
 * the feed's cheapest in the view it shows. Returns that view.
 */
async function expectFeedCheapestListed(page: Page, movedFrom?: Box): Promise<Box> {
  let last = await shownView(page);
  const settled = ({ box, listed, feed }: typeof last) =>
    box.join() !== movedFrom?.join() && listed.length === LISTED && listed.join() === feed.join();
  await expect.poll(async () => (last = await shownView(page)), { timeout: 10_000 }).toSatisfy(settled);
  expect(last.listed).toEqual(last.feed);
  return last.box;
}

async function openMap(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await list(page).nth(LISTED - 1).waitFor();
}

async function dragMap(page: Page, dx: number, dy: number): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await page.getByTestId("map").boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
}

describeInBrowser(
  "the map of Spain to browse",
  { context: { viewport: { width: 360, height: 640 }, serviceWorkers: "allow" } },
  (session) => {
    it("opens from the first screen's Mapa on the whole country, the mainland's cheapest diesel listed as in the feed", async () => {
      const { page, url } = session();
      await firstVisitOnline(page, url("/?sw=now"));
      await page.getByRole("link", { name: "Mapa de precios" }).click();
      await page.waitForURL(`**${NATIONAL_VIEW}`);
      await page.getByRole("heading", { level: 1, name: "Mapa de precios" }).waitFor();
      await list(page).nth(LISTED - 1).waitFor();
      const box = await expectFeedCheapestListed(page);
      expect(box[0]).toBeLessThan(-3.7);
      expect(box[2]).toBeGreaterThan(-3.7);
      // Screenshots resize the window, and the view settles again: the page is opened anew after them.
      await shoot(page, "mapa-nacional");
    });

    it("lists the cheapest diesel of central Barcelona at zoom 13", async () => {
      const { page, url } = session();
      await openMap(page, url(BARCELONA_VIEW));
      const box = await expectFeedCheapestListed(page);
      expect(box[0]).toBeGreaterThan(2);
      expect(box[2]).toBeLessThan(2.35);
    });

    it("opens a listed station's page", async () => {
      const { page, url } = session();
      const id = await list(page).first().getAttribute("data-station-id");
      await page.locator(`.cheapest-in-view-list li[data-station-id="${id}"] a`).click();
      // In-app navigations (history API): the address is polled.
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/station/${id}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.goBack({ waitUntil: "commit" });
      await expect.poll(() => new URL(page.url()).pathname).toBe(BARCELONA_VIEW);
      await list(page).nth(LISTED - 1).waitFor();
      expect(url(BARCELONA_VIEW)).toBe(page.url());
    });

    it("has no accessibility violation", async () => {
      const { page } = session();
      const { violations, passed } = await audit(page);
      expect(passed).toBeGreaterThan(5);
      expect(violations).toEqual([]);
    });

    it("follows a drag with the address and the list", async () => {
      const { page } = session();
      const before = await listedIds(page);
      await dragMap(page, 160, 0);
      await page.waitForURL((address) => address.pathname !== BARCELONA_VIEW);
      expect(new URL(page.url()).pathname).toMatch(/^\/mapa\/diesel\/2\.1[0-6]\d*\/41\.387\d*\/13$/);
      await page.waitForFunction((ids) => {
        const now = [...document.querySelectorAll(".cheapest-in-view-list li")].map((li) => li.getAttribute("data-station-id"));
        return now.join() !== ids.join();
      }, before);
      await expectFeedCheapestListed(page);
    });

    it("opens the whole area of a search from the results' map with 'Ver toda la zona'", async () => {
      const { page, url } = session();
      await page.goto(url("/search/diesel/5/2.1701/41.387"));
      await page.getByRole("button", { name: "Ver en mapa" }).click();
      await page.getByRole("link", { name: "Ver toda la zona" }).click();
      await page.waitForURL("**/mapa/diesel/2.1701/41.387/13");
      await list(page).nth(LISTED - 1).waitFor();
      await shoot(page, "mapa-barcelona");
    });

    it("browses the whole country with no signal after one visit", async () => {
      const { page, context, url } = session();
      await context.setOffline(true);
      try {
        await openMap(page, url(NATIONAL_VIEW));
        const before = await expectFeedCheapestListed(page);
        await page.locator(".map-canvas canvas").first().waitFor();
        await dragMap(page, -120, -60);
        await page.waitForURL((address) => address.pathname !== NATIONAL_VIEW);
        await expectFeedCheapestListed(page, before);
        await shoot(page, "mapa-sin-conexion");
      } finally {
        await context.setOffline(false);
      }
    });

    it("speaks the other four languages", async () => {
      // Chosen on /config and back to the map in the app (no new phone, no second download): the
      // phone's language reaching the app is languages.e2e.test.ts's; here, this screen's words.
      const { page } = session();
      const goInApp = (path: string) => page.evaluate((to) => history.pushState(null, "", to), path);
      for (const [locale, title, listTitle] of [
        ["en", "Price map", "The cheapest in this view"],
        ["ca", "Mapa de preus", "Les més barates en aquesta vista"],
        ["eu", "Prezioen mapa", "Ikuspegi honetako merkeenak"],
        ["gl", "Mapa de prezos", "As máis baratas nesta vista"],
        ["", "Mapa de precios", "Las más baratas en esta vista"],
      ] as const) {
        await goInApp("/config");
        await page.locator('select:has(option[value="en"])').selectOption(locale);
        await page.waitForFunction((lang) => document.documentElement.lang === (lang || "es"), locale);
        await page.goBack({ waitUntil: "commit" });
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.getByRole("heading", { level: 2, name: listTitle }).waitFor();
        await list(page).nth(LISTED - 1).waitFor();
        if (locale === "en") await shoot(page, "mapa-en");
      }
    });
  },
);
