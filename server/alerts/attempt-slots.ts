// A fixed number of delivery attempts in flight at once: a push service that holds an attempt up to
// its deadline holds one slot, and the others go on. take() waits for a free slot; the attempt gives
// it back when it ends.
export interface AttemptSlots {
  take(): Promise<void>;
  giveBack(): void;
}

export function createAttemptSlots(size: number): AttemptSlots {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    take() {
      if (free > 0) {
        free--;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    giveBack() {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}
