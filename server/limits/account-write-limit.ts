// The per-account limit on the writes an account can repeat at will (the discounts' and favourites'
// syncs, the profile, alerts kept with the account): keyed by the account id in the bearer token,
// whose signature is checked here (no database), and taken before the auth guard's lookups, so a
// flood from one account is refused from memory and the database stays free for everyone else's saves.
// A request without a valid token passes through untouched: the guard after it answers 401.
// Refusals themselves are paced per account (one every REFUSAL_SPACING_MS, as wrong admin tokens are):
// a loop that ignores Retry-After waits for each answer instead of spinning on instant 429s, which on
// their own would keep the event loop busy and slow everyone's saves.
import type { Env, MiddlewareHandler } from "hono";
import type { TokenService } from "../accounts/tokens.ts";
import type { RateCounter } from "./rate-counter-types.ts";
import { tooManyRequests } from "./rate-limit.ts";
import { createWrongAttemptPacer } from "./wrong-attempt-pacer.ts";

const BEARER = /^Bearer\s+([A-Za-z0-9_.~+/=-]+)\s*$/i;
const nothingToGiveBack = async () => {};

/**
 * A counter that remembers, in this process, until when a key was refused, and answers from memory
 * until then: on PostgreSQL each take is a transaction, and a flood's refusals would all be queries.
 */
export function refusalMemo(counter: RateCounter, nowMs: () => number): RateCounter {
  const refusedUntil = new Map<string, number>();
  return {
    async take(key) {
      const until = refusedUntil.get(key);
      if (until !== undefined) {
        const left = until - nowMs();
        if (left > 0) return { allowed: false, retryAfterS: Math.max(1, Math.ceil(left / 1000)), giveBack: nothingToGiveBack };
        refusedUntil.delete(key);
      }
      const verdict = await counter.take(key);
      if (!verdict.allowed) refusedUntil.set(key, nowMs() + verdict.retryAfterS * 1000);
      return verdict;
    },
  };
}

/**
 * Writes of one account run one at a time in this process, and this many more wait their turn (the
 * app's favourites and discounts syncs may start together); past it they are refused. A loop's budget
 * spent all at once would otherwise queue everyone's saves behind it in the database.
 */
export const ACCOUNT_WRITES_WAITING = 4;

/** One account's refusals are answered this far apart: ten a second, whatever its concurrency. */
export const REFUSAL_SPACING_MS = 100;
/** Refusals of one account held at once; past it they are answered without waiting. */
const MAX_HELD_REFUSALS = 100;

interface Lane { tail: Promise<void>; queued: number }

export function accountWriteLimit<E extends Env>(counter: RateCounter, tokens: TokenService): MiddlewareHandler<E> {
  const lanes = new Map<string, Lane>();
  const pacer = createWrongAttemptPacer(REFUSAL_SPACING_MS, MAX_HELD_REFUSALS);
  return async (c, next) => {
    const bearer = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    const token = bearer ? await tokens.verify(bearer) : null;
    if (!token) return next();
    const key = token.userId;
    const refuse = async (retryAfterS: number) => {
      await pacer.turn(key);
      return tooManyRequests(c, retryAfterS);
    };
    const lane = lanes.get(key) ?? { tail: Promise.resolve(), queued: 0 };
    if (lane.queued > ACCOUNT_WRITES_WAITING) return refuse(1);
    lane.queued++;
    lanes.set(key, lane);
    const previous = lane.tail;
    let done!: () => void;
    lane.tail = new Promise<void>((resolve) => { done = resolve; });
    let retryAfterS = 0;
    try {
      await previous;
      const verdict = await counter.take(key);
      if (verdict.allowed) await next();
      else retryAfterS = verdict.retryAfterS;
    } finally {
      done();
      if (--lane.queued === 0) lanes.delete(key);
    }
    // Refused by the window: paced after its turn is over, so the wait holds up none of the account's.
    if (retryAfterS > 0) return refuse(retryAfterS);
  };
}
