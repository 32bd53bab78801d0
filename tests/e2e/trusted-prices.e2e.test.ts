// Trusted prices in a real browser, on the real Barcelona feed of 27/09/2025 with one absurd
// price written in (0,300 € diesel at station 1736, Abrera): the Ministry's prices are long over two
// hours old, so every screen shows the stale-feed banner; the absurd price is kept out of the cheapest
// diesel around the station and shown struck through, with its reason, on the station's page.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { absurdPriceFeed } from "../helpers/absurd-price-feed.ts";
import { FEED_FILES } from "../helpers/shared-data.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { shoot } from "./harness/screenshots.ts";
import { allStationCards } from "./harness/station-list.ts";

const ABREA = { latitude: 41.507833, longitude: 1.902972 };
const BANNER = "Los precios del Ministerio no se actualizan desde el 27 de septiembre de 2025 a las 18:05: te mostramos los últimos publicados";
/** The banner folded to its line; tapped, it says BANNER. */
const BANNER_LINE = "Precios sin actualizar desde el 27/9, 18:05";

/** "1,459 €" → 1.459 */
const euros = (text: string): number => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

let dir = "";

describeInBrowser(
  "prices you can trust: stale-feed banner and an absurd price",
  {
    async serverEnv() {
      dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-e2e-trust-"));
      const file = path.join(dir, "barcelona-absurda.json");
      await writeFile(file, await absurdPriceFeed(FEED_FILES.barcelona, { stationId: "1736", field: "Precio Gasoleo A", value: "0,300" }));
      return { FEED_FILE: file };
    },
    teardown: async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  },
  (session) => {
    it("shows the stale-feed banner on the home screen, dated from the feed's Fecha", async () => {
      const { page, url } = session();
      await page.goto(url("/welcome"));
      const line = page.getByRole("status").locator(".stale-feed-toggle");
      await page.getByText(BANNER_LINE).waitFor();
      await line.click();
      await expect(page.getByText(BANNER).textContent()).resolves.toBe(BANNER);
    });

    it("keeps the 0,300 € diesel out of the cheapest diesel around the station", async () => {
      const { page, url } = session();
      await page.goto(url(`/search/diesel/10/${ABREA.longitude}/${ABREA.latitude}`));
      const cards = await allStationCards(page);
      const prices = (await cards.locator(".price").allTextContents()).map(euros);
      expect(prices.length).toBeGreaterThan(5);
      expect(Math.min(...prices)).toBeGreaterThan(1);
      expect(await page.locator('[data-station-id="1736"]').count()).toBe(0);
      await page.getByText(BANNER_LINE).waitFor();
      await shoot(page, "trusted-prices-results");
    });

    it("shows the absurd price struck through on its station, with the reason", async () => {
      const { page, url } = session();
      await page.goto(url("/station/1736"));
      const diesel = page.locator(".price-table tbody tr").filter({ has: page.getByRole("rowheader", { name: "Diesel" }) });
      await expect(diesel.locator("s").textContent()).resolves.toBe("0,300\u00a0€");
      await expect(diesel.locator(".price-doubt").textContent()).resolves.toMatch(/^Precio dudoso: fuera del rango posible/);
      const gasolina = page.locator(".price-table tbody tr").filter({ has: page.getByRole("rowheader", { name: "Gasolina 95" }) });
      expect(await gasolina.locator("s").count()).toBe(0);
      await shoot(page, "trusted-prices-station");
    });
  },
);
