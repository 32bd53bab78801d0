// How long a price has gone unchanged: "sin cambios desde hace 9 días" on the station page
// and the kiosk, a muted badge on result cards past a week. Counted from the price history's last change.

const DAY_MS = 86_400_000;

/** Past this many whole days unchanged a result card says so. */
export const STALE_PRICE_DAYS = 7;

/** Whole days from `sinceIso` to `now`, or null when the date is unknown or unreadable. */
export function daysUnchanged(sinceIso: string | null | undefined, now: number): number | null {
  if (!sinceIso) return null;
  const since = Date.parse(sinceIso);
  if (!Number.isFinite(since)) return null;
  return Math.max(0, Math.floor((now - since) / DAY_MS));
}

/** "sin cambios desde hoy", "sin cambios desde hace 1 día", "sin cambios desde hace 9 días". */
export function unchangedText(days: number): string {
  if (days === 0) return "sin cambios desde hoy";
  return `sin cambios desde hace ${days} ${days === 1 ? "día" : "días"}`;
}

/** True when a card should show the badge: the price is older than STALE_PRICE_DAYS. */
export const isPriceOld = (days: number | null): boolean => days !== null && days > STALE_PRICE_DAYS;
