// Builds the place-search tables on a worker thread (places-rebuild-worker.ts), one worker per
// rebuild: a rebuild comes after an ingest that changed the feed's municipalities, a few times a
// day at most, and a worker that ends gives its memory back.
import { Worker } from "node:worker_threads";
import { workerScript } from "../worker-script.ts";
import type { GazetteerEntry } from "./gazetteer-entry.ts";
import type { PlaceSearchTables } from "./place-search.ts";

/** The worker's file beside this one (server/worker-script.ts). */
export function placesWorkerScript(moduleUrl: string): { script: string | URL; eval: boolean } {
  return workerScript(moduleUrl, "places-rebuild-worker");
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
