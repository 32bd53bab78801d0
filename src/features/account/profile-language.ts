// The app's language lives on the device (the locale store) and, when logged in, in the profile
//, so a second phone starts in the driver's language. As with the fuel (profile-fuel.ts),
// the device's choice wins when both have one; the profile fills a device that has none.
import { setUserData } from "../../api/accounts.ts";
import type { UserProfile } from "../../domain/contract/accounts.ts";
import { isLocale, type Locale } from "../../domain/locales.ts";
import { useLocaleStore } from "../../stores/locale-store.ts";
import { useSessionStore } from "../../stores/session-store.ts";

/** After the profile loads: a device with no language chosen takes the profile's. */
export function adoptProfileLanguage(profile: UserProfile | null): void {
  const fromProfile = profile?.idioma;
  if (!isLocale(fromProfile) || useLocaleStore.getState().chosen) return;
  useLocaleStore.getState().choose(fromProfile);
}

/** After a choice on /config: the profile learns it (null: back to the phone's). A failure is not the
 * driver's concern: the device keeps the choice. */
export async function rememberLanguageInProfile(locale: Locale | null): Promise<void> {
  const profile = useSessionStore.getState().user;
  // The profile is written whole and the server needs its name: a profile never filled in learns the
  // language when the driver first saves it on /usuario.
  if (!profile || (profile.idioma ?? null) === locale || profile.username.trim() === "") return;
  const { username, tipovehiculo, istaxi, marcavehiculo, deposito } = profile;
  const saved = await setUserData({ username, tipovehiculo: tipovehiculo ?? null, istaxi, marcavehiculo: marcavehiculo ?? null, deposito, idioma: locale });
  if (saved.ok) useSessionStore.getState().setUser(saved.data ?? { ...profile, idioma: locale });
}
