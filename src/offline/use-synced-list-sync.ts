// Makes the hook that runs a synced list's loop for a logged-in driver (synced-list-sync.ts): at start,
// on login (asking for the merge of the device's whole list), when the list's pending changes change and
// when the signal returns. The loop is fetched (`loadSync`, a dynamic import) only for a logged-in
// driver, so anonymous visitors do not download the API code with the first screen.
import { useEffect } from "react";
import { isLoggedIn, useSessionStore } from "../stores/session-store.ts";
import { somethingToSend, type SyncedListPending } from "../stores/synced-list.ts";

interface SyncedListStore {
  getState: () => SyncedListPending & { requestLoginMerge: () => void };
  subscribe: (listener: (state: SyncedListPending, previous: SyncedListPending) => void) => () => void;
}

export function createSyncedListHook(store: SyncedListStore, loadSync: () => Promise<void>): () => void {
  function run(): void {
    // No connection at all: the request could only fail; the "online" event runs it when the signal returns.
    if (!navigator.onLine || !isLoggedIn(useSessionStore.getState())) return;
    void loadSync();
  }

  return function useSyncedListSync(): void {
    useEffect(() => {
      run();
      const stopSession = useSessionStore.subscribe((state, previous) => {
        if (state.login === null || state.login === previous.login) return;
        store.getState().requestLoginMerge();
        run();
      });
      const stopList = store.subscribe((state, previous) => {
        const changed = state.pendingAdds !== previous.pendingAdds || state.pendingRemovals !== previous.pendingRemovals;
        if (changed && somethingToSend(store.getState())) run();
      });
      const onOnline = () => {
        if (somethingToSend(store.getState())) run();
      };
      window.addEventListener("online", onOnline);
      return () => {
        stopSession();
        stopList();
        window.removeEventListener("online", onOnline);
      };
    }, []);
  };
}
