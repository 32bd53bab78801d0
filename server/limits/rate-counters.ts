// Rate limits as the routes use them: a named counter per rule ("logins per address…"), taken before
// the work it guards, so concurrent requests cannot all pass a check made before any of them is
// counted; an event taken for an attempt that turns out not to count (a right password) is given back.
// One process (PGlite) counts in memory; several on one PostgreSQL share the counts in the database.
import type { Db } from "../db/db.ts";
import type { RateCounters } from "./rate-counter-types.ts";
import { createSlidingWindow } from "./rate-limit.ts";
import { postgresRateCounters } from "./shared-rate-counters.ts";

const nothingToGiveBack = async () => {};

export function memoryRateCounters(now: () => number): RateCounters {
  return {
    counter(_name, { limit, windowMs }) {
      const window = createSlidingWindow({ limit, windowMs, now });
      return {
        async take(key) {
          const verdict = window.check(key);
          if (!verdict.allowed) return { ...verdict, giveBack: nothingToGiveBack };
          const at = now();
          window.record(key);
          return { ...verdict, giveBack: async () => window.forget(key, at) };
        },
      };
    },
  };
}

/** In memory for the embedded database (one process), in the database on PostgreSQL. */
export function rateCountersFor(db: Db, now: () => number): RateCounters {
  return db.kind === "postgres" ? postgresRateCounters(db, now) : memoryRateCounters(now);
}
