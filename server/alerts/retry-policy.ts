// When a notification that failed is tried again: 30 s after the first failure, doubling up to an
// hour between attempts, for as long as the notification is under 24 h old (a push service keeps a
// message for an offline phone that long too: TTL in push-sender.ts). Then it is given up.
const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 3600_000;
export const GIVE_UP_AFTER_MS = 24 * 3600_000;

/** The next attempt's instant, or null when the notification is to be given up. */
export function nextAttemptAt(queuedAt: Date, failedAttempts: number, now: Date): Date | null {
  const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_DELAY_MS);
  const at = now.getTime() + delay;
  return at - queuedAt.getTime() > GIVE_UP_AFTER_MS ? null : new Date(at);
}
