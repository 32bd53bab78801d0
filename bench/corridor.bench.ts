// Route corridor search on the national station set: a ~1,000 km route (A-2 Madrid-Barcelona, then
// down the coast to Elche) with 20,000 vertices, diesel, 0.5 km each side. Median time (target
// ≤ 10 ms) and speed-up against the brute-force reference in the same run (target ≥ 100×), with a
// check that both give the same stations, distances and order.
// Runnable alone: node --import tsx bench/corridor.bench.ts
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { buildStationIndex } from "../server/stations/station-index.ts";
import * as v from "valibot";
import { corridorSearch, RouteTooComplex } from "../server/stations/corridor-search.ts";
import { searchRouteRequest } from "../src/domain/contract/route.ts";
import { encodePolyline } from "../src/domain/polyline.ts";
import { routeLengthKm } from "../src/domain/route-geometry.ts";
import { bruteForceCorridor } from "../tests/helpers/brute-force-corridor.ts";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints, type LatLon } from "../tests/helpers/route-fixtures.ts";

const DATA = (name: string) => fileURLToPath(new URL(`../../shared/data/${name}`, import.meta.url));
const VERTICES = 20_000;
const WIDTH_KM = 0.5;
/** After Barcelona: Tarragona, Castelló, València, Alacant, Elx. */
const COAST: LatLon[] = [[41.119, 1.245], [39.986, -0.051], [39.47, -0.376], [38.345, -0.481], [38.267, -0.698]];

function timeRuns(runs: number, fn: () => unknown): number[] {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;

export async function runCorridorBench(): Promise<Record<string, number | string>> {
  const feed = parseFeed(await readFeedFile(DATA("estaciones-nacional-reconstruido-2026-04-15.json.gz")));
  const index = buildStationIndex(feed.stations);
  const product = index.byProduct.diesel;
  const route = densify([...municipalityWaypoints(feed.stations, A2_MUNICIPALITIES), ...COAST], VERTICES, 0.3);

  timeRuns(20, () => corridorSearch(product, route, WIDTH_KM)); // JIT warm-up
  const fast = timeRuns(100, () => corridorSearch(product, route, WIDTH_KM));
  const brute = timeRuns(3, () => bruteForceCorridor(product, route, WIDTH_KM));
  const hits = corridorSearch(product, route, WIDTH_KM);
  const identical = JSON.stringify(hits) === JSON.stringify(bruteForceCorridor(product, route, WIDTH_KM));

  // Hostile polylines: the worst of them, decoded and checked as the endpoint does, then
  // the corridor; refused, but what does refusing cost?
  const zigZag = encodePolyline(Array.from({ length: 45_000 }, (_, i): [number, number] => (i % 2 ? [43.3, 2.9 - i * 1e-5] : [36.5 + i * 1e-5, -6.2])));
  const folding = new Float64Array(Array.from({ length: 2_500 }, (_, i) => [40.4168 + (i % 2) * 0.009, -3.7038 + (i % 7) * 1e-6]).flat());
  const hostile = [
    timeRuns(5, () => v.safeParse(searchRouteRequest, { combustible: "diesel", latitud: 40.4, longitud: -3.7, ruta: zigZag })),
    timeRuns(5, () => {
      try {
        corridorSearch(product, folding, 5);
      } catch (error) {
        if (!(error instanceof RouteTooComplex)) throw error;
      }
    }),
  ];
  const wide = timeRuns(10, () => corridorSearch(product, route, 5));

  return {
    "route km": +routeLengthKm(route).toFixed(0),
    "route vertices": VERTICES,
    "diesel stations indexed": product.stations.length,
    "stations in the 0.5 km corridor": hits.length,
    "corridor median ms (target ≤ 10)": +median(fast).toFixed(3),
    "corridor p95 ms": +fast[Math.floor(fast.length * 0.95)]!.toFixed(3),
    "brute force median ms": +median(brute).toFixed(0),
    "speed-up vs brute force (target ≥ 100×)": +(median(brute) / median(fast)).toFixed(0),
    "same result as brute force": identical ? "yes" : "NO",
    "same route, 5 km each side, median ms": +median(wide).toFixed(2),
    "worst hostile polyline, median ms (target ≤ 50)": +Math.max(...hostile.map(median)).toFixed(2),
    "  1 MB zig-zag across Spain (refused by length) ms": +median(hostile[0]!).toFixed(2),
    "  path folding 2,500 times in Madrid, 5 km (refused by work) ms": +median(hostile[1]!).toFixed(2),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await runCorridorBench());
}
