// Route planning when no router answers: the route screen says so and offers the nearby
// search around the origin and around the destination, each of which opens with prices. The router
// is an address on 127.0.0.1 where nothing listens.
import { createServer } from "node:net";
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { shoot } from "./harness/screenshots.ts";

const MADRID_TO_ZARAGOZA = "/ruta/diesel/-3.7038/40.4168/-0.8891/41.6488";

/** A loopback port that was free a moment ago and has nobody listening on it now. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function resultPrices(page: Page): Promise<string[]> {
  const cards = page.getByRole("list", { name: "Gasolineras" }).getByRole("article");
  await cards.first().waitFor();
  return cards.locator(".price").allTextContents();
}

describeInBrowser(
  "route screen without a router",
  {
    context: { geolocation: { latitude: 40.4168, longitude: -3.7038 }, permissions: ["geolocation"] },
    serverEnv: async () => ({ ROUTING_URL: `http://127.0.0.1:${await closedPort()}` }),
  },
  (session) => {
    it("says the route could not be calculated and offers both nearby searches", async () => {
      const { page, url, guard } = session();
      guard.allow(/502|Bad Gateway/);
      await page.goto(url(MADRID_TO_ZARAGOZA));
      await page.getByText("No hemos podido calcular la ruta: el servicio de rutas no responde ahora mismo.").waitFor();
      expect(await page.getByRole("link", { name: "Buscar cerca del origen" }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Buscar cerca del destino" }).isVisible()).toBe(true);
      await shoot(page, "ruta-sin-router");
    });

    it("opens the search around the origin, with prices", async () => {
      const { page } = session();
      await page.getByRole("link", { name: "Buscar cerca del origen" }).click();
      await page.waitForURL(/\/search\/diesel\/\d+\/-3\.7038\/40\.4168$/);
      const prices = await resultPrices(page);
      expect(prices.length).toBeGreaterThan(5);
      expect(prices[0]).toMatch(/^\d,\d{3}\s€$/);
    });

    it("opens the search around the destination, with prices", async () => {
      const { page, url } = session();
      await page.goto(url(MADRID_TO_ZARAGOZA));
      await page.getByRole("link", { name: "Buscar cerca del destino" }).click();
      await page.waitForURL(/\/search\/diesel\/\d+\/-0\.8891\/41\.6488$/);
      const prices = await resultPrices(page);
      expect(prices.length).toBeGreaterThan(5);
      await shoot(page, "ruta-sin-router-destino");
    });
  },
);
