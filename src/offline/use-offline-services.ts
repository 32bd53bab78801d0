// Starts what keeps the app working without signal, once, from the app's root: the service worker
// registration, the national snapshot's download and revalidation, and the queue of forms sent
// offline. Off in unit tests (vitest's "test" mode), which drive these modules directly, so that no
// screen test sees background requests.
import { useEffect } from "react";
import { waitForHydration } from "../stores/hydration.ts";
import { useUiStore } from "../stores/ui-store.ts";
import { QUEUE_SENT_MESSAGE, startOutboxSync } from "./outbox.ts";
import { registerServiceWorker } from "./register-sw.ts";
import { startSnapshotSync } from "./snapshot-sync.ts";

export const BACKGROUND_SERVICES = import.meta.env.MODE !== "test";

export function useOfflineServices(): void {
  useEffect(() => {
    if (!BACKGROUND_SERVICES) return;
    const stopRegistration = registerServiceWorker();
    const stopSnapshot = startSnapshotSync();
    let stopped = false;
    let stopOutbox = () => {};
    // Queued opinions go out with the session's token: wait for it to load from IndexedDB.
    void waitForHydration().then(() => {
      if (!stopped) stopOutbox = startOutboxSync(() => useUiStore.getState().showSnack(QUEUE_SENT_MESSAGE));
    });
    return () => {
      stopped = true;
      stopRegistration();
      stopSnapshot();
      stopOutbox();
    };
  }, []);
}
