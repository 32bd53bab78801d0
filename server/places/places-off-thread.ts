// Builds the place-search tables on a worker thread (places-rebuild-worker.ts), one worker per
// rebuild: a rebuild comes after an ingest that changed the feed's municipalities, a few times a
// day at most, and a worker that ends gives its memory back.
import { Worker } from "node:worker_threads";
import type { GazetteerEntry } from "./gazetteer-entry.ts";
import type { PlaceSearchTables } from "./place-search.ts";

/**
 * The worker's file beside this one. Run from source, it is TypeScript, and a worker thread does not
 * inherit the tsx loader of the process: a few lines of JavaScript register it on the thread, then
 * load the worker. Compiled (dist-server/, where scripts/build-server.js makes it an entry of its
 * own), it is JavaScript beside this file's bundle, loaded as it is.
 */
export function placesWorkerScript(moduleUrl: string): { script: string | URL; eval: boolean } {
  if (!new URL(moduleUrl).pathname.endsWith(".ts")) return { script: new URL("./places-rebuild-worker.js", moduleUrl), eval: false };
  const worker = new URL("./places-rebuild-worker.ts", moduleUrl).href;
  return { script: `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(worker)}); })`, eval: true };
}

const WORKER = placesWorkerScript(import.meta.url);

export function buildTablesOffThread(gazetteers: readonly (readonly GazetteerEntry[])[], fromFeed: readonly GazetteerEntry[]): Promise<PlaceSearchTables> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER.script, { eval: WORKER.eval, workerData: { gazetteers, fromFeed } });
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
