// A long result list reaches the page in steps: the cards of the first screen at once, then a few more
// per task until all are there. Two hundred cards in one go are one long task on a phone (render,
// commit, style and layout together), during which a tap waits; in steps of a dozen no task is long,
// and the cards below the fold are in place well before a thumb scrolls to them.
import { startTransition, useEffect, useState } from "react";

/** The first `first` items, growing by `step` a task (each step a transition) until all are shown. */
export function useGrowingList<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [shown, setShown] = useState({ items, count: first });
  let count = shown.count;
  if (shown.items !== items) {
    // A new list (new search or order) starts again from its first screen.
    count = first;
    setShown({ items, count });
  }
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => startTransition(() => setShown((current) => (current.items === items ? { items, count: current.count + step } : current))), 0);
    return () => clearTimeout(timer);
  }, [items, count, step]);
  return count >= items.length ? items : items.slice(0, count);
}
