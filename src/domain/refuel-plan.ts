// Where to stop on a long trip and how many litres to buy, at the lowest cost, never below the
// reserve (the gas station problem on a fixed route: Khuller, Malekian & Mestre, "To fill or not to
// fill", ACM TALG 7(3), 2011). Exact under the model of refuel-trip.ts, detours included.
//
// Why it is exact: some cheapest plan has, for every two consecutive stops u → v, either
// price(u) < price(v) and the tank filled up at u, or price(u) ≥ price(v) and just enough bought at
// u to reach v at the reserve (moving litres to the cheaper of the two never costs more). So a stop
// is reached either at the reserve, or "full from" an earlier cheaper stop t (the level is the full
// tank minus the leg t → u), or straight from the origin. A dynamic programme over those states,
// in route order, finds the cheapest plan; detours only change the legs' lengths, which depend on
// the two stops alone. The "full from t, then just enough to reach v" transitions are answered with
// running minima over orders fixed once, so the whole is O(n²) for n open stations.
import {
  litresForSequence,
  needBetween,
  needFromStart,
  needToEnd,
  needWithoutStops,
  kmIn,
  kmOut,
  tripModel,
  type TripModel,
  type TripSettings,
  type TripStation,
} from "./refuel-trip.ts";

export interface PlannedStop<S> {
  station: S;
  litres: number;
  /** €/l. */
  price: number;
  cost: number;
}

export type RefuelPlan<S> =
  | { reachable: true; stops: PlannedStop<S>[]; litres: number; cost: number; arrivalLitres: number; arrivalPct: number }
  /** `dryAtKm`: km along the route where the tank reaches the reserve, at best. */
  | { reachable: false; dryAtKm: number };

const EPS = 1e-9;
/** How a stop was reached: at the reserve, from the origin, or full from an earlier stop. */
const AT_RESERVE = 0;
const FROM_START = 1;
const FULL_FROM = 2;

/** The stations a plan may use, in route order: open, priced, on the trip. */
export function usableStations<S extends TripStation>(stations: readonly S[], lengthKm: number): S[] {
  return stations
    .filter((s) => s.abierta && s.precio > 0 && Number.isFinite(s.precio) && s.distanciaOrigen >= 0 && s.distanciaOrigen <= lengthKm && s.desvioKm >= 0)
    .sort((a, b) => a.distanciaOrigen - b.distanciaOrigen);
}

/** The cheapest refuelling plan for the trip through these corridor stations. */
export function planRefuels<S extends TripStation>(stations: readonly S[], trip: TripSettings): RefuelPlan<S> {
  const m = tripModel(trip);
  const st = usableStations(stations, trip.lengthKm);
  const stops = cheapestStops(m, st);
  if (!stops) return { reachable: false, dryAtKm: dryAtKm(m, st) };
  return planFor(m, stops);
}

/** The plan's figures for a sequence of stops (the stops that buy nothing are left out). */
export function planFor<S extends TripStation>(m: TripModel, sequence: readonly S[]): RefuelPlan<S> & { reachable: true } {
  let stops = sequence;
  let litres = litresForSequence(m, stops)!;
  if (litres.litres.some((l) => l <= EPS)) {
    stops = stops.filter((_, k) => litres.litres[k]! > EPS);
    litres = litresForSequence(m, stops)!;
  }
  const planned = stops.map((station, k) => ({ station, litres: litres.litres[k]!, price: station.precio, cost: litres.litres[k]! * station.precio }));
  return {
    reachable: true,
    stops: planned,
    litres: planned.reduce((sum, s) => sum + s.litres, 0),
    cost: litres.cost,
    arrivalLitres: litres.arrivalLitres,
    arrivalPct: (litres.arrivalLitres / m.tankLitres) * 100,
  };
}

/** The cheapest sequence of stops among `st` (route order), [] when none is needed, null when the trip cannot be made. */
export function cheapestStops<S extends TripStation>(m: TripModel, st: readonly S[]): S[] | null {
  if (m.startUsable - needWithoutStops(m) >= -EPS) return [];
  const n = st.length;
  const U = m.usable;
  const rangeKm = U / m.perKm;
  const p = st.map((s) => s.precio);
  const keyIn = st.map(kmIn);
  const keyOut = st.map(kmOut);
  // Orders fixed once: by where legs out start (legs t → u longest first) and by where legs in end.
  const byOut = Array.from({ length: n }, (_, i) => i).sort((a, b) => keyOut[a]! - keyOut[b]!);
  const byIn = Array.from({ length: n }, (_, i) => i).sort((a, b) => keyIn[a]! - keyIn[b]!);

  // Z: cost of arriving at the reserve; its parent stop, how that one was reached, and from which t.
  const z = new Float64Array(n).fill(Infinity);
  const zFrom = new Int32Array(n).fill(-1);
  const zKind = new Int8Array(n);
  const zT = new Int32Array(n).fill(-1);
  // G: cost of leaving full; how the stop was reached and from which t.
  const g = new Float64Array(n).fill(Infinity);
  const gKind = new Int8Array(n);
  const gT = new Int32Array(n).fill(-1);
  let best = Infinity;
  let bestFrom = -1;
  let bestKind = 0;
  let bestT = -1;

  // Scratch: the stops t that reach u full, longest leg first, with the running minimum of their cost.
  const fullNeed = new Float64Array(n);
  const fullMin = new Float64Array(n);
  const fullArg = new Int32Array(n);

  for (let u = 0; u < n; u++) {
    const pu = p[u]!;
    const startLevel = m.startUsable - m.perKm * keyIn[u]!;
    const fromStart = startLevel >= m.firstFloor - EPS;

    // Full from t: t before u, cheaper, reaching u with a full tank.
    let count = 0;
    let running = Infinity;
    let runningArg = -1;
    for (let k = lowerBound(byOut, keyOut, keyIn[u]! - rangeKm - EPS); k < n; k++) {
      const t = byOut[k]!;
      if (t >= u || !(p[t]! < pu) || g[t] === Infinity) continue;
      const need = m.perKm * (keyIn[u]! - keyOut[t]!);
      if (need > U + EPS) continue;
      const cost = g[t]! + pu * need;
      if (cost < running) {
        running = cost;
        runningArg = t;
      }
      fullNeed[count] = need;
      fullMin[count] = running;
      fullArg[count] = runningArg;
      count++;
    }

    // Leaving u full.
    if (z[u]! + pu * U < g[u]!) [g[u], gKind[u], gT[u]] = [z[u]! + pu * U, AT_RESERVE, -1];
    if (fromStart && pu * (U - startLevel) < g[u]!) [g[u], gKind[u], gT[u]] = [pu * (U - startLevel), FROM_START, -1];
    if (count > 0 && fullMin[count - 1]! < g[u]!) [g[u], gKind[u], gT[u]] = [fullMin[count - 1]!, FULL_FROM, fullArg[count - 1]!];
    if (g[u] === Infinity) continue; // u cannot be reached

    // The cheapest way to be at u with exactly `need` usable litres bought or held for what comes next.
    const justEnough = (need: number): { cost: number; kind: number; t: number } => {
      let cost = z[u]! + pu * need;
      let kind = AT_RESERVE;
      let t = -1;
      if (fromStart && need >= startLevel - EPS && pu * (need - startLevel) < cost) [cost, kind] = [pu * (need - startLevel), FROM_START];
      // Full from t holds U − need(t,u): usable only when that is no more than `need`.
      const k = countAtLeast(fullNeed, count, U - need - EPS);
      if (k > 0 && fullMin[k - 1]! - pu * (U - need) < cost) [cost, kind, t] = [fullMin[k - 1]! - pu * (U - need), FULL_FROM, fullArg[k - 1]!];
      return { cost, kind, t };
    };

    // On to a stop v as cheap or cheaper, arriving at the reserve.
    const lastIn = keyOut[u]! + rangeKm + EPS;
    for (let k = lowerBound(byIn, keyIn, keyOut[u]!); k < n && keyIn[byIn[k]!]! <= lastIn; k++) {
      const v = byIn[k]!;
      if (v <= u || p[v]! > pu) continue;
      const need = m.perKm * (keyIn[v]! - keyOut[u]!);
      if (need > U + EPS) continue;
      const way = justEnough(need);
      if (way.cost < z[v]!) [z[v], zFrom[v], zKind[v], zT[v]] = [way.cost, u, way.kind, way.t];
    }

    // On to the destination.
    const needEnd = needToEnd(m, st[u]!);
    if (needEnd <= U + EPS) {
      const way = justEnough(needEnd);
      if (way.cost < best) [best, bestFrom, bestKind, bestT] = [way.cost, u, way.kind, way.t];
    }
  }
  if (bestFrom < 0) return null;

  // Back from the destination through the parents.
  const stops: number[] = [];
  let at = bestFrom;
  let kind = bestKind;
  let t = bestT;
  for (;;) {
    stops.push(at);
    if (kind === FROM_START) break;
    if (kind === AT_RESERVE) {
      [at, kind, t] = [zFrom[at]!, zKind[at]!, zT[at]!];
      continue;
    }
    // Full from t: t is a stop, left full, reached as G says.
    at = t;
    [kind, t] = [gKind[at]!, gT[at]!];
  }
  return stops.reverse().map((i) => st[i]!);
}

/** km along the route where the tank reaches the reserve on the furthest-reaching plan. */
function dryAtKm<S extends TripStation>(m: TripModel, st: readonly S[]): number {
  // Reachable stops, in route order: from the origin, or full from a reachable stop.
  let furthest = (m.startUsable - m.firstFloor) / m.perKm;
  const reached: S[] = [];
  for (const s of st) {
    const fromStart = m.startUsable - needFromStart(m, s) >= m.firstFloor - EPS;
    if (fromStart || reached.some((r) => needBetween(m, r, s) <= m.usable + EPS)) {
      reached.push(s);
      furthest = Math.max(furthest, kmOut(s) + m.usable / m.perKm);
    }
  }
  return Math.min(furthest, m.lengthKm);
}

/** The first position in `order` whose key is ≥ x. */
function lowerBound(order: readonly number[], key: readonly number[], x: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key[order[mid]!]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of the first `count` values (descending) are ≥ x. */
function countAtLeast(values: Float64Array, count: number, x: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! >= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
