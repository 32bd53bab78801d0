// A year of prices in a real browser: the server back-fills it by itself from a local stand-in for the
// Ministry (a year built from the real Zaragoza and Barcelona files, a cheaper Monday planted for
// diesel in Zaragoza, four stations at the lowest price of their year today), then the results show
// "Precio históricamente bajo" on those stations only, online and, from the national snapshot on the
// device, offline; the station page offers "1 año" with the province's median as a second line and the
// sentence of cuandorepostar under the chart.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { buildYearOfDays, startMinistryStandIn, ZARAGOZA, type MinistryStandIn } from "../helpers/ministry-stand-in.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { firstVisitOnline } from "./harness/service-worker.ts";
import { SCREENSHOT_DIR, shoot } from "./harness/screenshots.ts";
import { allStationCards } from "./harness/station-list.ts";

const year = buildYearOfDays();
const low = year.stations.find((s) => s.IDEESS === year.lowToday[0])!;
const zaragoza = year.stations.find((s) => s.IDProvincia === ZARAGOZA && !year.lowToday.includes(s.IDEESS!))!;
const coordinate = (text: string | null | undefined) => Number(text!.replace(",", "."));
let standIn: MinistryStandIn | undefined;

/**
 * A card's badge as people meet it: the words a screen reader reads (its text less what is
 * aria-hidden), the short words shown, and whether it sits on the price's line (the card no taller).
 */
async function badgeOn(page: Page, stationId: string) {
  return page.locator(`[data-station-id="${stationId}"]`).evaluate((card) => {
    const badge = card.querySelector(".historic-low-badge")!;
    const spoken = badge.cloneNode(true) as Element;
    for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    const box = badge.getBoundingClientRect();
    const price = card.querySelector(".price")!.getBoundingClientRect();
    return {
      spoken: spoken.textContent,
      shown: badge.querySelector('span[aria-hidden="true"]')?.textContent,
      onPriceLine: box.top >= price.top - 1 && box.bottom <= price.bottom + 1,
    };
  });
}
/** Days back-filled: enough for both rules (90 days of data, 12 weeks and a half), quick to store. */
const FILLED = 100;

describeInBrowser(
  "a year of prices back-filled from the Ministry",
  {
    context: { serviceWorkers: "allow" },
    async serverEnv() {
      standIn = await startMinistryStandIn(year);
      return { FEED_FILE: "", FEED_URL: standIn.feedUrl, FEED_RETRIES: "0", HISTORY_DAYS: String(FILLED), HISTORY_PAUSE_MS: "0" };
    },
    teardown: async () => {
      await standIn?.close();
    },
  },
  (session) => {
    it("back-fills the window by itself, then marks the stations at the lowest price of their year, online and offline", async () => {
      const { page, server, url, context, guard } = session();
      // The back-fill's end is heard from the stand-in: every day of the window asked for.
      while (new Set(standIn!.asked).size < FILLED) await new Promise<void>((resolve) => { standIn!.onServed = () => resolve(); });
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
      // Asked again until the index carries them (the thresholds follow the last stored day).
      const started = Date.now();
      while ((await flagged()).length === 0) {
        expect(Date.now() - started).toBeLessThan(60_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The app installed now, so its national snapshot carries the flags.
      await firstVisitOnline(page, url("/?sw=now"));
      await page.goto(url(`/search/diesel/10/${lon}/${lat}`));
      const cards = await allStationCards(page);
      expect(await cards.count()).toBeGreaterThan(1);
      const badges = page.locator(".historic-low-badge");
      await page.locator(`[data-station-id="${low.IDEESS}"] .historic-low-badge`).waitFor();
      const withBadge = await page.locator("article:has(.historic-low-badge)").evaluateAll((els) => els.map((e) => e.getAttribute("data-station-id")));
      expect(withBadge.every((id) => year.lowToday.includes(id!))).toBe(true);
      expect(await badges.first().getAttribute("title")).toBe("Precio históricamente bajo");
      // Read whole, shown short beside the price: a phone fits as many prices with it as without.
      expect(await badgeOn(page, low.IDEESS!)).toEqual({ spoken: "Precio históricamente bajo", shown: "Mín. anual", onPriceLine: true });
      await shoot(page, "historic-low-results");

      // Offline, a search never made before is answered on the device from the snapshot: the same badge.
      // The search asks the network first: its failure is expected.
      guard.allow(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
      guard.allow(/^\[api\] POST \/api\/gasolinaeco\/search: sin respuesta/);
      await context.setOffline(true);
      try {
        await page.evaluate((to) => history.pushState(null, "", to), `/search/diesel/15/${lon}/${lat}`);
        await page.locator(".freshness-note").getByText("Búsqueda sin conexión").waitFor();
        await page.locator(`[data-station-id="${low.IDEESS}"] .historic-low-badge`).waitFor();
        const offline = await page.locator("article:has(.historic-low-badge)").evaluateAll((els) => els.map((e) => e.getAttribute("data-station-id")));
        expect(offline.every((id) => year.lowToday.includes(id!))).toBe(true);
        expect(await badgeOn(page, low.IDEESS!)).toEqual({ spoken: "Precio históricamente bajo", shown: "Mín. anual", onPriceLine: true });
        await shoot(page, "historic-low-offline");
      } finally {
        await context.setOffline(false);
      }
    }, 120_000);

    it("the station page offers 1 año, and says where the province's Monday is cheaper", async () => {
      const { page, url } = session();
      await page.goto(url(`/station/${zaragoza.IDEESS}`));
      const periods = page.getByRole("group", { name: "Periodo" });
      await periods.getByRole("button", { name: "1 año" }).click();
      await page.getByRole("heading", { name: "Precio en el último año" }).waitFor();
      const sentence = page.getByTestId("when-to-fill");
      await sentence.getByText(/^En Zaragoza, el diésel suele costar \d,\d c€\/l menos los lunes$/).waitFor();
      await sentence.getByText(/^Más caro que el \d+ % de los días del último año$/).waitFor();
      // The province's median of diesel, the second line, with its figures.
      await page.locator('path.chart-median[data-median="gasoleoA"]').waitFor();
      await page.getByText("Mediana de la provincia").waitFor();
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
