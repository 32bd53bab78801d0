// The offline national snapshot: its size on the wire (target ≤ 300 KB gzip), the time to decode it,
// and the nearby search on it, the code the app's worker runs (target ≤ 50 ms), as a ratio to the
// server's search for the same 1,000 queries. Runnable alone: node --import tsx bench/offline.bench.ts
import { gunzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { SEARCH_PRODUCTS } from "../src/domain/fuels.ts";
import { decodeSnapshot, searchSnapshot, type NationalSnapshot } from "../src/domain/snapshot.ts";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { buildSnapshotPayload } from "../server/stations/national-snapshot.ts";
import { nearbyResults } from "../server/stations/nearby-search.ts";
import { buildStationIndex } from "../server/stations/station-index.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import type { Station } from "../server/feed/station.ts";

/** The 2019 national feed: ten products, the widest the shared data has (the size budget of every product). */
const NATIONAL_2019_FILE = "../shared/data/estaciones-nacional-2019-09-04.json.gz";
/** What the snapshot carried before every product was searchable. */
const FOUR_FUELS: ReadonlySet<string> = new Set([SEARCH_PRODUCTS["95"], SEARCH_PRODUCTS["98"], SEARCH_PRODUCTS.diesel, SEARCH_PRODUCTS.glp]);

/** Gzip KB of the snapshot with every product, and with the four of before, for the same stations. */
async function everyProductSizes(): Promise<{ all: number; four: number; products: number }> {
  const stations = parseFeed(await readFeedFile(NATIONAL_2019_FILE)).stations;
  const fourOnly = stations.map((s): Station => ({ ...s, prices: Object.fromEntries(Object.entries(s.prices).filter(([fuel]) => FOUR_FUELS.has(fuel))) }));
  const all = await buildSnapshotPayload(buildStationIndex(stations), null);
  const four = await buildSnapshotPayload(buildStationIndex(fourOnly), null);
  const products = new Set(stations.flatMap((s) => Object.keys(s.prices))).size;
  return { all: all.gzip.length / 1024, four: four.gzip.length / 1024, products };
}

const QUERIES = 1_000;

function lcg(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => Math.max(...values);

export async function runOfflineBench(): Promise<Record<string, number | string>> {
  const index = buildStationIndex(parseFeed(await readFeedFile(NATIONAL_FILE)).stations);
  const t0 = performance.now();
  const payload = await buildSnapshotPayload(index, new Date());
  const buildMs = performance.now() - t0;

  const t1 = performance.now();
  const snapshot = (JSON.parse(gunzipSync(payload.gzip).toString("utf8")) as { entity: NationalSnapshot }).entity;
  const local = decodeSnapshot(snapshot);
  const decodeMs = performance.now() - t1;

  const random = lcg(42);
  const queries = Array.from({ length: QUERIES }, (_, n) => {
    const anchor = index.stations[Math.floor(random() * index.stations.length)]!;
    return {
      producto: (["diesel", "95", "98"] as const)[n % 3]!,
      distancia: 1 + Math.floor(random() * 50),
      latitud: anchor.latitud + (random() - 0.5) * 0.3,
      longitud: anchor.longitud + (random() - 0.5) * 0.4,
      at: new Date(),
    };
  });
  for (const q of queries.slice(0, 100)) {
    searchSnapshot(local, q);
    nearbyResults(index, q);
  }
  const time = (search: (q: (typeof queries)[number]) => unknown) =>
    queries.map((q) => {
      const start = performance.now();
      search(q);
      return performance.now() - start;
    });
  const localTimes = time((q) => searchSnapshot(local, q));
  const serverTimes = time((q) => nearbyResults(index, q));
  const sizes2019 = await everyProductSizes();

  return {
    "stations in the snapshot": payload.stations,
    "snapshot JSON (KB)": (payload.json.length / 1024).toFixed(1),
    "snapshot gzip (KB, target ≤ 300)": (payload.gzip.length / 1024).toFixed(1),
    "build once per index: encode + gzip (ms)": buildMs.toFixed(0),
    "app: parse + decode after download (ms)": decodeMs.toFixed(0),
    "local search, median / max (ms, target ≤ 50)": `${median(localTimes).toFixed(2)} / ${max(localTimes).toFixed(2)}`,
    "server search, median / max (ms)": `${median(serverTimes).toFixed(2)} / ${max(serverTimes).toFixed(2)}`,
    "local / server, median time": (median(localTimes) / median(serverTimes)).toFixed(2),
    [`2019 feed, every product (${sizes2019.products}): snapshot gzip (KB, target ≤ 300)`]: sizes2019.all.toFixed(1),
    "2019 feed, the four products of before: snapshot gzip (KB)": sizes2019.four.toFixed(1),
    "2019 feed, every product / four": (sizes2019.all / sizes2019.four).toFixed(2),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [label, value] of Object.entries(await runOfflineBench())) console.log(`${label.padEnd(50)} ${value}`);
}
