// The driver's fuel lives on the device (the filter's preference) and, when logged in, in the profile
//, so a second phone or a reinstalled app starts with it. The device's choice wins when
// both have one: it is the newer (every BUSCAR writes it); the profile fills a device that has none.
import { setUserData } from "../../api/accounts.ts";
import type { UserProfile } from "../../domain/contract/accounts.ts";
import { toFilterProduct, useFilterStore, type FilterProduct } from "../../stores/filter-store.ts";
import { useSessionStore } from "../../stores/session-store.ts";

/** After the profile loads: a device with no fuel chosen takes the profile's. */
export function adoptProfileFuel(profile: UserProfile | null): void {
  const fromProfile = toFilterProduct(profile?.combustible);
  const filter = useFilterStore.getState();
  if (!fromProfile || filter.savedProduct) return;
  filter.setProduct(fromProfile);
  filter.savePreferences(filter.savedDistance ?? filter.distance, fromProfile);
}

/** After BUSCAR: the profile learns the fuel when it differs. A failure is not the driver's concern:
 * the device keeps the choice and the next search tries again. */
export async function rememberFuelInProfile(product: FilterProduct): Promise<void> {
  const profile = useSessionStore.getState().user;
  // The profile is written whole, and the server needs its name: a profile never filled in (no name
  // yet) learns the fuel when the driver first saves it on /usuario.
  if (!profile || profile.combustible === product || profile.username.trim() === "") return;
  const { username, tipovehiculo, istaxi, marcavehiculo, deposito } = profile;
  const saved = await setUserData({ username, tipovehiculo: tipovehiculo ?? null, istaxi, marcavehiculo: marcavehiculo ?? null, deposito, combustible: product });
  if (saved.ok) useSessionStore.getState().setUser(saved.data ?? { ...profile, combustible: product });
}
