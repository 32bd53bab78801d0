// The turn of a background step on the event loop that requests answer on (the history back-fill's
// statements on the embedded database, which run on this thread and cannot be interrupted). A step
// starts only once no request has been in flight for QUIET_MS, so a search arriving in a burst is
// never queued behind more than the one step already running; under a load that never pauses, a step
// still runs every MAX_WAIT_MS, so the background work keeps going at a small share of the loop.
// Measured with bench/history-searches.bench.ts: pausing after each step for as long as it held the
// loop (pagePacer) left searches behind half of the steps, a p99 twice its baseline's.
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { performance } from "node:perf_hooks";
import { msSinceRequests } from "./request-activity.ts";

export const QUIET_MS = 10;
export const MAX_WAIT_MS = 1000;

/** Resolves when the next background step may run. */
export async function giveWayToRequests(sinceRequests: () => number = msSinceRequests): Promise<void> {
  // Requests that arrived during the last step are read (and counted) before anything is decided.
  await nextTurn();
  const started = performance.now();
  for (;;) {
    const quiet = sinceRequests();
    const waited = performance.now() - started;
    if (quiet >= QUIET_MS || waited >= MAX_WAIT_MS) return;
    await sleep(Math.max(1, Math.min(QUIET_MS - quiet, MAX_WAIT_MS - waited)));
  }
}
