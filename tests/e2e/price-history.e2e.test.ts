// A year of prices in a real browser: the server back-fills it by itself from a local stand-in for the
// Ministry (a year built from the real Zaragoza and Barcelona files, a cheaper Monday planted for
// diesel in Zaragoza, four stations at the lowest price of their year today), then the results show
// "Precio históricamente bajo" on those stations only, and the station page offers "1 año" with the
// sentence of cuandorepostar under the chart.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { buildYearOfDays, startMinistryStandIn, ZARAGOZA, type MinistryStandIn } from "../helpers/ministry-stand-in.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { SCREENSHOT_DIR, shoot } from "./harness/screenshots.ts";
import { allStationCards } from "./harness/station-list.ts";

const year = buildYearOfDays();
const low = year.stations.find((s) => s.IDEESS === year.lowToday[0])!;
const zaragoza = year.stations.find((s) => s.IDProvincia === ZARAGOZA && !year.lowToday.includes(s.IDEESS!))!;
const coordinate = (text: string | null | undefined) => Number(text!.replace(",", "."));
let standIn: MinistryStandIn | undefined;

describeInBrowser(
  "a year of prices back-filled from the Ministry",
  {
    async serverEnv() {
      standIn = await startMinistryStandIn(year);
      return { FEED_FILE: "", FEED_URL: standIn.feedUrl, FEED_RETRIES: "0", HISTORY_DAYS: "365", HISTORY_PAUSE_MS: "0" };
    },
    teardown: async () => {
      await standIn?.close();
    },
  },
  (session) => {
    it("back-fills the year by itself, then marks the stations at the lowest price of their year", async () => {
      const { page, server, url } = session();
      // The back-fill's end is heard from the stand-in: every day of the window asked for.
      while (new Set(standIn!.asked).size < 365) await new Promise<void>((resolve) => { standIn!.onServed = () => resolve(); });
      standIn!.onServed = undefined;
      // Then the thresholds are worked out and the index rebuilt: the search answer says when.
      const lat = coordinate(low.Latitud);
      const lon = coordinate(low["Longitud (WGS84)"]);
      const flagged = async () => {
        const res = await fetch(`${server.url}/api/gasolinaeco/search`, {
          method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ distancia: 10, producto: "diesel", latitud: lat, longitud: lon }),
        });
        const body = (await res.json()) as { entity: { id: string; historicamenteBajo?: true }[] };
        return body.entity.filter((s) => s.historicamenteBajo).map((s) => s.id);
      };
      for (let tries = 0; (await flagged()).length === 0; tries++) {
        expect(tries).toBeLessThan(120);
        await page.waitForTimeout(500);
      }
      await page.goto(url(`/search/diesel/10/${lon}/${lat}`));
      const cards = await allStationCards(page);
      expect(await cards.count()).toBeGreaterThan(1);
      const badges = page.locator(".historic-low-badge");
      await page.locator(`[data-station-id="${low.IDEESS}"] .historic-low-badge`).waitFor();
      const withBadge = await page.locator("article:has(.historic-low-badge)").evaluateAll((els) => els.map((e) => e.getAttribute("data-station-id")));
      expect(withBadge.every((id) => year.lowToday.includes(id!))).toBe(true);
      expect(await badges.first().textContent()).toBe("Precio históricamente bajo");
      await shoot(page, "historic-low-results");
      // A year stored day by day, then the thresholds: a minute or more on a busy machine.
    }, 300_000);

    it("the station page offers 1 año, and says where the province's Monday is cheaper", async () => {
      const { page, url } = session();
      await page.goto(url(`/station/${zaragoza.IDEESS}`));
      const periods = page.getByRole("group", { name: "Periodo" });
      await periods.getByRole("button", { name: "1 año" }).click();
      await page.getByRole("heading", { name: "Precio en el último año" }).waitFor();
      const sentence = page.getByTestId("when-to-fill");
      await sentence.getByText(/^En Zaragoza, el diésel suele costar \d,\d c€\/l menos los lunes$/).waitFor();
      await sentence.getByText(/^Más caro que el \d+ % de los días del último año$/).waitFor();
      // The cookie notice out of the way, so the chart and its sentence are what the shots show.
      await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
      await sentence.scrollIntoViewIfNeeded();
      await shoot(page, "station-price-year");
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await page.setViewportSize({ width: 360, height: 640 });
      await sentence.evaluate((el) => el.scrollIntoView({ block: "end" }));
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, "station-price-year-360x640.png"), animations: "disabled", caret: "hide" });
      await page.setViewportSize({ width: 360, height: 780 });
    });

    it("a Barcelona station says nothing about weekdays", async () => {
      const { page, url } = session();
      const barcelona = year.stations.find((s) => s.IDProvincia !== ZARAGOZA && !year.lowToday.includes(s.IDEESS!))!;
      await page.goto(url(`/station/${barcelona.IDEESS}`));
      await page.getByTestId("when-to-fill").getByText(/^Más caro que el \d+ % de los días del último año$/).waitFor();
      expect(await page.getByText(/suele costar/).count()).toBe(0);
    });
  },
);
