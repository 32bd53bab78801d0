// Planning the refuels of the longest route the API accepts (just under 3,000 km: the A-2 Madrid-Barcelona,
// the coast to Andalusia, then west and north to Galicia and back east; 50,000 vertices), diesel, 5 km detour, on the
// national station set: POST planruta's work (the corridor with its detours, then the exact plan)
// beside the corridor search it builds on, timed in the same run (target: planning ≤ 2 × the
// corridor). The device's code path too: the same plan made from the corridor's stations by the
// domain function the app's planOnDevice calls (planFromCorridor), with and without the driver's
// discount plans ("Tu precio"). CPU time is the figure read; wall time also counts waits
// for a core on a shared machine.
// Runnable alone: node --import tsx bench/refuel-plan.bench.ts
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { buildStationIndex } from "../server/stations/station-index.ts";
import { corridorResults } from "../server/stations/route-search.ts";
import { rankWithEstimatedDetours } from "../server/stations/route-detours.ts";
import { MAX_ROUTE_KM, MAX_ROUTE_VERTICES } from "../src/domain/route-limits.ts";
import { effectiveFuelUse } from "../src/domain/fuel-use.ts";
import { refuelPlanAnswer } from "../src/domain/refuel-plan-answer.ts";
import { planFromCorridor, planStations } from "../src/domain/refuel-corridor.ts";
import { routeLengthKm } from "../src/domain/route-geometry.ts";
import type { DiscountPlan } from "../src/domain/discounts.ts";
import { timeRuns, type Timings } from "./cpu-runs.ts";
import { A2_MUNICIPALITIES, densify, municipalityWaypoints, type LatLon } from "../tests/helpers/route-fixtures.ts";

const DATA = (name: string) => fileURLToPath(new URL(`../../shared/data/${name}`, import.meta.url));
const DETOUR_KM = 5;
const AT = new Date("2026-04-15T06:00:00Z");
/** After Barcelona: the coast to Almería, Málaga, Sevilla, Huelva, then Badajoz, Salamanca, León, Galicia, and back towards Madrid (cut at the limit). */
const ONWARD: LatLon[] = [
  [41.119, 1.245], [39.986, -0.051], [39.47, -0.376], [38.345, -0.481], [37.984, -1.128], [36.834, -2.464],
  [36.721, -4.421], [37.389, -5.984], [37.261, -6.944], [38.879, -6.97], [40.965, -5.664], [42.599, -5.567],
  [43.012, -7.556], [43.362, -8.411], [42.878, -8.544], [42.24, -8.72], [42.336, -7.864], [41.652, -4.724], [40.4168, -3.7038],
];
const TRIP = { tankLitres: 50, levelPct: 30, consumption: 6.5, reservePct: 10, arrivalPct: 10 };
const PLANS: DiscountPlan[] = [
  { id: "r", marca: "repsol", valor: 10, unidad: "centimos", dias: [], topeEuros: null },
  { id: "c", marca: "cepsa", valor: 5, unidad: "porcentaje", dias: [3], topeEuros: 5 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The longest path under the API's limits: the waypoints densified, the last leg cut where it measures just under MAX_ROUTE_KM. */
function longestRoute(waypoints: LatLon[]) {
  const within = (points: LatLon[]) => {
    const path = densify(points, MAX_ROUTE_VERTICES, 0.3);
    return routeLengthKm(path) <= MAX_ROUTE_KM ? path : null;
  };
  let keep = waypoints.length;
  while (keep > 2 && !within(waypoints.slice(0, keep))) keep--;
  if (keep === waypoints.length) return within(waypoints)!;
  // Part of the next leg: the share of it that still fits, to within 1/256.
  const [a, b] = [waypoints[keep - 1]!, waypoints[keep]!];
  let [lo, hi] = [0, 1];
  for (let step = 0; step < 8; step++) {
    const mid = (lo + hi) / 2;
    if (within([...waypoints.slice(0, keep), [a[0] + mid * (b[0] - a[0]), a[1] + mid * (b[1] - a[1])]])) lo = mid;
    else hi = mid;
  }
  return within([...waypoints.slice(0, keep), [a[0] + lo * (b[0] - a[0]), a[1] + lo * (b[1] - a[1])]]) ?? within(waypoints.slice(0, keep))!;
}

export async function runRefuelPlanBench(): Promise<Record<string, number | string>> {
  const feed = parseFeed(await readFeedFile(DATA("estaciones-nacional-reconstruido-2026-04-15.json.gz")));
  const index = buildStationIndex(feed.stations);
  const ruta = longestRoute([...municipalityWaypoints(feed.stations, A2_MUNICIPALITIES), ...ONWARD]);
  const lengthKm = routeLengthKm(ruta);
  const use = effectiveFuelUse({ tankLitres: TRIP.tankLitres });
  const query = { producto: "diesel" as const, latitud: ruta[0]!, longitud: ruta[1]!, ruta, anchoKm: DETOUR_KM, at: AT };
  // searchruta's work with desvioKm, and planruta's: the same, then the plan.
  const corridor = () => rankWithEstimatedDetours(corridorResults(index, query, { simplify: true }), use);
  const plan = () => refuelPlanAnswer(planStations(corridor(), { departure: AT, lengthKm }), { lengthKm, ...TRIP });
  const stations = corridor();
  // The app's planOnDevice is this call on the stations its route screen holds.
  const device = () => planFromCorridor(stations, { departure: AT, lengthKm }, { lengthKm, ...TRIP }, []);
  const deviceWithPlans = () => planFromCorridor(stations, { departure: AT, lengthKm }, { lengthKm, ...TRIP }, PLANS);

  for (let i = 0; i < 5; i++) {
    corridor();
    plan();
    device();
    deviceWithPlans();
  }
  const base: Timings = { cpu: [], wall: [] };
  const planned: Timings = { cpu: [], wall: [] };
  const onDevice: Timings = { cpu: [], wall: [] };
  const onDeviceWithPlans: Timings = { cpu: [], wall: [] };
  // Alternated so the machine's noise falls on all alike.
  for (let round = 0; round < 5; round++) {
    timeRuns(4, corridor, base);
    timeRuns(4, plan, planned);
    timeRuns(4, device, onDevice);
    timeRuns(4, deviceWithPlans, onDeviceWithPlans);
  }
  const answer = plan();
  const stops = answer.alcanzable ? `${answer.paradas.length} stops, ${answer.litros} l, ${answer.coste} €, saving ${answer.ahorro} €` : `unreachable at km ${answer.secoEnKm}`;

  return {
    "route km / vertices": `${lengthKm.toFixed(0)} / ${ruta.length / 2}`,
    "corridor stations (5 km detour)": stations.length,
    "plan (50 l at 30 %, 6,5 l/100 km)": stops,
    "corridor search with detours, median CPU ms (baseline)": +median(base.cpu).toFixed(1),
    "planruta: corridor + plan, median CPU ms": +median(planned.cpu).toFixed(1),
    "planruta / corridor, CPU (target ≤ 2)": +(median(planned.cpu) / median(base.cpu)).toFixed(2),
    "device: plan from the corridor's stations, median CPU ms": +median(onDevice.cpu).toFixed(1),
    "device plan / corridor, CPU": +(median(onDevice.cpu) / median(base.cpu)).toFixed(2),
    "device plan with 'Tu precio', median CPU ms": +median(onDeviceWithPlans.cpu).toFixed(1),
    "wall ms, corridor / planruta / device, median": `${median(base.wall).toFixed(1)} / ${median(planned.wall).toFixed(1)} / ${median(onDevice.wall).toFixed(1)}`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await runRefuelPlanBench());
}
