// Runs the favourites sync of a logged-in driver (sync-favourites.ts): at start, on login (asking for
// the merge of the device's whole list), when a star changes and when the signal returns. Its code is
// fetched only for a logged-in driver, so anonymous visitors do not download the API code with the
// first screen.
import { useEffect } from "react";
import { useFavouritesStore } from "../../stores/favourites-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

function run(): void {
  // No connection at all: the request could only fail; the "online" event runs it when the signal returns.
  if (!navigator.onLine || !isLoggedIn(useSessionStore.getState())) return;
  void import("./sync-favourites.ts").then(({ syncFavourites }) => syncFavourites());
}

const somethingToSend = () => {
  const { pendingAdds, pendingRemovals, loginMergeDue } = useFavouritesStore.getState();
  return loginMergeDue || pendingAdds.length > 0 || pendingRemovals.length > 0;
};

export function useFavouritesSync(): void {
  useEffect(() => {
    run();
    const stopSession = useSessionStore.subscribe((state, previous) => {
      if (state.login === null || state.login === previous.login) return;
      useFavouritesStore.getState().requestLoginMerge();
      run();
    });
    const stopFavourites = useFavouritesStore.subscribe((state, previous) => {
      const changed = state.pendingAdds !== previous.pendingAdds || state.pendingRemovals !== previous.pendingRemovals;
      if (changed && somethingToSend()) run();
    });
    const onOnline = () => {
      if (somethingToSend()) run();
    };
    window.addEventListener("online", onOnline);
    return () => {
      stopSession();
      stopFavourites();
      window.removeEventListener("online", onOnline);
    };
  }, []);
}
