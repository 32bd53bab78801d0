// Background work that goes through the database in pages (the alert evaluation after an ingest)
// shares the event loop with requests: on the embedded database each statement runs on this thread,
// so after each page the loop is left alone for as long as the page held it. The work then takes at
// most half of the loop, and no search waits behind a run of pages. PostgreSQL runs statements in its
// own process: no pause there.
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "./db.ts";

export function pagePacer(db: Pick<Db, "kind">): <T>(page: () => Promise<T>) => Promise<T> {
  if (db.kind !== "pglite") return (page) => page();
  return async (page) => {
    const started = performance.now();
    const result = await page();
    await sleep(performance.now() - started);
    return result;
  };
}
