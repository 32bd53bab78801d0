// The plan's yardstick, in words: the driver who stops when the light comes on. The same trip,
// refuelling at the last open station before the tank would fall below the reserve and filling the
// tank each time. The plan's saving is measured on the plan's own litres, at this driver's average
// price: what the same fuel would have cost the usual way.
import { needBetween, needFromStart, needToEnd, needWithoutStops, type TripModel, type TripStation } from "./refuel-trip.ts";

const EPS = 1e-9;

export interface ReferenceRefuels {
  /** Stops made. */
  stops: number;
  litres: number;
  cost: number;
  /** €/l over its litres; null when it bought none. */
  averagePrice: number | null;
  /** False when this way of driving runs dry before the destination (its figures are up to there). */
  completes: boolean;
}

/** `st`: the open, priced stations in route order (usableStations). */
export function lightOnRefuels(m: TripModel, st: readonly TripStation[]): ReferenceRefuels {
  let litres = 0;
  let cost = 0;
  let stops = 0;
  let at = -1; // the last stop, -1 the origin
  let level = m.startUsable; // usable litres on leaving `at`
  let completes = true;
  for (;;) {
    const needEnd = at < 0 ? needWithoutStops(m) : needToEnd(m, st[at]!);
    if (level >= needEnd - EPS) break;
    // The last station ahead reached without falling below the reserve (or the first floor).
    let next = -1;
    for (let v = at + 1; v < st.length; v++) {
      const arrival = level - (at < 0 ? needFromStart(m, st[v]!) : needBetween(m, st[at]!, st[v]!));
      if (arrival >= (at < 0 ? m.firstFloor : 0) - EPS) next = v;
    }
    if (next < 0) {
      completes = false;
      break;
    }
    const arrival = level - (at < 0 ? needFromStart(m, st[next]!) : needBetween(m, st[at]!, st[next]!));
    const bought = m.usable - arrival;
    litres += bought;
    cost += bought * st[next]!.precio;
    stops++;
    at = next;
    level = m.usable;
  }
  return { stops, litres, cost, averagePrice: litres > 0 ? cost / litres : null, completes };
}
