// Builds the place-search tables on a worker thread (places-rebuild-worker.ts), one worker per
// rebuild: a rebuild comes after an ingest that changed the feed's municipalities, a few times a
// day at most, and a worker that ends gives its memory back.
import { Worker } from "node:worker_threads";
import type { GazetteerEntry } from "./gazetteer-entry.ts";
import type { PlaceSearchTables } from "./place-search.ts";

/**
 * The worker is TypeScript, and a worker thread does not inherit the tsx loader of the process: a
 * few lines of JavaScript register it on the thread, then load the worker.
 */
const WORKER_URL = new URL("./places-rebuild-worker.ts", import.meta.url).href;
const BOOTSTRAP = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); })`;

export function buildTablesOffThread(gazetteers: readonly (readonly GazetteerEntry[])[], fromFeed: readonly GazetteerEntry[]): Promise<PlaceSearchTables> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { gazetteers, fromFeed } });
    let done = false;
    worker.once("message", (tables: PlaceSearchTables) => {
      done = true;
      resolve(tables);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!done) reject(new Error(`la reconstrucción de lugares terminó sin resultado (código ${code})`));
    });
  });
}
