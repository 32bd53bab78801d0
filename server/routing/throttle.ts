// Spaces calls to an upstream service at least `minIntervalMs` apart (the public OSRM demo allows
// about one request a second). A caller that would have to wait longer than it may is told so at
// once instead of queueing past its own timeout.

export interface Throttle {
  /** Milliseconds to wait before calling, or null when that would exceed `maxWaitMs`. */
  reserve(maxWaitMs: number): number | null;
}

export function createThrottle(minIntervalMs: number, now: () => number = Date.now): Throttle {
  let nextFree = 0;
  return {
    reserve(maxWaitMs) {
      const t = now();
      const slot = Math.max(t, nextFree);
      if (slot - t > maxWaitMs) return null;
      nextFree = slot + minIntervalMs;
      return slot - t;
    },
  };
}
