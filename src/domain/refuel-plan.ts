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
  return planOverUsable(tripModel(trip), usableStations(stations, trip.lengthKm));
}

/** planRefuels over stations already made usable (usableStations), for callers that need them too. */
export function planOverUsable<S extends TripStation>(m: TripModel, st: readonly S[]): RefuelPlan<S> {
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
export function cheapestStops<S extends TripStation>(m: TripModel, all: readonly S[]): S[] | null {
  if (m.startUsable - needWithoutStops(m) >= -EPS) return [];
  const st = withoutDominated(all);
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

  const perKm = m.perKm;
  const p64 = Float64Array.from(p);
  const in64 = Float64Array.from(keyIn);
  const out64 = Float64Array.from(keyOut);
  const byOut32 = Int32Array.from(byOut);
  const byIn32 = Int32Array.from(byIn);
  const outSorted = Float64Array.from(byOut, (i) => keyOut[i]!);
  const inSorted = Float64Array.from(byIn, (i) => keyIn[i]!);

  for (let u = 0; u < n; u++) {
    const pu = p64[u]!;
    const inU = in64[u]!;
    const outU = out64[u]!;
    const startLevel = m.startUsable - perKm * inU;
    const fromStart = startLevel >= m.firstFloor - EPS;

    // Full from t: t before u, cheaper, reaching u with a full tank; longest leg first.
    let count = 0;
    let running = Infinity;
    let runningArg = -1;
    for (let k = firstAtLeast(outSorted, inU - rangeKm - EPS); k < n; k++) {
      if (outSorted[k]! > inU) break; // legs ending before they start: t is past u
      const t = byOut32[k]!;
      if (t >= u || !(p64[t]! < pu)) continue;
      const gt = g[t]!;
      if (gt === Infinity) continue;
      const need = perKm * (inU - out64[t]!);
      if (need > U + EPS) continue;
      const cost = gt + pu * need;
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
    let gu = z[u]! + pu * U;
    let gk = AT_RESERVE;
    let gt = -1;
    if (fromStart && pu * (U - startLevel) < gu) {
      gu = pu * (U - startLevel);
      gk = FROM_START;
    }
    if (count > 0 && fullMin[count - 1]! < gu) {
      gu = fullMin[count - 1]!;
      gk = FULL_FROM;
      gt = fullArg[count - 1]!;
    }
    if (gu === Infinity) continue; // u cannot be reached
    g[u] = gu;
    gKind[u] = gk;
    gT[u] = gt;
    const zu = z[u]!;

    // On to a stop v as cheap or cheaper, arriving at the reserve, then on to the destination
    // (k === n): the cheapest way to hold `need` usable litres on leaving u, from each way of arriving.
    const lastIn = outU + rangeKm + EPS;
    const needEnd = needToEnd(m, st[u]!);
    let k = firstAtLeast(inSorted, outU);
    // Full-from-t states usable for a need: those with need(t,u) ≥ U − need. Needs grow along byIn,
    // so those usable only grow: a pointer, not a search.
    let usable = 0;
    for (;; k++) {
      let v: number;
      let need: number;
      if (k < n && inSorted[k]! <= lastIn) {
        v = byIn32[k]!;
        if (v <= u || p64[v]! > pu) continue;
        need = perKm * (in64[v]! - outU);
        if (need > U + EPS) continue;
      } else {
        if (needEnd > U + EPS) break;
        v = -1;
        need = needEnd;
      }
      let cost = zu + pu * need;
      let kind = AT_RESERVE;
      let t = -1;
      if (fromStart && need >= startLevel - EPS) {
        const c = pu * (need - startLevel);
        if (c < cost) {
          cost = c;
          kind = FROM_START;
        }
      }
      if (count > 0) {
        let j: number;
        if (v >= 0) {
          while (usable < count && fullNeed[usable]! >= U - need - EPS) usable++;
          j = usable;
        } else {
          // The destination's need may fall below a station's past its end: counted afresh.
          j = 0;
          while (j < count && fullNeed[j]! >= U - need - EPS) j++;
        }
        if (j > 0) {
          const c = fullMin[j - 1]! - pu * (U - need);
          if (c < cost) {
            cost = c;
            kind = FULL_FROM;
            t = fullArg[j - 1]!;
          }
        }
      }
      if (v < 0) {
        if (cost < best) {
          best = cost;
          bestFrom = u;
          bestKind = kind;
          bestT = t;
        }
        break;
      }
      if (cost < z[v]!) {
        z[v] = cost;
        zFrom[v] = u;
        zKind[v] = kind;
        zT[v] = t;
      }
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

/**
 * Leaves out each station a neighbour along the route makes useless: one as cheap or cheaper whose
 * detour starts no earlier and ends no later (it costs no more to reach and no more to leave). No
 * other station lies between the two, so the neighbour takes its place in any plan, or takes its
 * litres when a plan stops at both, and the plan costs no more: the cheapest plan is among those left.
 * A 5 km corridor's towns hold several stations each; this leaves about half of them.
 */
export function withoutDominated<S extends TripStation>(st: readonly S[]): S[] {
  const dominates = (a: S, b: S) => a.precio <= b.precio && kmIn(a) <= kmIn(b) && kmOut(a) >= kmOut(b);
  const kept: S[] = [];
  for (const s of st) {
    while (kept.length > 0 && dominates(s, kept[kept.length - 1]!)) kept.pop();
    if (kept.length > 0 && dominates(kept[kept.length - 1]!, s)) continue;
    kept.push(s);
  }
  return kept;
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

/** The first position of ascending `values` holding a value ≥ x. */
function firstAtLeast(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
