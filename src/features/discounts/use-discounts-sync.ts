// Runs the discounts sync of a logged-in driver (sync-discounts.ts): at start, on login (asking for the
// merge of the device's plans), when plans are added or removed and when the signal returns. Its code is
// fetched only for a logged-in driver, so anonymous visitors do not download it with the first screen.
import { useEffect } from "react";
import { useDiscountsStore } from "../../stores/discounts-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

function run(): void {
  // No connection at all: the request could only fail; the "online" event runs it when the signal returns.
  if (!navigator.onLine || !isLoggedIn(useSessionStore.getState())) return;
  void import("./sync-discounts.ts").then(({ syncDiscounts }) => syncDiscounts());
}

const somethingToSend = () => {
  const { pendingAdds, pendingRemovals, loginMergeDue } = useDiscountsStore.getState();
  return loginMergeDue || pendingAdds.length > 0 || pendingRemovals.length > 0;
};

export function useDiscountsSync(): void {
  useEffect(() => {
    run();
    const stopSession = useSessionStore.subscribe((state, previous) => {
      if (state.login === null || state.login === previous.login) return;
      useDiscountsStore.getState().requestLoginMerge();
      run();
    });
    const stopDiscounts = useDiscountsStore.subscribe((state, previous) => {
      const changed = state.pendingAdds !== previous.pendingAdds || state.pendingRemovals !== previous.pendingRemovals;
      if (changed && somethingToSend()) run();
    });
    const onOnline = () => {
      if (somethingToSend()) run();
    };
    window.addEventListener("online", onOnline);
    return () => {
      stopSession();
      stopDiscounts();
      window.removeEventListener("online", onOnline);
    };
  }, []);
}
