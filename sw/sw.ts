// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js). The app shell is
// precached; runtime rules below, one block each, say what else is kept and why. It takes over only
// when the user accepts the update prompt (SKIP_WAITING); the first install controls the page at once.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { bodyKey, networkFirst, staleWhileRevalidate, urlKey, type CacheDeps } from "./post-cache.ts";

declare let self: ServiceWorkerGlobalScope;

// ---- App shell -----------------------------------------------------------------------------------
// Precache the build (index.html, JS, CSS, icons, manifest; not the lazily loaded map chunk, see
// vite.config.ts) and drop precaches of older builds.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every in-app URL (/search/…, /station/…, /kiosko/…) is the same single-page app; /api/ is not.
registerRoute(new NavigationRoute(createHandlerBoundToURL("index.html"), { denylist: [/^\/api\//] }));

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();

const DAY_S = 24 * 60 * 60;
const isApi = (url: URL, path: string) => url.origin === self.location.origin && url.pathname === path;
/** Cache only complete answers: no errors, no opaque responses (they cost quota padding and may be errors). */
const onlyOk = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null) };

function deps(event: ExtendableEvent): CacheDeps {
  return { caches: self.caches, fetch: (request) => fetch(request), now: () => new Date(), waitUntil: (p) => event.waitUntil(p) };
}

// ---- Searches and route searches -----------------------------------------------------------------
// The answers a driver needs again with no signal: network first, the last answer for the same
// question (keyed by its body) when the network fails or takes more than 4 s. The search timestamp is
// left out of the key, coordinates rounded to ~11 m.
const SEARCH_TIMEOUT_MS = 4000;
for (const name of ["search", "searchruta"] as const) {
  const handler = (event: ExtendableEvent) =>
    networkFirst(
      {
        cacheName: `gasolinaeco-${name}`,
        maxEntries: 30,
        timeoutMs: SEARCH_TIMEOUT_MS,
        key: bodyKey(name, { ignore: ["timestamp"], coordinates: ["latitud", "longitud"] }),
      },
      deps(event),
    );
  registerRoute(({ url }) => isApi(url, `/api/gasolinaeco/${name}`), ({ request, event }) => handler(event)(request), "POST");
}

// ---- Station details, comments, photo lists, reports, public configuration -----------------------
// Seen once, shown at once next time (and offline), refreshed in the background: stale while
// revalidate, keyed by body. The configuration is here because the map's tile source and the shop
// read it.
const STALE_WHILE_REVALIDATE_POSTS = [
  { path: "/api/gasolinaeco/searchstation", name: "searchstation", maxEntries: 100 },
  { path: "/api/comentarios/get", name: "comentarios", maxEntries: 100 },
  { path: "/api/imagenes/get", name: "imagenes", maxEntries: 100 },
  { path: "/api/reporting/informemediaprovinciaproducto", name: "informe-provincia", maxEntries: 1 },
  { path: "/api/reporting/informemediabanderaproducto", name: "informe-bandera", maxEntries: 1 },
  { path: "/api/configuracion/obtenerconfig", name: "configuracion", maxEntries: 1 },
];
for (const { path, name, maxEntries } of STALE_WHILE_REVALIDATE_POSTS) {
  registerRoute(
    ({ url }) => isApi(url, path),
    ({ request, event }) => staleWhileRevalidate({ cacheName: `gasolinaeco-${name}`, maxEntries, key: bodyKey(name) }, deps(event))(request),
    "POST",
  );
}

// ---- Kiosk board -----------------------------------------------------------------------------------
// A forecourt screen that reloads without signal still shows its last prices (stamped with their age).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/api/gasolinaeco/kiosko/"),
  ({ request, event }) => networkFirst({ cacheName: "gasolinaeco-kiosko", maxEntries: 5, timeoutMs: SEARCH_TIMEOUT_MS, key: urlKey }, deps(event))(request),
);

// ---- Photos ----------------------------------------------------------------------------------------
// An image id never changes its bytes: cache first, bounded.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/api\/imagenes\/[^/]+$/.test(url.pathname) && url.pathname !== "/api/imagenes/get",
  new CacheFirst({
    cacheName: "gasolinaeco-photos",
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// ---- Code not in the precache --------------------------------------------------------------------
// The map chunk (OpenLayers) is left out of the precache so installing the app does not download it;
// once the map has been opened its hashed, immutable files are kept here, so the map works offline.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/") && request.method === "GET",
  new CacheFirst({ cacheName: "gasolinaeco-assets", plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })] }),
);
// Files the page loaded before this worker controlled it (register-sw.ts sends their URLs once).
self.addEventListener("message", (event) => {
  if (event.data?.type !== "CACHE_URLS") return;
  const urls = ((event.data.payload?.urlsToCache ?? []) as unknown[]).filter(
    (u): u is string => typeof u === "string" && new URL(u, self.location.href).origin === self.location.origin && new URL(u, self.location.href).pathname.startsWith("/assets/"),
  );
  event.waitUntil(
    self.caches.open("gasolinaeco-assets").then(async (cache) => {
      for (const url of urls) if (!(await self.caches.match(url))) await cache.add(url).catch(() => undefined);
    }),
  );
});

// ---- Map tiles -------------------------------------------------------------------------------------
// Only tiles the user has viewed (the map asks for them; nothing is prefetched), cache first so a
// tile is fetched from the provider once, at most 500 (about 10 MB) for a week, and dropped first when
// the browser runs short of storage. Provider policy (OpenStreetMap's tile usage policy): the request
// is the browser's own, with its User-Agent and the page's Referer (Referrer-Policy
// strict-origin-when-cross-origin), no bulk download. Matched by shape, {z}/{x}/{y}.png|jpg|webp on
// another origin; the CSP's connect-src lets only the configured tile host through.
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/;
registerRoute(
  ({ url }) => url.origin !== self.location.origin && TILE_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: "gasolinaeco-tiles",
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
  }),
);
