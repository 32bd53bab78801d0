// What a rate counter is, apart from where it counts (memory: rate-counters.ts; PostgreSQL:
// shared-rate-counters.ts), so the middleware (rate-limit.ts) and both stores depend on this file
// and not on each other.
export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterS: number;
}

export interface TakenEvent extends RateVerdict {
  /** Uncounts the event (nothing happens when it was not allowed). */
  giveBack(): Promise<void>;
}

export interface RateCounter {
  /** Counts one event for `key` when it is under the limit; refuses (counting nothing) when not. */
  take(key: string): Promise<TakenEvent>;
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateCounters {
  /** The counter of one rule; `name` tells it apart from the other rules that share the store. */
  counter(name: string, rule: RateRule): RateCounter;
}
