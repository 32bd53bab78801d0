// Registers the service worker (sw/sw.ts, built to /sw.js) in production builds, once the app has
// been stable for SW_STABLE_DELAY_MS after load (SPEC §4: 30000 ms), so the first screen never
// competes with the precache download. A new version found later is offered through the update
// prompt; it takes over only when the user says so (SKIP_WAITING), then the page reloads.
//
// Tests and demos: `?sw=now` in the page URL registers at once; the build-time VITE_SW_DELAY_MS sets
// another delay in ms.
import { useSwUpdateStore } from "./sw-update-store.ts";

export const SW_URL = "/sw.js";
export const SW_STABLE_DELAY_MS = 30_000;

export function registrationDelay(search: string, configured: string | undefined): number {
  if (new URLSearchParams(search).get("sw") === "now") return 0;
  const ms = configured?.trim() ? Number(configured) : Number.NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : SW_STABLE_DELAY_MS;
}

/** Same-origin hashed assets the page loaded before the worker existed (the lazily loaded map among them). */
function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

async function register(): Promise<void> {
  // Loaded only now, 30 s in: the first screen does not download it.
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox(SW_URL, { scope: "/" });
  wb.addEventListener("waiting", () => {
    useSwUpdateStore.getState().offer(() => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener("activated", (event) => {
    // First install: what the page already loaded never went through the worker; hand it over so
    // the runtime cache holds it too (the map chunk is not precached).
    if (!event.isUpdate) void wb.messageSW({ type: "CACHE_URLS", payload: { urlsToCache: loadedAssetUrls() } });
  });
  wb.register().catch((error: unknown) => console.warn("[sw] no se pudo registrar el service worker:", error));
}

/** Schedules the registration; returns the function that cancels it if it has not happened yet. */
export function registerServiceWorker(): () => void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return () => {};
  const delay = registrationDelay(location.search, import.meta.env.VITE_SW_DELAY_MS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => void register(), delay);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    clearTimeout(timer);
  };
}
