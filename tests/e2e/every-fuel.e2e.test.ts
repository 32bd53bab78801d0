// Every fuel a driver buys, in Chromium as a 360×640 phone in Zaragoza on the real Zaragoza
// province feed (272 stations, 12 products, 42 members-only): a GLP search from the first screen
// through "Más combustibles", a CNG station page in €/kg, and, after that one online visit, a GLP
// search somewhere else with no signal, answered on the device from the snapshot exactly as the server
// answers it; and members-only stations listed, labelled, once the driver asks for them.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { firstVisitOnline } from "./harness/service-worker.ts";
import { shoot } from "./harness/screenshots.ts";
import { allStationCards, stationCards } from "./harness/station-list.ts";

const ZARAGOZA_FEED = "../shared/data/estaciones-provincia50-zaragoza-2025-09-13.json";
const ZARAGOZA = { latitude: 41.6488, longitude: -0.8891 };
/** Calatayud, 80 km away: a GLP search this browser never made online. */
const CALATAYUD = { latitude: 41.3533, longitude: -1.6431 };
/** HAM ZARAGOZA: sells natural gas at 1,219 €/kg in this file. */
const CNG_STATION = "14387";
const PHONE = { width: 360, height: 640 };
/** "0,899 €" as the cards show a price a litre. */
const LITRE_PRICE = /^\d,\d{3}\s€$/;

const cardIds = async (page: Page) => (await allStationCards(page)).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-station-id") ?? ""));

async function serverSearch(baseUrl: string, body: Record<string, string | number>): Promise<{ id: string; precio: number }[]> {
  const response = await fetch(`${baseUrl}/api/gasolinaeco/search`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = (await response.json()) as { success: boolean; entity: { id: string; precio: number }[] };
  expect(json.success).toBe(true);
  return json.entity;
}

const euros = (price: number) => `${price.toFixed(3).replace(".", ",")}\u00a0€`;

describeInBrowser(
  "every fuel on a 360×640 phone in Zaragoza",
  {
    context: { viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, geolocation: ZARAGOZA, permissions: ["geolocation"], serviceWorkers: "allow" },
    serverEnv: () => ({ FEED_FILE: ZARAGOZA_FEED }),
  },
  (session) => {
    it("searches GLP from the first screen through 'Más combustibles'", async () => {
      const { page, server, url } = session();
      await firstVisitOnline(page, url("/?sw=now"));
      const more = page.getByRole("combobox", { name: "Más combustibles" });
      await more.selectOption({ label: "GLP" });
      await page.getByRole("button", { name: "BUSCAR", exact: true }).click();
      await page.waitForURL(/\/search\/glp\/10\//);
      await stationCards(page).first().waitFor();
      await shoot(page, "every-fuel-glp-results");

      const expected = await serverSearch(server.url, { producto: "glp", distancia: 10, latitud: ZARAGOZA.latitude, longitud: ZARAGOZA.longitude });
      expect(expected.length).toBeGreaterThan(2);
      expect(await cardIds(page)).toEqual(expected.map((s) => s.id));
      const prices = (await stationCards(page).locator(".price").allTextContents()).map((p) => p.trim());
      expect(prices).toEqual(expected.map((s) => euros(s.precio)));
      prices.forEach((price) => expect(price).toMatch(LITRE_PRICE));
      expect(await page.getByRole("button", { name: /^Cambiar búsqueda: GLP · 10 km/ }).count()).toBe(1);
    });

    it("shows a CNG station's natural gas in €/kg", async () => {
      const { page, url } = session();
      await page.goto(url(`/station/${CNG_STATION}`));
      const row = page.locator(".price-table tbody tr").filter({ hasText: "Gas natural comprimido" });
      await row.waitFor();
      expect((await row.locator(".official-price").innerText()).trim()).toBe("1,219\u00a0€/kg");
      await shoot(page, "every-fuel-cng-station");
    });

    it("lists members-only stations, labelled, once the driver asks for them, and remembers it", async () => {
      const { page, server, url } = session();
      const search = `/search/diesel/25/${ZARAGOZA.longitude}/${ZARAGOZA.latitude}`;
      await page.goto(url(search));
      await stationCards(page).first().waitFor();
      const publicIds = await cardIds(page);
      expect(await page.getByText("Solo para socios (venta restringida)").count()).toBe(0);

      // The results are asked for again at once: the list (and its open panel) is drawn anew.
      await page.getByRole("button", { name: /^Marcas/ }).click();
      await page.getByRole("checkbox", { name: "Incluir cooperativas y venta restringida" }).click();
      const body = { producto: "diesel", distancia: 25, latitud: ZARAGOZA.latitude, longitud: ZARAGOZA.longitude };
      const expected = await serverSearch(server.url, { ...body, venta: "todas" });
      const membersOnly = expected.filter((s) => !publicIds.includes(s.id));
      expect(membersOnly.length).toBeGreaterThanOrEqual(3);
      await expect.poll(() => cardIds(page)).toEqual(expected.map((s) => s.id));
      const labelled = await allStationCards(page).then((cards) =>
        cards.evaluateAll((all) => all.filter((card) => card.textContent?.includes("Solo para socios (venta restringida)")).map((card) => card.getAttribute("data-station-id"))),
      );
      expect(labelled.sort()).toEqual(membersOnly.map((s) => s.id).sort());
      await page.locator(".members-only-note").first().scrollIntoViewIfNeeded();
      await shoot(page, "every-fuel-members-only");

      // Remembered on the device: a reload still lists them.
      await page.reload();
      await stationCards(page).first().waitFor();
      await expect.poll(() => cardIds(page)).toEqual(expected.map((s) => s.id));
      // Off again: the public stations only.
      await page.getByRole("button", { name: /^Marcas/ }).click();
      const include = page.getByRole("checkbox", { name: "Incluir cooperativas y venta restringida" });
      expect(await include.isChecked()).toBe(true);
      await include.click();
      await expect.poll(() => cardIds(page)).toEqual(publicIds);
    });

    it("with no signal, searches GLP elsewhere on the device with the server's answer", async () => {
      const { page, context, server, url, guard } = session();
      guard.allow(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
      guard.allow(/^\[api\] (GET \/api\/users\/getuserdata|POST \/api\/users\/obtenerultimosrepostajes|POST \/api\/gasolinaeco\/search): sin respuesta/);
      const search = `/search/glp/50/${CALATAYUD.longitude}/${CALATAYUD.latitude}`;
      const expected = await serverSearch(server.url, { producto: "glp", distancia: 50, latitud: CALATAYUD.latitude, longitud: CALATAYUD.longitude });
      expect(expected.length).toBeGreaterThan(0);
      await context.setOffline(true);
      try {
        await page.goto(url(search));
        await page.locator(".freshness-note").getByText("Búsqueda sin conexión").waitFor();
        expect(await cardIds(page)).toEqual(expected.map((s) => s.id));
        await shoot(page, "every-fuel-glp-offline");
      } finally {
        await context.setOffline(false);
      }
    });
  },
);
