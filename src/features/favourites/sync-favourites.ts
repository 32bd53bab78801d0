// Keeps the device's favourites and the account's in step through the one synced-list loop
// (src/offline/synced-list-sync.ts): what is particular to favourites is only how the merge is asked.
import { mergeFavourites } from "../../api/favourites.ts";
import { createSyncedListSync } from "../../offline/synced-list-sync.ts";
import { useFavouritesStore } from "../../stores/favourites-store.ts";

const favouritesSync = createSyncedListSync({
  getState: useFavouritesStore.getState,
  // A login merge sends no removals: those made logged out never reach the account.
  merge: ({ stations }, sent) =>
    mergeFavourites(sent.login ? { ids: stations.map((s) => s.id), quitar: [] } : { ids: [...sent.adds], quitar: [...sent.removals] }),
});

/** Starts a sync, or queues one after the running one. */
export const syncFavourites = favouritesSync.sync;

/** Resolves when no sync is running or queued (tests). */
export const favouritesSyncIdle = favouritesSync.idle;
