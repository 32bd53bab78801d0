// Test harness for the app: fresh stores and an empty IndexedDB before each test, RTL cleanup after,
// and renderApp(path) that mounts the whole app at a URL once the stores have hydrated.
import { cleanup, configure, render } from "@testing-library/react";
import { clear } from "idb-keyval";
import { afterEach, beforeEach, vi } from "vitest";
import { App } from "../../../src/app/App.tsx";
import { flushStorage } from "../../../src/stores/idb-state-storage.ts";
import { useConsentStore } from "../../../src/stores/consent-store.ts";
import { useFavouritesStore } from "../../../src/stores/favourites-store.ts";
import { useFilterStore } from "../../../src/stores/filter-store.ts";
import { useGeolocationStore } from "../../../src/stores/geolocation-store.ts";
import { waitForHydration } from "../../../src/stores/hydration.ts";
import { usePublicConfigStore } from "../../../src/stores/public-config-store.ts";
import { useSessionStore } from "../../../src/stores/session-store.ts";
import { useUiStore } from "../../../src/stores/ui-store.ts";
import { useVehicleListsStore } from "../../../src/stores/vehicle-lists-store.ts";
import { useSavingStore } from "../../../src/stores/saving-store.ts";
import { useDiscountsStore } from "../../../src/stores/discounts-store.ts";
import { useLocaleStore } from "../../../src/stores/locale-store.ts";
import { LOCALE_COOKIE } from "../../../src/domain/app-cookies.ts";
import { activateLocale } from "../../../src/i18n/i18n.ts";
import { installFakeApi } from "./fake-api.ts";
// The account syncs a logged-in shell starts in the background, loaded here with the harness: the
// app's lazy import of them then resolves at once, never while a test file's environment is torn down.
import { favouritesSyncIdle } from "../../../src/features/favourites/sync-favourites.ts";
import { discountsSyncIdle } from "../../../src/features/discounts/sync-discounts.ts";
import "../../../src/features/account/load-user-data.ts";
import { localData } from "./local-data.ts";

interface ResettableStore {
  getInitialState: () => object;
  setState: (state: never, replace: true) => void;
}

const STORES: ResettableStore[] = [
  useSessionStore,
  useFilterStore,
  useConsentStore,
  useGeolocationStore,
  useUiStore,
  usePublicConfigStore,
  useVehicleListsStore,
  useFavouritesStore,
  useSavingStore,
  useDiscountsStore,
  useLocaleStore,
] as unknown as ResettableStore[];

// Lazy screens are transformed on first import, which can take more than RTL's default second.
// Role queries skip jsdom's slow per-element style check: the app hides nothing with CSS that a test
// looks for (closed overlays are not rendered at all).
configure({ asyncUtilTimeout: 5000, defaultHidden: true });

export async function resetApp(): Promise<void> {
  useUiStore.getState().dismissSnack();
  for (const store of STORES) store.setState(store.getInitialState() as never, true);
  await flushStorage();
  await clear(localData());
  // Back to Spanish, the phone's language in tests (tests/helpers/spanish-phone.ts).
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  await activateLocale("es");
}

/** Registers the per-test reset and cleanup; call once at the top of a test file. */
export function useAppTestSetup(): { consoleError: () => ReturnType<typeof vi.spyOn> } {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    await resetApp();
    window.history.replaceState(null, "", "/");
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    // No test reaches the network: unrouted calls get the API's 404 unless a test installs routes.
    installFakeApi();
    // The API layer logs every failure; tests assert on it instead of printing it.
    consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    // A sync started by the test ends while the console is still quiet (at most a second: a test may
    // have left its reply pending on purpose).
    await Promise.race([Promise.all([favouritesSyncIdle(), discountsSyncIdle()]), new Promise((resolve) => setTimeout(resolve, 1000))]);
    vi.restoreAllMocks();
  });
  return { consoleError: () => consoleError };
}

export async function renderApp(path = "/") {
  window.history.replaceState(null, "", path);
  await waitForHydration();
  return render(<App />);
}

export const currentPath = () => window.location.pathname;

export function logIn(token = "token-1", login = "ana@example.com") {
  useSessionStore.getState().setAuth(token, login);
}

export function gpsAt(latitude: number, longitude: number) {
  useGeolocationStore.getState().addReading({ latitude, longitude, timestamp: Date.now() });
}
