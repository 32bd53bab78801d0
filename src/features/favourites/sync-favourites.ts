// Keeps the device's favourites and the account's in step. After a login the device's whole
// list is merged into the account's (a union: nothing of either side is lost), and until that merge
// has gone through every sync is that merge; afterwards, at start and whenever stars change, the
// changes made on the device are sent and the account's list comes back. One request at a time; a
// change made meanwhile is sent by the next. A failure (no signal) keeps everything pending; a 429
// waits out its Retry-After before anything more is sent (src/offline/sync-backoff.ts).
import { mergeFavourites } from "../../api/favourites.ts";
import { createSyncBackoff } from "../../offline/sync-backoff.ts";
import { useFavouritesStore } from "../../stores/favourites-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

let running: Promise<void> | null = null;
let queued = false;
const backoff = createSyncBackoff(() => void syncFavourites());

async function syncOnce(): Promise<void> {
  if (!isLoggedIn(useSessionStore.getState())) return;
  const { stations, pendingAdds, pendingRemovals, loginMergeDue } = useFavouritesStore.getState();
  // A login merge sends no removals: those made logged out never reach the account.
  const sent = { adds: [...pendingAdds], removals: [...pendingRemovals], login: loginMergeDue };
  const body = loginMergeDue ? { ids: stations.map((s) => s.id), quitar: [] } : { ids: sent.adds, quitar: sent.removals };
  const result = await mergeFavourites(body);
  if (!result.ok && backoff.backOffOn(result)) return;
  // A logout while the request was out: the answer belongs to an account no longer on this device.
  if (!result.ok || !isLoggedIn(useSessionStore.getState())) return;
  useFavouritesStore.getState().applyAccountList(result.data, sent);
}

/** Starts a sync, or queues one after the running one. */
export function syncFavourites(): Promise<void> {
  if (backoff.waiting) return Promise.resolve();
  if (running) {
    queued = true;
    return running;
  }
  running = syncOnce().finally(() => {
    running = null;
    if (queued) {
      queued = false;
      void syncFavourites();
    }
  });
  return running;
}

/** Resolves when no sync is running or queued (tests). */
export async function favouritesSyncIdle(): Promise<void> {
  while (running) await running;
}
