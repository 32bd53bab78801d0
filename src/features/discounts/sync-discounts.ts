// Keeps the device's discount plans and the account's in step, as the favourites are. After a login
// the device's plans are all merged into the account's (a union: nothing either side saved is lost),
// and until that merge has gone through every sync is that merge; afterwards, at start and whenever
// plans change, the changes made on the device are sent and the account's plans come back. One request
// at a time; a change made meanwhile is sent by the next. No signal keeps everything pending; a merge
// the account refuses (together past the limit) too, with its reason for /descuentos. A 429 waits out
// its Retry-After before anything more is sent (src/offline/sync-backoff.ts).
import { mergeDiscounts } from "../../api/discounts.ts";
import { createSyncBackoff } from "../../offline/sync-backoff.ts";
import { useDiscountsStore, type SentChanges } from "../../stores/discounts-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

let running: Promise<void> | null = null;
let queued = false;
const backoff = createSyncBackoff(() => void syncDiscounts());

/** 400 (a plan the server does not accept) and 409 (past the limit): sending the same again cannot help. */
const refused = (status: number | null) => status === 400 || status === 409;

async function syncOnce(): Promise<void> {
  if (!isLoggedIn(useSessionStore.getState())) return;
  const { plans, pendingAdds, pendingRemovals, loginMergeDue } = useDiscountsStore.getState();
  const sent: SentChanges = { adds: [...pendingAdds], removals: [...pendingRemovals], login: loginMergeDue };
  // A login merge sends no removals: those made logged out never reach the account (its plans are kept).
  const body = loginMergeDue
    ? { planes: plans, quitar: [] }
    : { planes: plans.filter((p) => pendingAdds.includes(p.id)), quitar: sent.removals };
  const result = await mergeDiscounts(body);
  if (!result.ok && backoff.backOffOn(result)) return;
  // A logout while the request was out: the answer belongs to an account no longer on this device.
  if (!isLoggedIn(useSessionStore.getState())) return;
  if (result.ok) useDiscountsStore.getState().applyAccountList(result.data, sent);
  else if (refused(result.status)) useDiscountsStore.getState().refuseSync(result.message);
}

/** Starts a sync, or queues one after the running one. */
export function syncDiscounts(): Promise<void> {
  if (backoff.waiting) return Promise.resolve();
  if (running) {
    queued = true;
    return running;
  }
  running = syncOnce().finally(() => {
    running = null;
    if (queued) {
      queued = false;
      void syncDiscounts();
    }
  });
  return running;
}

/** Resolves when no sync is running or queued (tests). */
export async function discountsSyncIdle(): Promise<void> {
  while (running) await running;
}
