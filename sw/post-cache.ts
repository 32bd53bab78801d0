// Caching for API answers the Cache API cannot key by URL: POSTs (search, searchruta, searchstation,
// comments…), stored under a synthetic GET key built from their normalised JSON body, and stamped with
// CACHE_HEADER (the time they were stored) so the app can say how old a cached answer is.
// Plain functions over Cache and fetch, so tests can drive them without a service worker.
//
// Kept our own instead of workbox-strategies with a cacheKeyWillBeUsed plugin, because
// Workbox 7, run on these POST searches (tests/offline/workbox-post-cache-check.test.ts):
// - stores nothing when the plugin reads the body for the key: the strategy hands the same request
//   to fetch first, so the body is used (TypeError) by the time the key is asked for; the key has to
//   be worked out in a second hook (handlerWillStart) and passed along;
// - answers a 5xx from the server instead of the stored search (it falls back only when fetch
//   throws): the app would show "server error" where it shows the last results today;
// - has no "stale while revalidate, but network first past 30 minutes" (its ExpirationPlugin drops
//   an old answer instead of keeping it as the offline fallback): that needs a Strategy subclass.
// So Workbox would take three plugins and a strategy of our own to say what these functions say,
// over its internals' order of hooks. Workbox's own strategies serve the GET routes (runtime-routes.ts).
import { CACHE_HEADER, POST_CACHE_PREFIX } from "../src/offline/cache-header.ts";

export interface CacheDeps {
  caches: Pick<CacheStorage, "open">;
  fetch: (request: Request) => Promise<Response>;
  now: () => Date;
  /** Keeps the worker alive for work that outlives the response (event.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface CachedRouteOptions {
  cacheName: string;
  /** Newest entries kept; older ones are deleted after each store. */
  maxEntries: number;
  /** The cache key of a request (a URL). */
  key: (request: Request) => Promise<string>;
}

/** Fields of a body that change between identical questions and must not split the cache. */
export interface BodyKeyOptions {
  /** Dropped before keying (e.g. the search's `timestamp`: every search has a new one). */
  ignore?: readonly string[];
  /** Rounded to 4 decimals (about 11 m), so GPS jitter finds the last answer for the same place. */
  coordinates?: readonly string[];
}

/** Longer keys (a route polyline) are replaced by their SHA-256. */
const MAX_READABLE_KEY = 1024;

function normalise(value: unknown, options: BodyKeyOptions, field = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v, options));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !options.ignore?.includes(k))
        .sort()
        .map((k) => [k, normalise((value as Record<string, unknown>)[k], options, k)]),
    );
  }
  // The app sends numbers as text (SPEC §3): "41.3870" and 41.387 are the same question.
  const number = typeof value === "string" && /^\s*-?\d+([.,]\d+)?\s*$/.test(value) ? Number(value.trim().replace(",", ".")) : value;
  if (typeof number === "number" && options.coordinates?.includes(field)) return Math.round(number * 1e4) / 1e4;
  return number;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** `/__post-cache/{name}?{sorted JSON}` (or `#sha256:…` for long bodies), on the request's origin. */
export function bodyKey(name: string, options: BodyKeyOptions = {}) {
  return async (request: Request): Promise<string> => {
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text.trim() === "" ? {} : JSON.parse(text);
    } catch {
      // Not JSON: keyed by the raw text.
    }
    const canonical = JSON.stringify(normalise(body, options));
    const query = canonical.length <= MAX_READABLE_KEY ? encodeURIComponent(canonical) : `sha256=${await sha256Hex(canonical)}`;
    return new URL(`${POST_CACHE_PREFIX}${name}?${query}`, request.url).href;
  };
}

export const urlKey = async (request: Request): Promise<string> => request.url;

/** A copy of the response carrying the time it was stored. */
export async function stamped(response: Response, at: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHE_HEADER, at.toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function store(cache: Cache, key: string, response: Response, options: CachedRouteOptions, deps: CacheDeps): Promise<void> {
  // Only complete, successful answers: an error page must not stand in for the data later.
  if (response.status !== 200) return;
  await cache.put(key, await stamped(response.clone(), deps.now()));
  // Cache keys come back in insertion order and a put moves its key to the end: the oldest go first.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - options.maxEntries)).map((old) => cache.delete(old)));
}

/**
 * Network first: the network's answer when it comes within `timeoutMs` (and is stored); otherwise the
 * stored one. With nothing stored, the network is waited for, so a slow answer still arrives.
 */
export function networkFirst(options: CachedRouteOptions & { timeoutMs: number }, deps: CacheDeps) {
  return async (request: Request): Promise<Response> => {
    const key = await options.key(request);
    const cache = await deps.caches.open(options.cacheName);
    const network = deps.fetch(request).then(async (response) => {
      await store(cache, key, response, options, deps);
      return response;
    });
    deps.waitUntil(network.catch(() => undefined));

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), options.timeoutMs);
    });
    const first = await Promise.race([network.then((response) => ({ response }), (error: unknown) => ({ error })), timedOut]);
    clearTimeout(timer);
    // A server error is no better than no answer when an earlier good one is stored.
    if (first !== "timeout" && "response" in first && first.response.status < 500) return first.response;
    const cached = await cache.match(key);
    if (cached) return cached;
    if (first !== "timeout" && "response" in first) return first.response;
    return network;
  };
}

/**
 * Stale while revalidate: the stored answer at once when there is one, refreshed in the background for
 * next time. A stored answer older than `maxAgeMs` is not shown while the network can do better: the
 * request then goes network first, with the old answer as the fallback.
 */
export function staleWhileRevalidate(options: CachedRouteOptions & { maxAgeMs?: number; timeoutMs?: number }, deps: CacheDeps) {
  return async (request: Request): Promise<Response> => {
    const key = await options.key(request);
    const cache = await deps.caches.open(options.cacheName);
    const cached = await cache.match(key);
    const storedAt = Date.parse(cached?.headers.get(CACHE_HEADER) ?? "");
    const tooOld = options.maxAgeMs !== undefined && !(deps.now().getTime() - storedAt <= options.maxAgeMs);
    if (!cached || tooOld) return networkFirst({ ...options, timeoutMs: options.timeoutMs ?? 4000 }, deps)(request);
    const network = deps.fetch(request).then(async (response) => {
      await store(cache, key, response, options, deps);
      return response;
    });
    deps.waitUntil(network.catch(() => undefined));
    return cached;
  };
}
