// Starts what keeps the app working without signal, once, from the app's root: the service worker
// registration, the national snapshot's download and revalidation, and the queue of forms sent
// offline. Off in unit tests (vitest's "test" mode), which drive these modules directly, so that no
// screen test sees background requests.
//
// The snapshot's and the outbox's code (contract schemas, snapshot decoder, IndexedDB queues) is loaded
// after the first screen, not with it.
import { useEffect } from "react";
import { i18n } from "../i18n/i18n.ts";
import { waitForHydration } from "../stores/hydration.ts";
import { useUiStore } from "../stores/ui-store.ts";
import { afterPageLoad } from "./after-page-load.ts";
import { startFeedStatusWatch } from "./feed-status-watch.ts";
import { registerServiceWorker } from "./register-sw.ts";

export const BACKGROUND_SERVICES = import.meta.env.MODE !== "test";
/** After the load event: the first screen and the first search's code come first. */
const OFFLINE_CODE_DELAY_MS = 3000;

export function useOfflineServices(): void {
  useEffect(() => {
    if (!BACKGROUND_SERVICES) return;
    const stopRegistration = registerServiceWorker();
    let stopped = false;
    let stopSnapshot = () => {};
    let stopOutbox = () => {};
    let stopFeedStatus = () => {};
    // How fresh the Ministry's prices are (the stale-feed banner): asked once the first screen is up.
    // Its code comes with the app (every screen shows that banner); only the request waits.
    const cancelFeedStatus = afterPageLoad(() => {
      if (!stopped) stopFeedStatus = startFeedStatusWatch();
    });
    const cancelLoading = afterPageLoad(() => {
      void import("./snapshot-sync.ts").then(({ startSnapshotSync }) => {
        if (!stopped) stopSnapshot = startSnapshotSync();
      });
      // Queued opinions go out with the session's token: wait for it to load from IndexedDB.
      void Promise.all([import("./outbox.ts"), waitForHydration()]).then(([{ QUEUE_SENT_MESSAGE, startOutboxSync }]) => {
        if (!stopped) stopOutbox = startOutboxSync(() => useUiStore.getState().showSnack(i18n._(QUEUE_SENT_MESSAGE)));
      });
    }, OFFLINE_CODE_DELAY_MS);
    return () => {
      stopped = true;
      cancelLoading();
      cancelFeedStatus();
      stopFeedStatus();
      stopRegistration();
      stopSnapshot();
      stopOutbox();
    };
  }, []);
}
