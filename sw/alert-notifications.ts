// Price alert notifications: a push message (encrypted by the server for this browser's
// subscription, decrypted by the browser) is shown as a notification saying the station, the fuel,
// the new and the previous price; a tap focuses an open window of the app on the station page, or
// opens one there.
import * as v from "valibot";
import { alertNotification } from "../src/domain/contract/alerts.ts";

declare let self: ServiceWorkerGlobalScope;

export function registerAlertNotifications(): void {
  self.addEventListener("push", (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      data = undefined;
    }
    const parsed = v.safeParse(alertNotification, data);
    // A push must always show something (userVisibleOnly): a message we cannot read still says so.
    const shown = parsed.success
      ? self.registration.showNotification(parsed.output.titulo, {
        body: parsed.output.cuerpo,
        tag: `alerta-${parsed.output.idAlerta}`,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: parsed.output.url },
      })
      : self.registration.showNotification("GasolinaEco", { body: "Ha bajado el precio de uno de tus avisos.", data: { url: "/alertas" } });
    event.waitUntil(shown);
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    // Only a path of the app: never "//other.host" or a full address.
    const wanted: unknown = event.notification.data?.url;
    const path = typeof wanted === "string" && /^\/(?![/\\])/.test(wanted) ? wanted : "/alertas";
    const target = new URL(path, self.location.origin).href;
    event.waitUntil((async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        try {
          await open.focus();
          await open.navigate(target);
          return;
        } catch {
          // A window this worker does not control cannot be navigated: open a new one.
        }
      }
      await self.clients.openWindow(target);
    })());
  });
}
