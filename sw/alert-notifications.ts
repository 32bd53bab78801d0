// Price alert notifications: a push message (encrypted by the server for this browser's
// subscription, decrypted by the browser) is shown as a notification saying the station, the fuel,
// the new and the previous price; a tap focuses an open window of the app on the station page, or
// opens one there. The content and the target are in alert-notification-content.ts.
import { createStore, get } from "idb-keyval";
import { APP_DATA, notificationOf, notificationTarget } from "./alert-notification-content.ts";

/** What to say for a message that cannot be read, in the app's language; undefined when unknown. */
async function fallbackBody(): Promise<string | undefined> {
  try {
    const text: unknown = await get(APP_DATA.fallbackKey, createStore(APP_DATA.database, APP_DATA.store));
    return typeof text === "string" && text !== "" ? text : undefined;
  } catch {
    return undefined;
  }
}

declare let self: ServiceWorkerGlobalScope;

export function registerAlertNotifications(): void {
  self.addEventListener("push", (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      data = undefined;
    }
    event.waitUntil((async () => {
      const { title, options } = notificationOf(data, await fallbackBody());
      await self.registration.showNotification(title, options);
    })());
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const target = notificationTarget(event.notification.data, self.location.origin);
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
