// Runs the favourites sync of a logged-in driver (sync-favourites.ts), through the hook every synced
// list shares (src/offline/use-synced-list-sync.ts); the loop's code is fetched only when logged in.
import { createSyncedListHook } from "../../offline/use-synced-list-sync.ts";
import { useFavouritesStore } from "../../stores/favourites-store.ts";

export const useFavouritesSync = createSyncedListHook(useFavouritesStore, () =>
  import("./sync-favourites.ts").then(({ syncFavourites }) => syncFavourites()),
);
