// The turn of a background step on the event loop that requests answer on (the history back-fill's
// slices on the embedded database, whose statements run on this thread and cannot be interrupted). A
// step starts only once no request has been in flight for QUIET_MS, so a search arriving in a burst
// waits at most for the one statement running (PGlite gives the loop a turn after each); under a load
// that never pauses, a step still runs every MAX_WAIT_MS, so the work keeps going at a small share of
// the loop. After a step the thread also rests as long as the step ran.
// Measured (bench/history-searches.bench.ts, a twin server without back-fill asked the same points in
// turn as the baseline, 2 shared cores at a load of 4-16): pausing after each batch for as long as it
// held the loop, whatever the requests (the old pagePacer), left searches behind the batches, a p99
// 2-4 times the baseline's; with this turn, searches that come with no gap keep their p99 (0.9-1.2×
// the twin's). Searches paced every 20 ms had measured 1.8-4.5× the twin's p99; traced (each search,
// slice, GC pause, loop stall and worker message timed on one clock) most of that was the bench: its
// live feed was dated in the past, so the newest past day became the current data (a whole ingest and
// index rebuild on this thread), and it measured during the server's start (its first index rebuild
// with the historically-low thresholds). Without those, 0.8-1.8× the twin's p99 (load about 1). What
// is left is the slices: a paced search that overlaps one has a p99 of 19-25 ms, one that does not
// 9-17 ms (the twin's 11-14). Not a day's arrival: its message handler takes under 0.2 ms on this
// thread and the clone of its columns about 1.5 ms; the worker's parse does run at nice 19 (checked
// per thread in /proc), though V8's helper threads (garbage collection, nice 0) ran 1.5 s of CPU in
// those 15 s against the worker's 0.6 s.
// The rest keeps the thread asleep at least half the time, so the kernel runs it at once when a
// request comes; it did not move the figures beyond the machine's noise.
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { performance } from "node:perf_hooks";
import { msSinceRequests } from "./request-activity.ts";

export const QUIET_MS = 10;
export const MAX_WAIT_MS = 1000;

/**
 * Resolves when the next background step may run: after at least `restMs` (the last step's length, so
 * the thread spends at least half its time asleep: the kernel's scheduler then wakes it at once for a
 * request, where a thread that ran the whole time waits its turn behind the machine's other work).
 */
export async function giveWayToRequests(restMs = 0, sinceRequests: () => number = msSinceRequests): Promise<void> {
  // Requests that arrived during the last step are read (and counted) before anything is decided.
  if (restMs >= 1) await sleep(restMs);
  else await nextTurn();
  const started = performance.now();
  for (;;) {
    const quiet = sinceRequests();
    const waited = performance.now() - started;
    if (quiet >= QUIET_MS || waited >= MAX_WAIT_MS) return;
    await sleep(Math.max(1, Math.min(QUIET_MS - quiet, MAX_WAIT_MS - waited)));
  }
}
