// In a real browser on a 360 × 640 phone: a driver plans Madrid → Barcelona along the A-2 (a local
// OSRM-format router gives the route), opens "Planificar repostajes", sets a 50 l tank at 30 % and
// reads a plan of numbered stops with km, station, litres and cost, the total and the saving; the
// first stop shows without scrolling. Then the signal drops: the same route opened again plans the
// same stops on the device; and with another "Desvío máximo" chosen offline (no stored answer for it)
// the route's stations come from the national snapshot on the device and it still plans. The tests run
// in order.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints } from "../helpers/route-fixtures.ts";
import { startFakeOsrm, type FakeOsrm } from "../server/driving-route/fake-osrm.ts";
import { loadNationalStations } from "../server/driving-route/national-stations.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { shoot, SCREENSHOT_DIR } from "./harness/screenshots.ts";
import { firstVisitOnline } from "./harness/service-worker.ts";

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const BARCELONA = { latitude: 41.387, longitude: 2.1701 };
const ROUTE = `/ruta/diesel/${MADRID.longitude}/${MADRID.latitude}/${BARCELONA.longitude}/${BARCELONA.latitude}`;
const PHONE = { width: 360, height: 640 };
const STOP = /^\d+\n?Parada (\d+) · km (\d+) · .+\n?[\d.,]+ l · [\d.,]+\s€$/;
const SAVING = /^Ahorras [\d.,]+\s€ frente a repostar al llegar a la reserva$/;

let router: FakeOsrm | undefined;

const planner = (page: Page) => page.getByRole("region", { name: "Plan de repostajes" });
const stops = (page: Page) => planner(page).getByRole("list", { name: "Paradas" }).getByRole("listitem");

/** Opens the planner on the route on screen with a 50 l tank at 30 %, and waits for the plan. */
async function planWith50LitresAt30(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Planificar repostajes" }).click();
  await planner(page).getByLabel("Nivel del depósito").fill("30");
  // The plan for the profile's tank first (40 l), so that the one for 50 l is told from it below.
  await planner(page).getByText("Depósito 40 l · reserva 10 %", { exact: false }).waitFor();
  const total = planner(page).locator(".refuel-total");
  await total.waitFor();
  const before = await total.textContent();
  const options = planner(page).locator("summary");
  await options.click();
  await planner(page).getByLabel("Depósito (litros)").fill("50");
  await options.click();
  await planner(page).getByText("Depósito 50 l · reserva 10 %", { exact: false }).waitFor();
  // The plan for 50 l: the summary changes at once, the plan once the fields rest.
  await page.waitForFunction((shown) => {
    const now = document.querySelector(".refuel-total")?.textContent;
    return now !== undefined && now !== shown && now.includes(" l · ");
  }, before);
  await stops(page).first().waitFor();
  return (await stops(page).allInnerTexts()).map((text) => text.trim());
}

async function shootPhone(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-360x640.png` });
}

describeInBrowser(
  "refuelling plan of a long trip",
  {
    context: { geolocation: MADRID, permissions: ["geolocation"], serviceWorkers: "allow", viewport: PHONE },
    async serverEnv() {
      const path = densify(municipalityWaypoints(await loadNationalStations(), A2_MUNICIPALITIES), 3_000);
      router = await startFakeOsrm({ kind: "route", path });
      return { ROUTING_URL: router.url };
    },
    teardown: async () => {
      await router?.close();
    },
  },
  (session) => {
    let online: string[] = [];

    it("plans Madrid → Barcelona as numbered stops with km, station, litres and cost, and the saving", async () => {
      const { page, url } = session();
      await firstVisitOnline(page, url("/?sw=now"));
      await page.goto(url(ROUTE));
      online = await planWith50LitresAt30(page);
      expect(online.length).toBeGreaterThanOrEqual(1);
      online.forEach((text, k) => {
        expect(text.replace(/\s*\n\s*/g, "\n")).toMatch(STOP);
        expect(text).toContain(`Parada ${k + 1}`);
      });
      const km = online.map((text) => Number(STOP.exec(text.replace(/\s*\n\s*/g, "\n"))![2]));
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(await planner(page).locator(".refuel-total").innerText()).toMatch(/^Total: [\d.,]+ l · [\d.,]+\s€$/);
      expect(await planner(page).locator(".refuel-saving").innerText()).toMatch(SAVING);
    });

    it("shows the first stop without scrolling on a 360 × 640 phone", async () => {
      const { page } = session();
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await stops(page).first().boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      await shootPhone(page, "plan-repostajes");
      await shoot(page, "plan-repostajes");
      // The numbered stops are drawn on the map's canvas: a picture for a person to look at.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator(".stations-map canvas").first().waitFor();
      await page.locator(".stations-map").screenshot({ path: `${SCREENSHOT_DIR}/plan-repostajes-mapa-1280x800.png` });
      await page.setViewportSize(PHONE);
    });

    it("opens the station of a stop", async () => {
      const { page } = session();
      await stops(page).first().getByRole("link").click();
      await page.waitForURL(/\/station\/\d+$/);
      await page.goBack();
      await page.waitForURL(/\/ruta\//);
    });

    it("plans the same stops offline, on the device, for the route opened before", async () => {
      const { page, context, url, guard } = session();
      guard.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
      await context.setOffline(true);
      await page.goto(url(ROUTE));
      const offline = await planWith50LitresAt30(page);
      expect(offline).toEqual(online);
      expect(await planner(page).locator(".refuel-saving").innerText()).toMatch(SAVING);
      await shootPhone(page, "plan-repostajes-sin-conexion");
      await shoot(page, "plan-repostajes-sin-conexion");
      await context.setOffline(false);
    });

    it("plans offline with a detour never searched online: the corridor from the snapshot on the device", async () => {
      const { page, context, url, guard } = session();
      guard.allow(/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/);
      await context.setOffline(true);
      await page.goto(url(ROUTE));
      await page.getByRole("button", { name: "Planificar repostajes" }).waitFor();
      // 2 km: the service worker holds searchruta's answer for 500 m only.
      await page.getByLabel("Desvío máximo").selectOption("2");
      const note = page.locator(".freshness-note");
      await note.getByText("Búsqueda sin conexión").waitFor();
      expect(await note.getAttribute("data-source")).toBe("snapshot");
      const offline = await planWith50LitresAt30(page);
      expect(offline.length).toBeGreaterThanOrEqual(1);
      offline.forEach((text, k) => {
        expect(text.replace(/\s*\n\s*/g, "\n")).toMatch(STOP);
        expect(text).toContain(`Parada ${k + 1}`);
      });
      const km = offline.map((text) => Number(STOP.exec(text.replace(/\s*\n\s*/g, "\n"))![2]));
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(await planner(page).locator(".refuel-total").innerText()).toMatch(/^Total: [\d.,]+ l · [\d.,]+\s€$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shootPhone(page, "plan-repostajes-instantanea");
      await shoot(page, "plan-repostajes-instantanea");
      await context.setOffline(false);
    });
  },
);
