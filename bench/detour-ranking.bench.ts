// Ranking a route's stations by net saving on the national station set: the ~1,000 km
// route of the corridor bench (A-2 Madrid-Barcelona, then the coast to Elche, 20,000 vertices),
// diesel, as searchruta answers `desvioKm`: the corridor, every station's estimated detour and its net
// saving, best first. Target: ≤ 20 ms with a 5 km detour; baseline in the same run: SPEC's 0.5 km.
// Each run is timed twice: its CPU time (what the work costs, the figure the target is read on) and
// its wall time, which on a two-core machine shared with other jobs also counts the time it waited
// for a core.
// Runnable alone: node --import tsx bench/detour-ranking.bench.ts
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { buildStationIndex } from "../server/stations/station-index.ts";
import { corridorResults } from "../server/stations/route-search.ts";
import { rankWithEstimatedDetours } from "../server/stations/route-detours.ts";
import { effectiveFuelUse } from "../src/domain/fuel-use.ts";
import { routeLengthKm } from "../src/domain/route-geometry.ts";
import { timeRuns, type Timings } from "./cpu-runs.ts";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints, type LatLon } from "../tests/helpers/route-fixtures.ts";

const DATA = (name: string) => fileURLToPath(new URL(`../../shared/data/${name}`, import.meta.url));
const VERTICES = 20_000;
/** After Barcelona: Tarragona, Castelló, València, Alacant, Elx (as the corridor bench). */
const COAST: LatLon[] = [[41.119, 1.245], [39.986, -0.051], [39.47, -0.376], [38.345, -0.481], [38.267, -0.698]];
const AT = new Date("2026-04-15T10:00:00Z");

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => sorted(values)[Math.floor(values.length * 0.95)]!;

export async function runDetourRankingBench(): Promise<Record<string, number | string>> {
  const feed = parseFeed(await readFeedFile(DATA("estaciones-nacional-reconstruido-2026-04-15.json.gz")));
  const index = buildStationIndex(feed.stations);
  const ruta = densify([...municipalityWaypoints(feed.stations, A2_MUNICIPALITIES), ...COAST], VERTICES, 0.3);
  const use = effectiveFuelUse({});
  const rank = (km: number) =>
    rankWithEstimatedDetours(corridorResults(index, { producto: "diesel", latitud: 40.4168, longitud: -3.7038, ruta, anchoKm: km, at: AT }, { simplify: true }), use);

  // JIT warm-up, then the two widths alternated so the machine's noise falls on both alike.
  for (let i = 0; i < 10; i++) {
    rank(0.5);
    rank(5);
  }
  const narrow: Timings = { cpu: [], wall: [] };
  const wide: Timings = { cpu: [], wall: [] };
  for (let round = 0; round < 5; round++) {
    timeRuns(10, () => rank(0.5), narrow);
    timeRuns(10, () => rank(5), wide);
  }
  const count = (km: number) => rank(km).length;

  return {
    "route km": +routeLengthKm(ruta).toFixed(0),
    "stations ranked, 0.5 km / 5 km": `${count(0.5)} / ${count(5)}`,
    "0.5 km corridor ranked, median CPU ms (baseline)": +median(narrow.cpu).toFixed(2),
    "5 km detour ranked, median CPU ms (target ≤ 20)": +median(wide.cpu).toFixed(2),
    "5 km / 0.5 km, CPU": +(median(wide.cpu) / median(narrow.cpu)).toFixed(1),
    "wall ms, 0.5 km / 5 km, median": `${median(narrow.wall).toFixed(2)} / ${median(wide.wall).toFixed(2)}`,
    "wall ms, 5 km, p95": +p95(wide.wall).toFixed(2),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await runDetourRankingBench());
}
