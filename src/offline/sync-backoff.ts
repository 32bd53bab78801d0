// The account syncs (favourites, discounts) when the server answers 429: they wait as long as its
// Retry-After says (a minute when it says nothing, never more than ten), then run once with everything
// still pending. Runs asked for meanwhile send nothing: the changes stay on the device, none is lost,
// and a looping client cannot keep the server busy.
import type { ApiFailure } from "../api/api-result.ts";

const DEFAULT_WAIT_S = 60;
const LONGEST_WAIT_S = 600;

export interface SyncBackoff {
  /** Whether the sync is waiting out a 429. */
  readonly waiting: boolean;
  /** After a failure: true (and the retry scheduled) when it was a 429. */
  backOffOn(failure: ApiFailure): boolean;
}

export function createSyncBackoff(retry: () => void): SyncBackoff {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    get waiting() {
      return timer !== null;
    },
    backOffOn(failure) {
      if (failure.status !== 429) return false;
      if (timer !== null) return true;
      const seconds = Math.min(LONGEST_WAIT_S, Math.max(1, failure.retryAfterS ?? DEFAULT_WAIT_S));
      timer = setTimeout(() => {
        timer = null;
        retry();
      }, seconds * 1000);
      return true;
    },
  };
}
