// The one loop that keeps a list on the device and the account's in step (favourites, discount plans).
// After a login the device's whole list is merged into the account's (a union: nothing of either side
// is lost), and until that merge has gone through every sync is that merge; afterwards the changes made
// on the device are sent and the account's list comes back. One request at a time; a change made
// meanwhile is sent by the next. A failure (no signal) keeps everything pending; a 429 waits out its
// Retry-After before anything more is sent (sync-backoff.ts). Each list says only how it asks.
import type { ApiFailure, ApiResult } from "../api/api-result.ts";
import { isLoggedIn, useSessionStore } from "../stores/session-store.ts";
import { changesToSend, type SentChanges, type SyncedListActions, type SyncedListPending } from "../stores/synced-list.ts";
import { createSyncBackoff } from "./sync-backoff.ts";

export interface SyncedListSource<State extends SyncedListPending, AccountList> {
  getState: () => State & SyncedListActions<AccountList>;
  /** The merge request: for a login merge (`sent.login`) the whole list and no removals, else what `sent` names. */
  merge: (state: State, sent: SentChanges) => Promise<ApiResult<AccountList>>;
  /** A failure other than a 429, answered while still logged in. */
  onFailure?: (failure: ApiFailure, state: State) => void;
}

export interface SyncedListSync {
  /** Starts a sync, or queues one after the running one. */
  sync: () => Promise<void>;
  /** Resolves when no sync is running or queued (tests). */
  idle: () => Promise<void>;
}

export function createSyncedListSync<State extends SyncedListPending, AccountList>(source: SyncedListSource<State, AccountList>): SyncedListSync {
  let running: Promise<void> | null = null;
  let queued = false;
  const backoff = createSyncBackoff(() => void sync());

  async function syncOnce(): Promise<void> {
    if (!isLoggedIn(useSessionStore.getState())) return;
    const state = source.getState();
    const sent = changesToSend(state);
    const result = await source.merge(state, sent);
    if (!result.ok && backoff.backOffOn(result)) return;
    // A logout while the request was out: the answer belongs to an account no longer on this device.
    if (!isLoggedIn(useSessionStore.getState())) return;
    if (result.ok) source.getState().applyAccountList(result.data, sent);
    else source.onFailure?.(result, source.getState());
  }

  function sync(): Promise<void> {
    if (backoff.waiting) return Promise.resolve();
    if (running) {
      queued = true;
      return running;
    }
    running = syncOnce().finally(() => {
      running = null;
      if (queued) {
        queued = false;
        void sync();
      }
    });
    return running;
  }

  async function idle(): Promise<void> {
    while (running) await running;
  }

  return { sync, idle };
}
