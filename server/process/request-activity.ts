// Whether the API host is answering requests right now or has just been: background work on the
// event loop (the history back-fill's statements on the embedded database) runs its next short step
// only once requests have left the loop alone for a moment, so a search never queues behind it. One
// count per process, kept by the HTTP server (api-server.ts); a process without one is always quiet.
import { performance } from "node:perf_hooks";

let inFlight = 0;
let lastEndedAt = -Infinity;

/** Counts a request from its arrival until its answer is sent or its connection dropped. */
export function trackRequest(done: { once(event: "close", listener: () => void): unknown }): void {
  inFlight++;
  done.once("close", () => {
    inFlight--;
    lastEndedAt = performance.now();
  });
}

/** Milliseconds since the last request ended; 0 while one is being answered. */
export function msSinceRequests(): number {
  return inFlight > 0 ? 0 : performance.now() - lastEndedAt;
}
