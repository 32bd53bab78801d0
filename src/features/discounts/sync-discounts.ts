// Keeps the device's discount plans and the account's in step through the one synced-list loop
// (src/offline/synced-list-sync.ts), as the favourites are. Particular to plans: the merge sends whole
// plans, and a merge the account refuses (together past the limit) keeps everything pending and says
// why, for /descuentos to show.
import { mergeDiscounts } from "../../api/discounts.ts";
import { createSyncedListSync } from "../../offline/synced-list-sync.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";

/** 400 (a plan the server does not accept) and 409 (past the limit): sending the same again cannot help. */
const refused = (status: number | null) => status === 400 || status === 409;

const discountsSync = createSyncedListSync({
  getState: useDiscountsStore.getState,
  // A login merge sends no removals: those made logged out never reach the account (its plans are kept).
  merge: ({ plans }, sent) =>
    mergeDiscounts(
      sent.login ? { planes: plans, quitar: [] } : { planes: plans.filter((p) => sent.adds.includes(p.id)), quitar: [...sent.removals] },
    ),
  onFailure: (failure, state) => {
    if (refused(failure.status)) state.refuseSync(failure.message);
  },
});

/** Starts a sync, or queues one after the running one. */
export const syncDiscounts = discountsSync.sync;

/** Resolves when no sync is running or queued (tests). */
export const discountsSyncIdle = discountsSync.idle;
