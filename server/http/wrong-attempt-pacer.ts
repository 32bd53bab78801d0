// Wrong guesses of a secret (the admin token) answered slowly: one at a time per client address, each
// WRONG_ATTEMPT_DELAY_MS after the one before, so guessing runs at one try a second per address however
// many requests are sent at once. Only wrong attempts wait: the right token is checked first and never
// waits or is refused, even from an address that a guesser shares (behind a proxy, everyone's).
// A counter would lock the owner out with the guesser; a queue only slows the guesser.
import { setTimeout as sleep } from "node:timers/promises";

export const WRONG_ATTEMPT_DELAY_MS = 1000;
/** Wrong attempts one address may have waiting; past it they are refused at once (429), not held. */
export const MAX_WAITING_PER_KEY = 20;

export interface WrongAttemptPacer {
  /** Resolves when this wrong attempt may be answered: true, or false at once when too many wait. */
  turn(key: string): Promise<boolean>;
}

export function createWrongAttemptPacer(delayMs = WRONG_ATTEMPT_DELAY_MS, maxWaiting = MAX_WAITING_PER_KEY): WrongAttemptPacer {
  const queues = new Map<string, { last: Promise<unknown>; waiting: number }>();
  return {
    async turn(key) {
      const queue = queues.get(key) ?? { last: Promise.resolve(), waiting: 0 };
      if (queue.waiting >= maxWaiting) return false;
      queue.waiting++;
      queues.set(key, queue);
      const mine = queue.last.then(() => sleep(delayMs));
      queue.last = mine;
      await mine;
      if (--queue.waiting === 0) queues.delete(key);
      return true;
    },
  };
}
