// The words the service worker shows for a price alert it cannot read (sw/alert-notifications.ts),
// left by the app in its language. Best effort: with no IndexedDB the worker says them in Spanish.
import { set } from "idb-keyval";
import { localData } from "./idb-state-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

export function saveAlertFallback(text: string): void {
  if (typeof indexedDB === "undefined") return;
  set(STORAGE_KEYS.alertFallback, text, localData()).catch(() => {});
}
