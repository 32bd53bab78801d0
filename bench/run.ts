// `npm run bench [name]`: every benchmark (or those whose name holds `name`), printed and written to
// bench/RESULTS.md (bench/results-file.ts). Targets are in the labels; figures that have a baseline
// measured in the same run are printed as ratios, because these machines are noisy.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { runIngestBench, NATIONAL_FILE } from "./ingest.bench.ts";
import { runHttpLoadBench } from "./http-load.bench.ts";
import { runEveryProductBench } from "./every-product.bench.ts";
import { runCorridorBench } from "./corridor.bench.ts";
import { runDetourRankingBench } from "./detour-ranking.bench.ts";
import { runRefuelPlanBench } from "./refuel-plan.bench.ts";
import { runPlacesBench } from "./places.bench.ts";
import { runOfflineBench } from "./offline.bench.ts";
import { runFirstLoadBench } from "./first-load.bench.ts";
import { runLighthouseBench } from "./lighthouse.bench.ts";
import { runHostileRoutesBench } from "./hostile-routes.bench.ts";
import { runNewPointLoadBench } from "./new-point-load.bench.ts";
import { runReportsBench } from "./reports.bench.ts";
import { runAlertsBench } from "./alerts.bench.ts";
import { runHostileRouteClientsBench } from "./hostile-route-clients.bench.ts";
import { runAlertDeliveryBench } from "./alert-delivery.bench.ts";
import { runServerStartBench } from "./server-start.bench.ts";
import { runMapDragBench } from "./map-drag.bench.ts";
import { runHistoryBench } from "./history.bench.ts";
import { runHistorySearchBench } from "./history-searches.bench.ts";
import { runKeptOurOwnBench } from "./kept-our-own.bench.ts";
import { machineLine, sectionOf, writeResults, type Figures } from "./results-file.ts";

const benches: [string, () => Promise<Figures>][] = [
  ["Ingest and index (national file)", runIngestBench],
  ["HTTP search under load (50 connections)", () => runHttpLoadBench(Number(process.env.BENCH_SECONDS ?? 10))],
  ["Every product: new-point searches on the 2019 national file (10 products) beside the four fuels", () => runEveryProductBench(Number(process.env.BENCH_SECONDS ?? 10))],
  ["Route corridor search (1,000 km, 20,000 vertices, national file)", runCorridorBench],
  ["Route ranking by net saving with detours (1,000 km, national file)", runDetourRankingBench],
  ["Refuelling plan of the longest accepted route (5 km detour) beside its corridor search", runRefuelPlanBench],
  ["Hostile searchruta polylines on the real server (health probe alongside)", runHostileRoutesBench],
  ["Four clients looping on the largest accepted route search (health p99 beside its baseline)", runHostileRouteClientsBench],
  ["New-point searches, 200 connections × 30 s", () => runNewPointLoadBench(Number(process.env.BENCH_NEW_POINT_SECONDS ?? 30))],
  ["Price reports (informemedia*), computed once per index", runReportsBench],
  ["Price alerts: 100,000 evaluated after a national ingest", runAlertsBench],
  ["Price alerts: 20,000 notifications at once, searches beside them (real server)", runAlertDeliveryBench],
  ["Place autosuggest (1,000 prefixes)", runPlacesBench],
  ["Offline snapshot and local search (national file, 1,000 queries)", runOfflineBench],
  ["First screen: JS and CSS loaded by / (built app, Chromium)", runFirstLoadBench],
  ["Lighthouse mobile (home and a results page, median of 3)", runLighthouseBench],
  ["Server start: compiled (dist-server) against tsx", runServerStartBench],
  ["Browsing map: drags of /mapa at zoom 6, 12 and 13 on a 4× slowed CPU, and the first screen's bytes", runMapDragBench],
  ["A year of price history (national file, embedded database)", runHistoryBench],
  ["Searches while the server back-fills the national history (real server, local Ministry stand-in)", runHistorySearchBench],
  ["Kept our own, measured against the plain way or the library (random tokens, request body, numbers without Intl, rate limits)", () => runKeptOurOwnBench(Number(process.env.BENCH_SECONDS ?? 5))],
];

if (!existsSync(NATIONAL_FILE)) {
  console.error(`../shared/data is missing (${NATIONAL_FILE}): the benchmarks need the real national file.`);
  process.exit(1);
}

// The benches measure the server as `npm start` runs it (bench/server-process.ts, AS_NPM_START): its
// compiled JavaScript, rebuilt here from today's source so that no bench times an older build.
execFileSync(process.execPath, ["scripts/build-server.js"], { stdio: "inherit" });

const only = process.argv[2];
const machine = machineLine();
const fresh = new Map<string, string>();
for (const [name, run] of benches) {
  if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n## ${name}`);
  const figures = await run();
  for (const [label, value] of Object.entries(figures)) console.log(`  ${label.padEnd(58)} ${value}`);
  // A bench that could not run (no build, no browser) leaves its last figures in place.
  if (!("skipped" in figures)) fresh.set(name, sectionOf(name, figures, machine, new Date().toISOString().slice(0, 10)));
}
writeResults(fresh, benches.map(([name]) => name));
