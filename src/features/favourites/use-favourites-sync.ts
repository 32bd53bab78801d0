// Runs the favourites sync of a logged-in driver (sync-favourites.ts): at start, on login, when a star
// changes and when the signal returns. Its code is fetched only for a logged-in driver, so anonymous
// visitors do not download the API code with the first screen.
import { useEffect } from "react";
import { useFavouritesStore } from "../../stores/favourites-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";

const run = (kind: "login" | "changes") => void import("./sync-favourites.ts").then(({ syncFavourites }) => syncFavourites(kind));

const hasPending = () => {
  const { pendingAdds, pendingRemovals } = useFavouritesStore.getState();
  return pendingAdds.length > 0 || pendingRemovals.length > 0;
};

export function useFavouritesSync(): void {
  useEffect(() => {
    if (isLoggedIn(useSessionStore.getState())) run("changes");
    const stopSession = useSessionStore.subscribe((state, previous) => {
      if (state.login !== null && state.login !== previous.login) run("login");
    });
    const stopFavourites = useFavouritesStore.subscribe((state, previous) => {
      const changed = state.pendingAdds !== previous.pendingAdds || state.pendingRemovals !== previous.pendingRemovals;
      if (changed && hasPending() && isLoggedIn(useSessionStore.getState())) run("changes");
    });
    const onOnline = () => {
      if (hasPending() && isLoggedIn(useSessionStore.getState())) run("changes");
    };
    window.addEventListener("online", onOnline);
    return () => {
      stopSession();
      stopFavourites();
      window.removeEventListener("online", onOnline);
    };
  }, []);
}
