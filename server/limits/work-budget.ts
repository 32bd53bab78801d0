// A budget of work per client address (a token bucket): each request spends what it will cost, the
// budget refills at a steady rate up to a cap, and a request that finds too little left is refused
// (429 with Retry-After) before its work is done. A refused client's next requests are refused before
// even their body is read, until the budget holds what the refused one needed: a client looping on the
// most expensive request the API accepts gets one now and then, not a core.
// In memory, per process (several processes each give a client their own budget).

export interface WorkBudget {
  /** 0 when the client may send a request now (its body may be read); else the seconds to wait. */
  waitBeforeReading(key: string): number;
  /** Spends `cost` when the client has it: 0; else nothing is spent and the seconds to wait. */
  spend(key: string, cost: number): number;
}

export interface WorkBudgetOptions {
  /** Work units refilled per second. */
  perSecond: number;
  /** Most units a client can hold (a burst); a request costing more is charged this much. */
  capacity: number;
  now?: () => number;
  /** Beyond this many addresses, the ones whose budget is full again are forgotten. */
  maxKeys?: number;
}

interface Bucket {
  units: number;
  at: number;
  /** What the last refused request needed: nothing is read until the budget holds it. */
  needed: number;
}

export function createWorkBudget({ perSecond, capacity, now = () => performance.now(), maxKeys = 50_000 }: WorkBudgetOptions): WorkBudget {
  const buckets = new Map<string, Bucket>();
  const level = (b: Bucket | undefined, t: number) => (b ? Math.min(capacity, b.units + ((t - b.at) / 1000) * perSecond) : capacity);
  const secondsFor = (missing: number) => Math.max(1, Math.ceil(missing / perSecond));
  const store = (key: string, bucket: Bucket) => {
    buckets.set(key, bucket);
    if (buckets.size <= maxKeys) return;
    for (const [k, b] of buckets) if (level(b, bucket.at) >= capacity) buckets.delete(k);
  };
  return {
    waitBeforeReading(key) {
      const b = buckets.get(key);
      const units = level(b, now());
      const needed = Math.max(1, b?.needed ?? 0);
      return units >= needed ? 0 : secondsFor(needed - units);
    },
    spend(key, cost) {
      const t = now();
      const charge = Math.min(cost, capacity);
      const units = level(buckets.get(key), t);
      if (units < charge) {
        store(key, { units, at: t, needed: charge });
        return secondsFor(charge - units);
      }
      store(key, { units: units - charge, at: t, needed: 0 });
      return 0;
    },
  };
}
