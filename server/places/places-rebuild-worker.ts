// The worker thread of a places rebuild (places-off-thread.ts): merges the gazetteers with the
// feed's municipalities and builds the search tables, then sends them back and ends. Merging and
// sorting ~8,000 places with every name form takes ~250 ms, which requests would otherwise wait for.
import { parentPort, workerData } from "node:worker_threads";
import type { GazetteerEntry } from "./gazetteer-entry.ts";
import { mergePlaces } from "./merge-places.ts";
import { buildPlaceSearchTables } from "./place-search.ts";

const { gazetteers, fromFeed } = workerData as { gazetteers: GazetteerEntry[][]; fromFeed: GazetteerEntry[] };
const tables = buildPlaceSearchTables(mergePlaces(...gazetteers, fromFeed));
// The typed arrays move to the main thread instead of being copied.
parentPort!.postMessage(tables, [tables.rank.buffer, tables.names.place.buffer, tables.names.tier.buffer, tables.words.place.buffer, tables.words.tier.buffer] as ArrayBuffer[]);
