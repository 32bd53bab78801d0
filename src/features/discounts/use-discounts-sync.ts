// Runs the discounts sync of a logged-in driver (sync-discounts.ts), through the hook every synced
// list shares (src/offline/use-synced-list-sync.ts); the loop's code is fetched only when logged in.
import { createSyncedListHook } from "../../offline/use-synced-list-sync.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";

export const useDiscountsSync = createSyncedListHook(useDiscountsStore, () =>
  import("./sync-discounts.ts").then(({ syncDiscounts }) => syncDiscounts()),
);
