// The service worker's price alert notifications (sw/alert-notifications.ts), with a stand-in for the
// worker's global: what a push message shows, and where a tap on it goes.
import { beforeEach, describe, expect, it, vi } from "vitest";

type Listener = (event: unknown) => void;

function fakeWorker(windows: { url: string; focus: () => Promise<void>; navigate: (u: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const worker = {
    location: { origin: "https://gasolinaeco.es" },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  return { worker, listeners };
}

async function fire(listeners: Map<string, Listener>, type: string, event: Record<string, unknown>) {
  const waits: Promise<unknown>[] = [];
  listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
  await Promise.all(waits);
}

const message = {
  titulo: "Diésel a 1,399 € en PLENOIL", cuerpo: "Ha bajado de 1,450 € (antes 1,459 €). CALLE MAYOR, 1, MADRID.",
  url: "/station/4001", idEstacion: "4001", rotulo: "PLENOIL", combustible: "diesel", precio: 1.399, precioAnterior: 1.459, idAlerta: 9,
};

describe("price alert notifications in the service worker", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  async function load(windows?: Parameters<typeof fakeWorker>[0]) {
    const fake = fakeWorker(windows);
    vi.stubGlobal("self", fake.worker);
    const { registerAlertNotifications } = await import("../../sw/alert-notifications.ts");
    registerAlertNotifications();
    return fake;
  }

  it("shows the station, fuel, new and previous price of a push message", async () => {
    const { worker, listeners } = await load();
    await fire(listeners, "push", { data: { json: () => message } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith("Diésel a 1,399 € en PLENOIL", expect.objectContaining({
      body: "Ha bajado de 1,450 € (antes 1,459 €). CALLE MAYOR, 1, MADRID.",
      tag: "alerta-9",
      data: { url: "/station/4001" },
    }));
  });

  it("still shows a notification for a message it cannot read", async () => {
    const { worker, listeners } = await load();
    await fire(listeners, "push", { data: { json: () => ({ unexpected: true }) } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith("GasolinaEco", expect.objectContaining({ data: { url: "/alertas" } }));
  });

  it("opens the station page when the notification is tapped and no window is open", async () => {
    const { worker, listeners } = await load();
    const close = vi.fn();
    await fire(listeners, "notificationclick", { notification: { close, data: { url: "/station/4001" } } });
    expect(close).toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith("https://gasolinaeco.es/station/4001");
  });

  it("takes an open window of the app to the station page", async () => {
    const open = { url: "https://gasolinaeco.es/welcome", focus: vi.fn(async () => {}), navigate: vi.fn(async () => null) };
    const { worker, listeners } = await load([open]);
    await fire(listeners, "notificationclick", { notification: { close: () => {}, data: { url: "/station/4001" } } });
    expect(open.navigate).toHaveBeenCalledWith("https://gasolinaeco.es/station/4001");
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example/x"])("never opens an address outside the app (%s)", async (url) => {
    const { worker, listeners } = await load();
    await fire(listeners, "notificationclick", { notification: { close: () => {}, data: { url } } });
    expect(worker.clients.openWindow).toHaveBeenCalledWith("https://gasolinaeco.es/alertas");
  });
});
