// A budget of work per client address (a token bucket): each request spends what it will cost, the
// budget refills at a steady rate up to a cap, and a request that finds too little left is refused
// (429 with Retry-After) before any of its work is done. So a client looping on the most expensive
// request the API accepts gets one now and then, not a core: the rest of the server keeps answering.
// In memory, per process (several processes each give a client their own budget).

export interface WorkBudget {
  /** Whether the client has anything left (a cheap check before reading a large body). */
  hasAny(key: string): boolean;
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

export function createWorkBudget({ perSecond, capacity, now = () => performance.now(), maxKeys = 50_000 }: WorkBudgetOptions): WorkBudget {
  const buckets = new Map<string, { units: number; at: number }>();
  const level = (key: string, t: number) => {
    const b = buckets.get(key);
    return b ? Math.min(capacity, b.units + ((t - b.at) / 1000) * perSecond) : capacity;
  };
  const sweep = (t: number) => {
    for (const key of buckets.keys()) if (level(key, t) >= capacity) buckets.delete(key);
  };
  return {
    hasAny: (key) => level(key, now()) >= 1,
    spend(key, cost) {
      const t = now();
      const charge = Math.min(cost, capacity);
      const units = level(key, t);
      if (units < charge) return Math.max(1, Math.ceil((charge - units) / perSecond));
      buckets.set(key, { units: units - charge, at: t });
      if (buckets.size > maxKeys) sweep(t);
      return 0;
    },
  };
}
