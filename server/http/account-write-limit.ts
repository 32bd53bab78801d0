// The per-account limit on the writes an account can repeat at will (the discounts' and favourites'
// syncs, the profile, alerts kept with the account): keyed by the account id in the bearer token,
// whose signature is checked here (no database), and taken before the auth guard's lookups, so a
// flood from one account is refused from memory and the database stays free for everyone else's saves.
// A request without a valid token passes through untouched: the guard after it answers 401.
import type { Env, MiddlewareHandler } from "hono";
import type { TokenService } from "../accounts/tokens.ts";
import type { RateCounter } from "./rate-counter-types.ts";
import { tooManyRequests } from "./rate-limit.ts";

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
 * Writes of one account running at once in this process. The app syncs one call at a time; more in
 * flight is a loop, and the window's budget taken all at once would queue everyone's saves behind it.
 */
export const ACCOUNT_WRITES_IN_FLIGHT = 2;

export function accountWriteLimit<E extends Env>(counter: RateCounter, tokens: TokenService): MiddlewareHandler<E> {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const bearer = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    const token = bearer ? await tokens.verify(bearer) : null;
    if (!token) return next();
    const key = token.userId;
    const running = inFlight.get(key) ?? 0;
    if (running >= ACCOUNT_WRITES_IN_FLIGHT) return tooManyRequests(c, 1);
    inFlight.set(key, running + 1);
    try {
      const verdict = await counter.take(key);
      if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfterS);
      await next();
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left === 0) inFlight.delete(key);
      else inFlight.set(key, left);
    }
  };
}
