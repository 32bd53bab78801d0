// Ingest and index figures on the national reconstructed file: parse, first ingest into an on-disk
// PGlite, re-ingest with no price change, load from the database and index rebuild.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPgliteDb } from "../server/db/pglite-db.ts";
import { migrate } from "../server/db/migrate.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { parseFeed, parseFeedYielding } from "../server/feed/parse-feed.ts";
import { ingestFeed } from "../server/feed/ingest.ts";
import { loadServedData } from "../server/stations/load-stations.ts";
import { buildStationIndex } from "../server/stations/station-index.ts";

export const NATIONAL_FILE = "../shared/data/estaciones-nacional-reconstruido-2026-04-15.json.gz";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => Math.round(n);

/** The longest gap between turns of the event loop while it runs. */
function watchEventLoop(): { stop(): number } {
  let longest = 0;
  let last = performance.now();
  let watching = true;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (watching) setImmediate(turn);
  };
  setImmediate(turn);
  return {
    stop() {
      watching = false;
      return Math.max(longest, performance.now() - last);
    },
  };
}

export async function runIngestBench() {
  const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-bench-"));
  const db = await createPgliteDb(path.join(dir, "pglite"));
  try {
    await migrate(db);
    const bytes = await readFeedFile(NATIONAL_FILE);
    let t = performance.now();
    const parsed = parseFeed(bytes);
    const parseMs = performance.now() - t;

    t = performance.now();
    const first = await ingestFeed(db, parsed, NATIONAL_FILE);
    const firstMs = performance.now() - t;

    t = performance.now();
    const again = await ingestFeed(db, parseFeed(bytes), NATIONAL_FILE);
    const againMs = performance.now() - t;

    t = performance.now();
    const { stations } = await loadServedData(db);
    const loadMs = performance.now() - t;

    // What requests feel: the longest the event loop is held while a refresh runs as the scheduler
    // runs it (parse in pieces, ingest, reload). The embedded database runs on this thread.
    const stall = watchEventLoop();
    await ingestFeed(db, await parseFeedYielding(bytes), NATIONAL_FILE);
    await loadServedData(db);
    const longestStallMs = stall.stop();

    const builds: number[] = [];
    for (let i = 0; i < 15; i++) {
      t = performance.now();
      buildStationIndex(stations);
      builds.push(performance.now() - t);
    }
    return {
      stations: first.stations,
      prices: first.prices,
      "parse ms": ms(parseMs),
      "first ingest into PGlite ms (target ≤ 3000)": ms(firstMs),
      "re-ingest, no price change ms (target ≤ 1500)": ms(againMs),
      "re-ingest history rows (expect 0)": again.historyRows,
      "load stations from PGlite ms": ms(loadMs),
      "index rebuild median ms (target ≤ 100)": +median(builds).toFixed(1),
      "longest event-loop stall during parse + re-ingest + reload ms": ms(longestStallMs),
    };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
