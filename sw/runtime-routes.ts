// The service worker's runtime caching rules, one named block each with the reason for it. sw.ts calls
// registerRuntimeRoutes() after the precache route, so precached files never reach these.
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { bodyKey, networkFirst, staleWhileRevalidate, urlKey, type CacheDeps } from "./post-cache.ts";

declare let self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;
/** How long a search may take before the last answer to it is shown instead. */
const NETWORK_TIMEOUT_MS = 4000;
/** The feed's refresh period: a stored copy younger than this is shown at once. */
const STALE_FOR_MS = 30 * 60_000;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL, path: string) => sameOrigin(url) && url.pathname === path;

/** Cache only complete answers: no errors, no opaque responses (they cost quota padding and may be errors). */
const onlyOk = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null) };

function deps(event: ExtendableEvent): CacheDeps {
  return { caches: self.caches, fetch: (request) => fetch(request), now: () => new Date(), waitUntil: (p) => event.waitUntil(p) };
}

const networkFirstRoute =
  (options: Parameters<typeof networkFirst>[0]) =>
  ({ request, event }: { request: Request; event: ExtendableEvent }) =>
    networkFirst(options, deps(event))(request);

const staleWhileRevalidateRoute =
  (options: Parameters<typeof staleWhileRevalidate>[0]) =>
  ({ request, event }: { request: Request; event: ExtendableEvent }) =>
    staleWhileRevalidate(options, deps(event))(request);

export function registerRuntimeRoutes(): void {
  // ---- Searches and route searches ---------------------------------------------------------------
  // The answers a driver needs again with no signal: network first, the last answer to the same
  // question (keyed by its body) when the network fails or takes more than 4 s. The search timestamp
  // is left out of the key, coordinates rounded to ~11 m.
  for (const name of ["search", "searchruta"] as const) {
    registerRoute(
      ({ url }) => isApi(url, `/api/gasolinaeco/${name}`),
      networkFirstRoute({
        cacheName: `gasolinaeco-${name}`,
        maxEntries: 30,
        timeoutMs: NETWORK_TIMEOUT_MS,
        key: bodyKey(name, { ignore: ["timestamp"], coordinates: ["latitud", "longitud"] }),
      }),
      "POST",
    );
  }

  // ---- Route geometry ----------------------------------------------------------------------------
  // A route searched before must open again offline, and the router is slow and rate-limited
  // upstream: network first, keyed by URL (origin and destination).
  registerRoute(
    ({ url }) => isApi(url, "/api/rutas/calcular"),
    networkFirstRoute({ cacheName: "gasolinaeco-rutas", maxEntries: 20, timeoutMs: NETWORK_TIMEOUT_MS, key: urlKey }),
  );

  // ---- Station details, comments, photo lists, reports, public configuration ---------------------
  // Seen once, shown at once next time (and offline), refreshed in the background: stale while
  // revalidate, keyed by body. Only up to 30 minutes old: an older copy is the fallback of a
  // network-first request, so nobody online is shown yesterday's prices. The configuration is here
  // because the map's tile source and the shop read it.
  const staleWhileRevalidatePosts = [
    { path: "/api/gasolinaeco/searchstation", name: "searchstation", maxEntries: 100 },
    { path: "/api/comentarios/get", name: "comentarios", maxEntries: 100 },
    { path: "/api/imagenes/get", name: "imagenes", maxEntries: 100 },
    { path: "/api/reporting/informemediaprovinciaproducto", name: "informe-provincia", maxEntries: 1 },
    { path: "/api/reporting/informemediabanderaproducto", name: "informe-bandera", maxEntries: 1 },
    { path: "/api/configuracion/obtenerconfig", name: "configuracion", maxEntries: 1 },
  ];
  for (const { path, name, maxEntries } of staleWhileRevalidatePosts) {
    registerRoute(
      ({ url }) => isApi(url, path),
      staleWhileRevalidateRoute({ cacheName: `gasolinaeco-${name}`, maxEntries, key: bodyKey(name), maxAgeMs: STALE_FOR_MS, timeoutMs: NETWORK_TIMEOUT_MS }),
      "POST",
    );
  }
  // The station page's GETs (its price history, the province's median beside it, and what the year
  // says of today's price): the same rule, keyed by URL, so a station seen before opens offline whole.
  const staleWhileRevalidateGets = [
    { prefix: "/api/gasolinaeco/historico/", name: "historico" },
    { prefix: "/api/gasolinaeco/medianaprovincia/", name: "medianaprovincia" },
    { prefix: "/api/gasolinaeco/cuandorepostar/", name: "cuandorepostar" },
  ];
  for (const { prefix, name } of staleWhileRevalidateGets) {
    registerRoute(
      ({ url }) => sameOrigin(url) && url.pathname.startsWith(prefix),
      staleWhileRevalidateRoute({ cacheName: `gasolinaeco-${name}`, maxEntries: 100, key: urlKey, maxAgeMs: STALE_FOR_MS, timeoutMs: NETWORK_TIMEOUT_MS }),
    );
  }

  // ---- Kiosk board -------------------------------------------------------------------------------
  // A forecourt screen that reloads without signal still shows its last prices, with their age.
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith("/api/gasolinaeco/kiosko/"),
    networkFirstRoute({ cacheName: "gasolinaeco-kiosko", maxEntries: 5, timeoutMs: NETWORK_TIMEOUT_MS, key: urlKey }),
  );

  // ---- Photos ------------------------------------------------------------------------------------
  // An image id never changes its bytes: cache first, bounded.
  registerRoute(
    ({ url }) => sameOrigin(url) && /^\/api\/imagenes\/[^/]+$/.test(url.pathname) && url.pathname !== "/api/imagenes/get",
    new CacheFirst({
      cacheName: "gasolinaeco-photos",
      plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
    }),
  );

  // ---- Code not in the precache ------------------------------------------------------------------
  // The map chunk (OpenLayers) is left out of the precache so installing the app does not download
  // it; once a map has been shown its hashed, immutable files are kept here, so maps work offline.
  registerRoute(
    ({ url, request }) => sameOrigin(url) && url.pathname.startsWith("/assets/") && request.method === "GET",
    new CacheFirst({ cacheName: "gasolinaeco-assets", plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })] }),
  );
  // Files the page loaded before this worker controlled it (register-sw.ts sends their URLs once).
  self.addEventListener("message", (event) => {
    if (event.data?.type !== "CACHE_URLS") return;
    const urls = ((event.data.payload?.urlsToCache ?? []) as unknown[])
      .filter((u): u is string => typeof u === "string")
      .map((u) => new URL(u, self.location.href))
      .filter((u) => sameOrigin(u) && u.pathname.startsWith("/assets/"));
    event.waitUntil(
      self.caches.open("gasolinaeco-assets").then(async (cache) => {
        for (const url of urls) if (!(await self.caches.match(url.href))) await cache.add(url.href).catch(() => undefined);
      }),
    );
  });

  // ---- Map tiles ---------------------------------------------------------------------------------
  // Only tiles the user has viewed (the map asks for them; nothing is prefetched), cache first so a
  // tile is fetched from the provider once, at most 500 (about 10 MB) for a week, dropped first when
  // the browser runs short of storage. The provider's policy (OpenStreetMap tile usage policy): the
  // requests are the browser's own, with its User-Agent and the page's Referer (Referrer-Policy
  // strict-origin-when-cross-origin), and there is no bulk download. Matched by shape,
  // {z}/{x}/{y}.png|jpg|webp on another origin; the CSP's connect-src lets only the configured tile
  // host through.
  registerRoute(
    ({ url }) => !sameOrigin(url) && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname),
    new CacheFirst({
      cacheName: "gasolinaeco-tiles",
      plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
    }),
  );
}
