// Whether the event loop, the thread that answers requests, has been busy lately: background work
// (the alert evaluation's pages, the delivery of notifications) checks it to give way to requests.
// Event-loop utilisation over the last window, looked at again once the window has passed.
import { performance } from "node:perf_hooks";

/** Over this share of the window spent running (answering requests, mostly), the loop is busy. */
const BUSY_UTILIZATION = 0.7;
const WINDOW_MS = 250;

export type LoopBusy = () => boolean;

export function createLoopBusy(): LoopBusy {
  let mark = performance.eventLoopUtilization();
  let markedAt = performance.now();
  let busy = false;
  return () => {
    const t = performance.now();
    if (t - markedAt >= WINDOW_MS) {
      busy = performance.eventLoopUtilization(mark).utilization > BUSY_UTILIZATION;
      mark = performance.eventLoopUtilization();
      markedAt = t;
    }
    return busy;
  };
}
