// Wrong guesses of a secret (the admin token) answered slowly: per client address, each wrong
// attempt is answered WRONG_ATTEMPT_DELAY_MS after the one before (the first at once), so guessing
// runs at one try a second per address however many requests are sent at once. Only wrong attempts
// wait: the right token is checked first and never waits or is refused, even from an address that a
// guesser shares (behind a proxy, everyone's). A counter would lock the owner out with the guesser;
// a queue only slows the guesser.
import { setTimeout as sleep } from "node:timers/promises";

export const WRONG_ATTEMPT_DELAY_MS = 1000;
/** Wrong attempts one address may have waiting; past it they are refused at once (429), not held. */
export const MAX_WAITING_PER_KEY = 20;
/** Beyond this many addresses, the ones with nothing waiting and no turn ahead are forgotten. */
const MAX_KEYS = 10_000;

export interface WrongAttemptPacer {
  /** Resolves when this wrong attempt may be answered: true, or false at once when too many wait. */
  turn(key: string): Promise<boolean>;
}

export function createWrongAttemptPacer(delayMs = WRONG_ATTEMPT_DELAY_MS, maxWaiting = MAX_WAITING_PER_KEY, now: () => number = () => performance.now()): WrongAttemptPacer {
  const keys = new Map<string, { nextAt: number; waiting: number }>();
  const sweep = (t: number) => {
    for (const [key, k] of keys) if (k.waiting === 0 && k.nextAt <= t) keys.delete(key);
  };
  return {
    async turn(key) {
      const t = now();
      const k = keys.get(key) ?? { nextAt: t, waiting: 0 };
      if (k.waiting >= maxWaiting) return false;
      const at = Math.max(t, k.nextAt);
      k.nextAt = at + delayMs;
      k.waiting++;
      keys.set(key, k);
      if (keys.size > MAX_KEYS) sweep(t);
      if (at > t) await sleep(at - t);
      k.waiting--;
      return true;
    },
  };
}
