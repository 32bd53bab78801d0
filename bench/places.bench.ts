// Place autosuggest speed: median time per query over 1,000 prefixes (1 to 10 characters) of real
// place names, on the gazetteer a full install builds (CNIG municipalities + GeoNames + the national
// feed's municipalities). Target ≤ 2 ms. Runnable alone: node --import tsx bench/places.bench.ts
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { placesFromStations } from "../server/places/feed-places.ts";
import { mergePlaces } from "../server/places/merge-places.ts";
import { createPlacesDirectory, loadGazetteers } from "../server/places/places-directory.ts";

const DATA = (name: string) => fileURLToPath(new URL(`../../shared/data/${name}`, import.meta.url));
const QUERIES = 1_000;

/** A small deterministic generator, so every run times the same prefixes. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function runPlacesBench(): Promise<Record<string, number | string>> {
  const feed = parseFeed(await readFeedFile(DATA("estaciones-nacional-reconstruido-2026-04-15.json.gz")));
  const t0 = performance.now();
  const gazetteers = await loadGazetteers({ placesCsv: DATA("ngmep-municipios-2024.csv") });
  const loadMs = performance.now() - t0;
  const directory = createPlacesDirectory({ gazetteers });
  const build = directory.rebuild(feed.stations);

  const names = mergePlaces(...gazetteers, placesFromStations(feed.stations)).flatMap((p) => p.names);
  const random = lcg(2024);
  const prefixes = Array.from({ length: QUERIES }, () => {
    const name = names[Math.floor(random() * names.length)]!;
    return name.slice(0, 1 + Math.floor(random() * 10));
  });

  for (const q of prefixes.slice(0, 200)) directory.suggestLocal(q, 8); // JIT warm-up
  const times: number[] = [];
  let hits = 0;
  for (const q of prefixes) {
    const start = performance.now();
    hits += directory.suggestLocal(q, 8).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    "places in the gazetteer": build.places,
    "gazetteer files load ms": +loadMs.toFixed(0),
    "gazetteer merge + index build ms": +build.buildMs.toFixed(0),
    queries: QUERIES,
    "autosuggest median ms/query (target ≤ 2)": +quantile(times, 0.5).toFixed(4),
    "autosuggest p95 ms/query": +quantile(times, 0.95).toFixed(4),
    "autosuggest max ms/query": +times[times.length - 1]!.toFixed(3),
    "mean suggestions per query": +(hits / QUERIES).toFixed(2),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await runPlacesBench());
}
