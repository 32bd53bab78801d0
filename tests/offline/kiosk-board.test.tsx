// @vitest-environment jsdom
// kiosko/:id: the full-screen price board of one station, with a fake API.
import "fake-indexeddb/auto";
import { act, screen, waitFor, within } from "@testing-library/react";
import { set } from "idb-keyval";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { KioskBoard } from "../../src/domain/contract/kiosk.ts";
import { useSwUpdateStore } from "../../src/offline/sw-update-store.ts";
import { localData } from "../../src/stores/idb-state-storage.ts";
import { STORAGE_KEYS } from "../../src/stores/storage-keys.ts";
import { renderApp, useAppTestSetup } from "../app/helpers/app-harness.tsx";
import { installFakeApi, success } from "../app/helpers/fake-api.ts";
import { goOffline, goOnline } from "./helpers/connection.ts";

useAppTestSetup();


const BOARD: KioskBoard = {
  estacion: {
    id: "1783", rotulo: "BALLENOIL", bandera: "ballenoil", direccion: "CALLE DE LA INDUSTRIA, 2", localidad: "BARCELONA",
    provincia: "BARCELONA", horario: "L-D: 24H", open: true,
    productos: [
      { producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.215 },
      { producto: "gasolina95", nombre: "Gasolina 95 E5", precio: 1.339 },
    ],
  },
  competidores: [
    { producto: "diesel", nombre: "Gasóleo A", estaciones: [
      { id: "2001", rotulo: "PETROPRIX", bandera: "petroprix", direccion: "C/ A", precio: 1.229, pricerange: 0, km: 1.25 },
      { id: "2002", rotulo: "PLENOIL", bandera: "plenoil", direccion: "C/ B", precio: 1.239, pricerange: 0, km: 3.4 },
    ] },
    { producto: "95", nombre: "Gasolina 95 E5", estaciones: [] },
  ],
  actualizado: "2026-04-15T08:30:00.000Z",
  generado: "2026-04-15T09:00:00.000Z",
};

const route = "GET /api/gasolinaeco/kiosko/1783";
const price = (text: string) => screen.getByText((_, el) => el?.textContent === text && el.tagName === "TD");

beforeEach(() => {
  useSwUpdateStore.setState({ apply: null });
});
afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
});

/** jsdom has no Screen Wake Lock API: a fake one on the real navigator. */
function provideWakeLock(request: () => Promise<unknown>) {
  Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
}

async function openBoard() {
  await renderApp("/kiosko/1783");
  await screen.findByRole("heading", { level: 1, name: "BALLENOIL" });
}

test("shows every fuel the station sells with its price", async () => {
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  const ours = screen.getByRole("region", { name: "Nuestros precios" });
  expect(within(ours).getAllByRole("row").map((r) => r.textContent)).toEqual(["Gasóleo A1,215\u00a0€", "Gasolina 95 E51,339\u00a0€"]);
  expect(price("1,215\u00a0€")).toBeTruthy();
});

test("lists the cheapest competitors within 5 km with their distance", async () => {
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  const rivals = screen.getByRole("region", { name: "Más baratas a menos de 5 km" });
  expect(within(rivals).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "PETROPRIX 1,25\u00a0km1,229\u00a0€",
    "PLENOIL 3,4\u00a0km1,239\u00a0€",
  ]);
});

test("says when no other station near sells a fuel", async () => {
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  expect(screen.getByText("Ninguna otra estación cerca")).toBeTruthy();
});

test("says when the Ministry published the prices", async () => {
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  expect(screen.getByText(/^Precios actualizados el 15\/04\/2026 a las \d\d:30$/)).toBeTruthy();
});

/** Runs `body` with the device's clock on `zone` (Node reads TZ again whenever it is set). */
async function onDeviceZone(zone: string, body: () => Promise<void>) {
  const deviceZone = process.env.TZ;
  process.env.TZ = zone;
  try {
    await body();
  } finally {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  }
}

// 06:00 UTC on 21 May 2026: 08:00 in Madrid (summer time), 07:00 in the Canaries.
const MAY_MORNING = "2026-05-21T06:00:00.000Z";

test("on a device that runs on UTC, says the station's Madrid time, the hour its banner says", async () => {
  await onDeviceZone("UTC", async () => {
    expect(new Date(MAY_MORNING).getHours()).toBe(6);
    installFakeApi({ [route]: success({ ...BOARD, actualizado: MAY_MORNING }) });
    await openBoard();
    expect(screen.getByText("Precios actualizados el 21/05/2026 a las 08:00")).toBeTruthy();
    // The prices are months old: the Ministry's banner is up, and tells the same hour.
    expect(screen.getByRole("note").textContent).toContain("08:00");
  });
});

test("on a device that runs on UTC, a station in the Canaries says its own time", async () => {
  await onDeviceZone("UTC", async () => {
    installFakeApi({ [route]: success({ ...BOARD, estacion: { ...BOARD.estacion, provincia: "SANTA CRUZ DE TENERIFE" }, actualizado: MAY_MORNING }) });
    await openBoard();
    expect(screen.getByText("Precios actualizados el 21/05/2026 a las 07:00")).toBeTruthy();
  });
});

test("on a device set to another zone, still says the station's time", async () => {
  await onDeviceZone("America/New_York", async () => {
    expect(new Date("2026-01-15T23:30:00.000Z").getHours()).toBe(18);
    installFakeApi({ [route]: success({ ...BOARD, estacion: { ...BOARD.estacion, provincia: "PALMAS (LAS)" }, actualizado: "2026-01-15T23:30:00.000Z" }) });
    await openBoard();
    // 18:30 of the 15th in New York; in Las Palmas (UTC in winter) it is already 23:30.
    expect(screen.getByText("Precios actualizados el 15/01/2026 a las 23:30")).toBeTruthy();
  });
});

test("on an English phone, the date, the time and the prices are written the English way, by the station's clock", async () => {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-GB"]);
  await onDeviceZone("UTC", async () => {
    installFakeApi({ [route]: success({ ...BOARD, actualizado: MAY_MORNING }) });
    await openBoard();
    expect(document.documentElement.lang).toBe("en");
    // British order and a 24-hour clock: day before month.
    expect(screen.getByText(/21\/05\/2026\D+08:00$/)).toBeTruthy();
    expect(price("€1.215")).toBeTruthy();
  });
});

test("shows no header, sidebar, footer or cookie banner", async () => {
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  expect(screen.queryByRole("banner", { name: /GasolinaEco/ })).toBeNull();
  expect(screen.queryByRole("button", { name: "BUSCAR" })).toBeNull();
  expect(screen.queryByRole("contentinfo")).toBeNull();
  expect(screen.queryByRole("button", { name: "Aceptar" })).toBeNull();
});

test("says nothing about freshness while the prices are fresh", async () => {
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  expect(screen.queryByRole("status")).toBeNull();
});

const HOUR = 60 * 60_000;
const publishedAgo = (ms: number): KioskBoard => ({ ...BOARD, actualizado: new Date(Date.now() - ms).toISOString() });

test("keeps the last prices with their age, from their publication, when a refresh gets no answer", async () => {
  // Fetched just now, published three hours ago: the prices are three hours old.
  const api = installFakeApi({ [route]: success(publishedAgo(3 * HOUR)) });
  await openBoard();
  api.route(route, "network-error");
  act(() => goOffline());
  window.dispatchEvent(new Event("online"));
  expect((await screen.findByRole("status")).textContent).toBe("Sin conexión · Precios de hace 3 h");
  expect(price("1,215\u00a0€")).toBeTruthy();
});

test("shows the prices kept on the device when it starts without an answer, aged from their publication", async () => {
  const fetchedAt = Date.now() - 2 * HOUR;
  await set(STORAGE_KEYS.kioskBoard, { id: "1783", board: publishedAgo(5 * HOUR), fetchedAt }, localData());
  installFakeApi({ [route]: "network-error" });
  await openBoard();
  expect((await screen.findByRole("status")).textContent).toBe("Sin respuesta del servidor · Precios de hace 5 h");
});

test("without a publication date, says when the board was received and claims no price age", async () => {
  const fetchedAt = Date.now() - 2 * HOUR;
  await set(STORAGE_KEYS.kioskBoard, { id: "1783", board: { ...BOARD, actualizado: null }, fetchedAt }, localData());
  installFakeApi({ [route]: "network-error" });
  await openBoard();
  expect((await screen.findByRole("status")).textContent).toBe("Sin respuesta del servidor · Datos recibidos hace 2 h");
});

test("does not show the prices kept for another station", async () => {
  await set(STORAGE_KEYS.kioskBoard, { id: "9999", board: BOARD, fetchedAt: Date.now() }, localData());
  installFakeApi({ [route]: "network-error" });
  await renderApp("/kiosko/1783");
  expect(await screen.findByText(/No se pudo cargar el panel de precios de la estación 1783/)).toBeTruthy();
});

test("asks for new prices every 5 minutes", async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const api = installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  expect(api.callsTo("GET", "/api/gasolinaeco/kiosko/1783")).toHaveLength(1);
  await act(async () => {
    vi.advanceTimersByTime(5 * 60_000);
  });
  await waitFor(() => expect(api.callsTo("GET", "/api/gasolinaeco/kiosko/1783")).toHaveLength(2));
});

test("keeps the screen awake", async () => {
  const request = vi.fn(async () => Object.assign(new EventTarget(), { released: false, release: vi.fn(async () => {}) }));
  provideWakeLock(request);
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  expect(request).toHaveBeenCalledWith("screen");
});

test("asks for the wake lock again when the page becomes visible", async () => {
  const sentinels: (EventTarget & { released: boolean })[] = [];
  const request = vi.fn(async () => {
    const sentinel = Object.assign(new EventTarget(), { released: false, release: vi.fn(async () => {}) });
    sentinels.push(sentinel);
    return sentinel;
  });
  provideWakeLock(request);
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
  // The browser releases the lock when the page is hidden.
  sentinels[0]!.released = true;
  sentinels[0]!.dispatchEvent(new Event("release"));
  document.dispatchEvent(new Event("visibilitychange"));
  await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
});

test("applies a new version of the app by itself", async () => {
  const apply = vi.fn();
  installFakeApi({ [route]: success(BOARD) });
  await openBoard();
  act(() => useSwUpdateStore.getState().offer(apply));
  expect(apply).toHaveBeenCalledOnce();
});

// A screen that has never shown this board starts with no signal: the board comes from the snapshot.
const SNAPSHOT_FECHA = new Date("2026-04-15T08:30:00.000Z");
function snapshotStation(id: string, rotulo: string, latitud: number, longitud: number, prices: Record<string, number>) {
  return { id, rotulo, direccion: `CALLE ${rotulo}, 1`, horario: "L-D: 24H", bandera: "", latitud, longitud, idProvincia: "08", pais: "ES", prices };
}

async function holdSnapshot() {
  const { encodeSnapshot } = await import("../../src/domain/snapshot.ts");
  const { SEARCH_PRODUCTS } = await import("../../src/domain/fuels.ts");
  const { saveSnapshot } = await import("../../src/offline/snapshot-store.ts");
  const snapshot = encodeSnapshot([
    snapshotStation("1783", "BALLENOIL", 41.38, 2.17, { gasoleoA: 1.215, gasolina95: 1.339 }),
    snapshotStation("2001", "PETROPRIX", 41.39, 2.17, { gasoleoA: 1.229, gasolina95: 1.349 }),
    snapshotStation("2002", "PLENOIL", 41.40, 2.18, { gasoleoA: 1.209 }),
    snapshotStation("2003", "LEJANA", 41.60, 2.40, { gasoleoA: 1.100 }),
  ], SEARCH_PRODUCTS, { fecha: SNAPSHOT_FECHA });
  await saveSnapshot(snapshot, { etag: '"s"', fecha: SNAPSHOT_FECHA.toISOString(), stations: 4, downloadedAt: Date.parse("2026-04-15T09:00:00.000Z"), checkedAt: Date.parse("2026-04-15T09:00:00.000Z") });
}

test("opened for the first time with no signal, shows the station's prices and competitors from the snapshot, with their age", async () => {
  installFakeApi({ [route]: "network-error" });
  goOffline();
  await holdSnapshot();
  await renderApp("/kiosko/1783");
  await screen.findByRole("heading", { level: 1, name: "BALLENOIL" });
  expect(price("1,215\u00a0€")).toBeTruthy();
  expect(price("1,339\u00a0€")).toBeTruthy();
  const rivals = screen.getByRole("region", { name: /Más baratas a menos de 5 km/ });
  const diesel = within(rivals).getAllByRole("listitem").map((li) => li.textContent);
  expect(diesel[0]).toContain("PLENOIL");
  expect(diesel.join(" ")).not.toContain("LEJANA");
  expect(screen.getByRole("status").textContent).toMatch(/Sin conexión/);
});

test("says so when the station is not in the data held on the device", async () => {
  installFakeApi({ "GET /api/gasolinaeco/kiosko/9999": "network-error" });
  goOffline();
  await holdSnapshot();
  await renderApp("/kiosko/9999");
  expect(await screen.findByText(/esta estación no está en los datos guardados en este dispositivo/)).toBeTruthy();
});

test("with a signal but no answer from the server, does not claim there is no connection", async () => {
  installFakeApi({ "GET /api/gasolinaeco/kiosko/9999": { status: 503 } });
  await holdSnapshot();
  await renderApp("/kiosko/9999");
  const alert = await screen.findByText(/esta estación no está en los datos guardados en este dispositivo/);
  expect(alert.textContent).toContain("Sin respuesta del servidor, y esta estación");
  expect(alert.textContent).not.toContain("Sin conexión");
});

test("switches from the snapshot's board to live data when the link returns", async () => {
  let online = false;
  installFakeApi({ [route]: () => (online ? success({ ...BOARD, estacion: { ...BOARD.estacion, productos: [{ producto: "gasoleoA", nombre: "Gasóleo A", precio: 1.199 }] } }) : "network-error") });
  goOffline();
  await holdSnapshot();
  await renderApp("/kiosko/1783");
  await screen.findByText("1,215 €");
  online = true;
  goOnline();
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
  expect(await screen.findByText("1,199 €")).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
});
