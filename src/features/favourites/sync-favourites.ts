// Keeps the device's favourites and the account's in step (issue 13). On login the device's whole list
// is merged into the account's (a union: nothing of either side is lost); afterwards, at start and
// whenever stars change, the changes made on the device are sent and the account's list comes back.
// One request at a time; a change made meanwhile is sent by the next. A failure (no signal) keeps the
// changes pending for the next time.
import { mergeFavourites } from "../../api/favourites.ts";
import { useFavouritesStore } from "../../stores/favourites-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

type SyncKind = "login" | "changes";

let running: Promise<void> | null = null;
let queued: SyncKind | null = null;

async function syncOnce(kind: SyncKind): Promise<void> {
  if (!isLoggedIn(useSessionStore.getState())) return;
  const { stations, pendingAdds, pendingRemovals } = useFavouritesStore.getState();
  const sent = { adds: [...pendingAdds], removals: [...pendingRemovals] };
  const body = kind === "login" ? { ids: stations.map((s) => s.id), quitar: [] } : { ids: sent.adds, quitar: sent.removals };
  const result = await mergeFavourites(body);
  // A logout while the request was out: the answer belongs to an account no longer on this device.
  if (!result.ok || !isLoggedIn(useSessionStore.getState())) return;
  // After a login merge nothing is pending any more: removals made logged out do not reach the account
  // (a union: nothing of either side is lost).
  useFavouritesStore.getState().applyAccountList(result.data, sent);
}

/** Starts a sync, or queues one after the running one (a login merge wins over plain changes). */
export function syncFavourites(kind: SyncKind): Promise<void> {
  if (running) {
    queued = queued === "login" || kind === "login" ? "login" : "changes";
    return running;
  }
  running = syncOnce(kind).finally(() => {
    running = null;
    const next = queued;
    queued = null;
    if (next) void syncFavourites(next);
  });
  return running;
}

/** Resolves when no sync is running or queued (tests). */
export async function favouritesSyncIdle(): Promise<void> {
  while (running) await running;
}
