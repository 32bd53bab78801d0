// When the Ministry's prices stop moving: if their publication date (the feed's Fecha) or
// our last successful ingest is older than two hours, every screen says so. One rule for the server's
// getlastupdate, the app (online or offline with an old snapshot) and the kiosk; the screens' words
// are in src/offline/stale-feed-text.ts.

export const FEED_STALE_AFTER_MS = 2 * 60 * 60_000;

const parse = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * True when the prices are over two hours old by either date. Unknown dates say nothing: with no feed
 * at all there is nothing to warn about yet.
 */
export function isFeedStale(dates: { fecha?: string | null; ingestado?: string | null }, now: number): boolean {
  return [parse(dates.fecha), parse(dates.ingestado)].some((at) => at !== null && now - at > FEED_STALE_AFTER_MS);
}
