// What the service worker and the app agree on about cached answers. A response the worker serves
// from its cache carries CACHE_HEADER with the ISO time it was stored, so the screen can say how old
// it is; POST answers are stored under synthetic GET keys below POST_CACHE_PREFIX.
export const CACHE_HEADER = "X-GasolinaEco-Cache";
export const POST_CACHE_PREFIX = "/__post-cache/";

/** ms since the epoch of a cached answer, or null when it came from the network. */
export function cachedAt(headers: Headers): number | null {
  const value = headers.get(CACHE_HEADER);
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
