// The kiosk that boots offline, in a real browser: a device used the app once (home page, service
// worker in control, national snapshot held) and has never opened any kiosk board. With no signal a new
// tab opens /kiosko/<a Valencia station>: the precached app builds the board from the snapshot (its
// prices, the cheapest competitors within 5 km as the server lists them, their age); a station the
// snapshot lacks says so; when the signal returns the board switches to the server's live data.
import path from "node:path";
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { KioskBoard } from "../../src/domain/contract/kiosk.ts";
import { formatPrice } from "../../src/domain/format.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { firstVisitOnline } from "./harness/service-worker.ts";
import { SCREENSHOT_DIR, shoot } from "./harness/screenshots.ts";

const VALENCIA = { latitude: 39.4699, longitude: -0.3763 };
const FORECOURT_SCREEN = { width: 1920, height: 1080 };
/** The fuels the snapshot carries, by their product key in a board's `productos`. */
const SNAPSHOT_FUELS = new Set(["gasoleoA", "gasolina95", "gasolina98", "glp"]);
const STALE = /^Sin conexión · Precios de hace (menos de 1 min|\d+ (min|h)|\d+ días?)$/;
/** An id no station of the national file has. */
const UNKNOWN_ID = "99999999";

const ourPrices = (page: Page) => page.getByRole("region", { name: "Nuestros precios" });
const competitors = (page: Page) => page.getByRole("region", { name: "Más baratas a menos de 5 km" });
const staleStrip = (page: Page) => page.locator(".kiosk-stale");

/** The board's own prices as {fuel: price text}. */
const shownPrices = (page: Page) =>
  ourPrices(page)
    .locator("tr")
    .evaluateAll((rows) => Object.fromEntries(rows.map((tr) => [tr.querySelector("th")?.textContent ?? "", tr.querySelector("td .official-price")?.textContent ?? ""])));

/** Competitor price texts per fuel heading, in the order shown. */
const shownCompetitors = (page: Page) =>
  competitors(page)
    .locator(".kiosk-fuel")
    .evaluateAll((fuels) =>
      fuels.map((fuel) => ({
        nombre: fuel.querySelector("h3")?.textContent ?? "",
        precios: [...fuel.querySelectorAll(".kiosk-rival-price")].map((el) => el.textContent ?? ""),
      })),
    );

const kioskAnswer = async (baseUrl: string, id: string) =>
  ((await (await fetch(`${baseUrl}/api/gasolinaeco/kiosko/${id}`)).json()) as { entity: KioskBoard }).entity;

/** A Valencia station whose board has a town name and at least two competitors for each fuel. */
async function pickValenciaStation(baseUrl: string): Promise<KioskBoard> {
  const search = await fetch(`${baseUrl}/api/gasolinaeco/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ producto: "diesel", distancia: 5, latitud: VALENCIA.latitude, longitud: VALENCIA.longitude }),
  });
  const found = ((await search.json()) as { entity: { id: string }[] }).entity;
  for (const { id } of found.slice(0, 40)) {
    const board = await kioskAnswer(baseUrl, id);
    if (board.estacion.localidad && board.competidores.length > 0 && board.competidores.every((c) => c.estaciones.length >= 2)) return board;
  }
  throw new Error("no Valencia station in the national file has two competitors for each of its fuels");
}

let live: KioskBoard | undefined;
let kiosk: Page | undefined;

describeInBrowser(
  "kiosk board opened for the first time with no signal on a device that holds the snapshot",
  { context: { serviceWorkers: "allow" } },
  (session) => {
    it("uses the app once online: service worker in control and the national snapshot on the device", async () => {
      const { page, server, url } = session();
      live = await pickValenciaStation(server.url);
      await firstVisitOnline(page, url("/?sw=now"));
      expect(await page.evaluate(async () => (await (await caches.open("gasolinaeco-kiosko")).keys()).length)).toBe(0);
    });

    it("offline, a new tab on a never-visited kiosk shows its prices and competitors from the snapshot, with their age", async () => {
      const { context, guard, url } = session();
      // The board's own request has no answer and nothing cached: expected, and said on screen.
      guard.allow(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
      guard.allow(/^\[api\] GET \/api\/gasolinaeco\/kiosko\/\d+: sin respuesta/);
      await context.setOffline(true);
      kiosk = await context.newPage();
      await kiosk.setViewportSize(FORECOURT_SCREEN);
      await kiosk.goto(url(`/kiosko/${live!.estacion.id}`));

      await kiosk.getByRole("heading", { level: 1, name: live!.estacion.rotulo }).waitFor();
      const expectedPrices = live!.estacion.productos.filter((p) => SNAPSHOT_FUELS.has(p.producto));
      expect(await shownPrices(kiosk)).toEqual(Object.fromEntries(expectedPrices.map((p) => [p.nombre, formatPrice(p.precio)])));
      // The same competitors the server lists, as many as the screen has rows for.
      const shown = await shownCompetitors(kiosk);
      expect(shown.map((c) => c.nombre)).toEqual(live!.competidores.map((c) => c.nombre));
      shown.forEach((fuel, i) => {
        expect(fuel.precios.length).toBeGreaterThanOrEqual(2);
        expect(fuel.precios).toEqual(live!.competidores[i]!.estaciones.slice(0, fuel.precios.length).map((s) => formatPrice(s.precio)));
      });
      await staleStrip(kiosk).waitFor();
      expect((await staleStrip(kiosk).innerText()).trim()).toMatch(STALE);
      await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, "kiosk-offline-boot-1920x1080.png"), animations: "disabled", caret: "hide" });
      await shoot(kiosk, "kiosk-offline-boot");
      await kiosk.setViewportSize(FORECOURT_SCREEN);
    });

    it("offline, a station the snapshot does not hold says so in Spanish", async () => {
      const { context, guard, url } = session();
      guard.allow(/^\[api\] GET \/api\/gasolinaeco\/kiosko\/\d+: sin respuesta/);
      const other = await context.newPage();
      await other.goto(url(`/kiosko/${UNKNOWN_ID}`));
      await other
        .getByRole("alert")
        .getByText(`No se pudo cargar el panel de precios de la estación ${UNKNOWN_ID}. Sin conexión, y esta estación no está en los datos guardados en este dispositivo.`)
        .waitFor();
      await other.close();
    });

    it("switches to the server's live data when the signal returns", async () => {
      const { context } = session();
      await context.setOffline(false);
      await staleStrip(kiosk!).waitFor({ state: "detached", timeout: 15_000 });
      // The town comes only from the server: the snapshot does not carry it.
      await kiosk!.locator(".kiosk-station p").getByText(live!.estacion.localidad).waitFor();
      expect(await shownPrices(kiosk!)).toEqual(Object.fromEntries(live!.estacion.productos.map((p) => [p.nombre, formatPrice(p.precio)])));
      await kiosk!.screenshot({ path: path.join(SCREENSHOT_DIR, "kiosk-offline-boot-live-1920x1080.png"), animations: "disabled", caret: "hide" });
    });
  },
);
