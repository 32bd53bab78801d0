// At start, a stored login loads the user's profile (SPEC §6). The API code is fetched only then, so
// anonymous visitors do not download it with the first screen.
import { useEffect } from "react";
import { isLoggedIn, useSessionStore } from "../stores/session-store.ts";

export function useUserDataOnStart(): void {
  useEffect(() => {
    if (!isLoggedIn(useSessionStore.getState())) return;
    void import("../features/account/load-user-data.ts").then(({ loadUserData }) => loadUserData());
  }, []);
}
