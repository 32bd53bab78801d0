// Background work that goes through the database in pages (the alert evaluation after an ingest, the
// queueing of its notifications) shares the event loop with requests: on the embedded database each
// statement runs on this thread, so after each page the loop is left alone for a while. As long as
// the page held it when requests are few (the work then takes at most half of the loop), and four
// times as long while the loop is busy with requests, so they keep four fifths of it: at half, a
// search load's latency doubled while 20,000 crossings were queued. PostgreSQL runs statements in its
// own process: no pause there.
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "./db.ts";
import { createLoopBusy, type LoopBusy } from "../process/loop-busy.ts";

/** The pause after a page, in multiples of the time the page took, while the loop is busy. */
const BUSY_PAUSE = 4;

export function pagePacer(db: Pick<Db, "kind">, loopBusy: LoopBusy = createLoopBusy()): <T>(page: () => Promise<T>) => Promise<T> {
  if (db.kind !== "pglite") return (page) => page();
  return async (page) => {
    const started = performance.now();
    const result = await page();
    const held = performance.now() - started;
    await sleep(loopBusy() ? held * BUSY_PAUSE : held);
    return result;
  };
}
