// In a real browser: a driver in Madrid installs the app by using it (service worker in
// control, national snapshot on the device), searches diesel within 10 km and opens a station; then the
// signal drops (context.setOffline): the reloaded app shows the last results as saved, a new search in
// Barcelona is answered on the device from the snapshot (the same stations the server gives), a URL never
// opened before still loads through the worker, the station seen before opens from the cache, and an
// opinion written without signal is queued and reaches the server once the signal returns.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { STORAGE_KEYS } from "../../src/stores/storage-keys.ts";
import { createValidatedUser, logInThroughUi } from "./harness/accounts.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { firstVisitOnline } from "./harness/service-worker.ts";
import { readLocalData, waitForLocalData } from "./harness/local-data.ts";
import { shoot } from "./harness/screenshots.ts";
import { allStationCards, stationCards } from "./harness/station-list.ts";

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const BARCELONA = { latitude: 41.387, longitude: 2.1701 };
const MADRID_SEARCH = `/search/diesel/10/${MADRID.longitude}/${MADRID.latitude}`;
const BARCELONA_SEARCH = `/search/diesel/5/${BARCELONA.longitude}/${BARCELONA.latitude}`;
/** Valencia, 95 within 5 km: a URL this browser never loaded. */
const VALENCIA_SEARCH = "/search/95/5/-0.3763/39.4699";
const EMAIL = `conductora.sin.senal.${Date.now()}@example.com`;
const PASSWORD = "sin-cobertura-2026";
const ADMIN_TOKEN = "e2e-admin-token-of-the-offline-tests-0123";
const OPINION = `Escrita sin cobertura en la A-6 (${Date.now()}): buen precio y baños limpios.`;
const SEARCH_TITLE = "Mostrando las gasolineras más baratas en la zona";
const QUEUED_MESSAGE = "Sin conexión: tu mensaje se enviará cuando vuelva la señal.";
const QUEUE_SENT_MESSAGE = "Se ha enviado lo que escribiste sin conexión.";
/** A price as SPEC §9 shows it: "1,459 €". */
const PRICE = /^\d,\d{3}\s€$/;
const AGE = /Precios de hace (menos de 1 min|\d+ (min|h)|\d+ días?)/;
/** A cached search answer has no price date: the note says when it was stored, never a price age. */
const STORED_AGE = /^Resultados guardados hace (menos de 1 min|\d+ (min|h)|\d+ días?)$/;

const freshness = (page: Page) => page.locator(".freshness-note");
const offlineBanner = (page: Page) => page.locator(".offline-banner");

/** The station ids of the result cards, in the order shown. */
const cardIds = async (page: Page) => (await allStationCards(page)).evaluateAll((cards) => cards.map((card) => card.getAttribute("data-station-id") ?? ""));

/** Navigates inside the app without loading a page (wouter follows history.pushState). */
async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, "", to), pathname);
  await page.waitForURL(`**${pathname}`);
}

/** Number of entries in one of the worker's runtime caches. */
const cacheSize = (page: Page, name: string) => page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).length, name);

/** The station ids the server gives for the same search (node is never offline). */
async function serverSearchIds(baseUrl: string, body: Record<string, string | number>): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/gasolinaeco/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; entity: { id: string }[] };
  expect(json.success).toBe(true);
  return json.entity.map((station) => station.id);
}

interface HeldComment {
  stationId: string;
  comentario: string;
  valoracion: number;
}

async function heldComments(baseUrl: string): Promise<HeldComment[]> {
  const response = await fetch(`${baseUrl}/api/admin/comentarios`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { entity: HeldComment[] }).entity;
}

/** The station page's price table as {fuel: price text}. */
async function priceTable(page: Page): Promise<Record<string, string>> {
  const rows = await page.locator(".price-table tbody tr").evaluateAll((trs) =>
    trs.map((tr) => [tr.querySelector("th")?.textContent?.trim() ?? "", tr.querySelector("td .official-price")?.textContent?.trim() ?? ""]),
  );
  return Object.fromEntries(rows);
}

const station = { id: "", name: "", prices: {} as Record<string, string> };
let madridIds: string[] = [];

describeInBrowser(
  "offline-first app of a driver who loses the signal",
  {
    context: { geolocation: MADRID, permissions: ["geolocation"], serviceWorkers: "allow" },
    serverEnv: () => ({ ADMIN_TOKEN }),
  },
  (session) => {
    it("installs the service worker and the national snapshot on the first visit", async () => {
      const { page, url } = session();
      await firstVisitOnline(page, url("/?sw=now"));
      const meta = (await readLocalData(page, STORAGE_KEYS.snapshotMeta)) as { stations: number; etag: string | null };
      expect(meta.stations).toBeGreaterThan(10_000);
      expect(meta.etag).toBeTruthy();
    });

    it("logs in a validated driver", async () => {
      const { page, server, url } = session();
      await createValidatedUser(server, EMAIL, PASSWORD);
      await logInThroughUi(page, url("/login"), EMAIL, PASSWORD);
      await page.locator("footer").getByText("activo", { exact: true }).waitFor();
    });

    it("searches diesel within 10 km of Madrid online, answered by the network", async () => {
      const { page } = session();
      await page.getByRole("radio", { name: "DIESEL" }).check();
      expect(await page.locator("output.distance-value").innerText()).toBe("10 km");
      await page.getByRole("button", { name: "BUSCAR", exact: true }).click();

      await page.waitForURL(`**${MADRID_SEARCH}`);
      await page.getByRole("heading", { level: 1, name: SEARCH_TITLE }).waitFor();
      await stationCards(page).first().waitFor();
      madridIds = await cardIds(page);
      expect(madridIds.length).toBeGreaterThan(20);
      expect(await freshness(page).count()).toBe(0);
      expect(await offlineBanner(page).count()).toBe(0);
      // The worker kept the answer for the day the signal drops.
      await expect.poll(() => cacheSize(page, "gasolinaeco-search")).toBeGreaterThan(0);
    });

    it("opens a station from the results and goes back to them", async () => {
      const { page } = session();
      const card = stationCards(page).first();
      const link = card.getByRole("heading").getByRole("link");
      station.name = (await link.innerText()).trim();
      station.id = (await card.getAttribute("data-station-id")) ?? "";
      await link.click();

      await page.waitForURL(`**/station/${station.id}`);
      await page.getByRole("heading", { level: 1, name: station.name }).waitFor();
      await page.getByRole("heading", { name: "Tu opinión" }).waitFor();
      await page.locator(".price-table").waitFor();
      station.prices = await priceTable(page);
      expect(station.prices["Diesel"]).toMatch(PRICE);
      expect(await freshness(page).count()).toBe(0);
      await expect.poll(() => cacheSize(page, "gasolinaeco-searchstation")).toBeGreaterThan(0);

      await page.goBack();
      await page.waitForURL(`**${MADRID_SEARCH}`);
      await stationCards(page).first().waitFor();
    });

    it("offline, the reloaded app shows the last results as saved, with the offline banner", async () => {
      const { page, context, guard } = session();
      // Without signal what nobody keeps for offline fails and is logged: the profile, the latest
      // refuels and a search never made before (which then runs on the device).
      guard.allow(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
      guard.allow(/^\[api\] (GET \/api\/users\/getuserdata|POST \/api\/users\/obtenerultimosrepostajes|POST \/api\/gasolinaeco\/search): sin respuesta/);
      await context.setOffline(true);
      await page.reload();

      await page.getByRole("heading", { level: 1, name: SEARCH_TITLE }).waitFor();
      await offlineBanner(page).getByText("Sin conexión", { exact: true }).waitFor();
      await offlineBanner(page).getByText("Se muestran los datos guardados en tu dispositivo.").waitFor();
      const note = freshness(page);
      await note.getByText("Resultados guardados").waitFor();
      expect(await note.getAttribute("data-source")).toBe("cache");
      expect((await note.innerText()).trim()).toMatch(STORED_AGE);
      expect(await cardIds(page)).toEqual(madridIds);
      await shoot(page, "offline-results-cached");
    });

    it("offline, a new search in Barcelona is answered from the snapshot with the server's stations", async () => {
      const { page, server } = session();
      await navigateInApp(page, BARCELONA_SEARCH);

      const note = freshness(page);
      await note.getByText("Búsqueda sin conexión").waitFor();
      expect(await note.getAttribute("data-source")).toBe("snapshot");
      expect(await note.innerText()).toMatch(AGE);
      const ids = await cardIds(page);
      expect(ids.length).toBeGreaterThan(5);
      expect(ids.some((id) => madridIds.includes(id))).toBe(false);
      const prices = await stationCards(page).locator(".price").allTextContents();
      expect(prices).toHaveLength(ids.length);
      prices.forEach((price) => expect(price.trim()).toMatch(PRICE));
      const km = await stationCards(page).locator(".station-card-km").allTextContents();
      km.forEach((text) => expect(Number(text.replace(/[^\d,]/g, "").replace(",", "."))).toBeLessThanOrEqual(5));
      // The same stations, in the same order, the server gives for this search.
      const expected = await serverSearchIds(server.url, { producto: "diesel", distancia: 5, latitud: BARCELONA.latitude, longitud: BARCELONA.longitude });
      expect(ids).toEqual(expected);
      await offlineBanner(page).waitFor();
      await shoot(page, "offline-search-snapshot");
    });

    it("offline, a URL never loaded before opens through the worker and searches on the device", async () => {
      const { page, url } = session();
      await page.goto(url(VALENCIA_SEARCH));

      await page.getByRole("heading", { level: 1, name: SEARCH_TITLE }).waitFor();
      await freshness(page).getByText("Búsqueda sin conexión").waitFor();
      expect((await cardIds(page)).length).toBeGreaterThan(5);
      await offlineBanner(page).waitFor();
      await shoot(page, "offline-new-url");
    });

    it("offline, the station seen before opens with its saved prices", async () => {
      const { page } = session();
      await navigateInApp(page, `/station/${station.id}`);

      await page.getByRole("heading", { level: 1, name: station.name }).waitFor();
      const note = freshness(page);
      await note.getByText("Datos guardados").waitFor();
      expect(await note.innerText()).toMatch(AGE);
      expect(await priceTable(page)).toEqual(station.prices);
      await offlineBanner(page).waitFor();
      await shoot(page, "offline-station");
    });

    it("offline, an opinion is queued on the device and the driver is told so", async () => {
      const { page, server } = session();
      const form = page.getByRole("form", { name: "Opinión sobre la gasolinera" });
      await form.getByLabel("Comentario").fill(OPINION);
      await form.locator("label").filter({ hasText: "4 estrellas" }).click();
      await form.getByRole("button", { name: "Enviar opinión" }).click();

      await page.locator(".snack").getByText(QUEUED_MESSAGE).waitFor();
      await page.getByText("Gracias por tu opinión.").waitFor();
      const outbox = (await waitForLocalData(page, STORAGE_KEYS.outbox, (value) => Array.isArray(value) && value.length === 1)) as {
        kind: string;
        body: { stationid: string; comentario: string; valoracion: number };
      }[];
      expect(outbox[0]).toMatchObject({ kind: "comment", body: { stationid: station.id, comentario: OPINION, valoracion: 4 } });
      expect((await heldComments(server.url)).some((comment) => comment.comentario === OPINION)).toBe(false);
      await shoot(page, "offline-opinion-queued");
    });

    it("back online, the queued opinion is sent and held for moderation", async () => {
      const { page, context, server } = session();
      await context.setOffline(false);

      await page.locator(".snack").getByText(QUEUE_SENT_MESSAGE).waitFor();
      await offlineBanner(page).waitFor({ state: "detached" });
      await waitForLocalData(page, STORAGE_KEYS.outbox, (value) => Array.isArray(value) && value.length === 0);
      const held = (await heldComments(server.url)).filter((comment) => comment.comentario === OPINION);
      expect(held).toEqual([expect.objectContaining({ stationId: station.id, valoracion: 4 })]);
      await shoot(page, "online-opinion-sent");
    });
  },
);
