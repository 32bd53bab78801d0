// Loads the logged-in user's profile into the session store: after login and at start when a login is
// stored (SPEC §6: only logged-in users trigger it). Failure is logged only (SPEC §8).
import { getUserData } from "../../api/accounts.ts";
import { useSessionStore } from "../../stores/session-store.ts";
import { adoptProfileFuel } from "./profile-fuel.ts";
import { adoptProfileLanguage } from "./profile-language.ts";

export async function loadUserData(): Promise<void> {
  const result = await getUserData();
  if (!result.ok) return;
  useSessionStore.getState().setUser(result.data ?? null);
  adoptProfileFuel(result.data ?? null);
  adoptProfileLanguage(result.data ?? null);
}
