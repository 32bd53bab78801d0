// The model every refuelling plan of a trip is measured in: the tank, what each leg between stops
// burns (detours included: half on the way to a station, half coming back to the route) and the
// litres a fixed sequence of stops needs at its cheapest. Shared by the exact planner, the
// "light comes on" reference and the tests' exhaustive search.

/** A corridor station as the planner sees it. */
export interface TripStation {
  /** km along the route from the origin to where the station's detour leaves the route. */
  distanciaOrigen: number;
  /** Extra km out to the station and back to the route. */
  desvioKm: number;
  /** €/l the driver pays there (pump price, or "Tu precio"). */
  precio: number;
  /** Open when the driver passes. */
  abierta: boolean;
}

export const DEFAULT_RESERVE_PCT = 10;

export interface TripSettings {
  /** Length of the route, km. */
  lengthKm: number;
  tankLitres: number;
  /** Level at departure, % of the tank. */
  levelPct: number;
  /** l/100 km, also on detours. */
  consumption: number;
  /** % of the tank never gone below between stops (default 10). */
  reservePct?: number | undefined;
  /** Minimum % at arrival (default the reserve; never below it). */
  arrivalPct?: number | undefined;
}

/**
 * Litres are measured above the reserve ("usable" litres). The leg before the first stop is the one
 * exception: a driver who sets off already below the reserve may use what is left down to an empty
 * tank to reach a station (there is no other way to reach one); from the first stop on the reserve holds.
 */
export interface TripModel {
  /** l/km. */
  perKm: number;
  tankLitres: number;
  reserveLitres: number;
  /** Usable litres of a full tank (above the reserve). */
  usable: number;
  /** Usable litres at departure (negative when setting off below the reserve). */
  startUsable: number;
  /** The lowest usable level allowed on arrival at the first stop: 0, or −(reserve) when setting off below it. */
  firstFloor: number;
  /** Litres above the reserve wanted at arrival. */
  arrivalExtra: number;
  arrivalLitres: number;
  lengthKm: number;
}

export function tripModel(t: TripSettings): TripModel {
  const reserveLitres = (t.tankLitres * (t.reservePct ?? DEFAULT_RESERVE_PCT)) / 100;
  const startLitres = (t.tankLitres * t.levelPct) / 100;
  const arrivalLitres = Math.max(reserveLitres, (t.tankLitres * (t.arrivalPct ?? t.reservePct ?? DEFAULT_RESERVE_PCT)) / 100);
  return {
    perKm: t.consumption / 100,
    tankLitres: t.tankLitres,
    reserveLitres,
    usable: t.tankLitres - reserveLitres,
    startUsable: startLitres - reserveLitres,
    firstFloor: startLitres >= reserveLitres ? 0 : -reserveLitres,
    arrivalExtra: arrivalLitres - reserveLitres,
    arrivalLitres,
    lengthKm: t.lengthKm,
  };
}

/** Where a leg into the station ends (km along the route, its half detour included). */
export const kmIn = (s: TripStation) => s.distanciaOrigen + s.desvioKm / 2;
/** Where a leg out of the station starts (its half detour back counted as km behind it). */
export const kmOut = (s: TripStation) => s.distanciaOrigen - s.desvioKm / 2;

/** Litres burnt from the origin to station b. */
export const needFromStart = (m: TripModel, b: TripStation) => m.perKm * kmIn(b);
/** Litres burnt from station a to station b (after it along the route). */
export const needBetween = (m: TripModel, a: TripStation, b: TripStation) => m.perKm * (kmIn(b) - kmOut(a));
/** Usable litres needed on leaving station a to arrive with the level wanted. */
export const needToEnd = (m: TripModel, a: TripStation) => m.perKm * (m.lengthKm - kmOut(a)) + m.arrivalExtra;
/** Usable litres needed to make the trip without stopping. */
export const needWithoutStops = (m: TripModel) => m.perKm * m.lengthKm + m.arrivalExtra;

const EPS = 1e-9;

export interface SequenceLitres {
  /** Litres bought at each stop, in the order given. */
  litres: number[];
  cost: number;
  /** Litres in the tank at arrival. */
  arrivalLitres: number;
}

/**
 * The cheapest litres for this fixed sequence of stops (in route order), or null when it cannot make
 * the trip. The classic greedy, exact for a fixed sequence with linear prices: at each stop, when a
 * stop as cheap or cheaper (or the destination) is within a full tank, buy just enough to reach the
 * first such one; otherwise fill up.
 */
export function litresForSequence<S extends TripStation>(m: TripModel, stops: readonly S[]): SequenceLitres | null {
  if (stops.length === 0) {
    const left = m.startUsable - needWithoutStops(m);
    return left >= -EPS ? { litres: [], cost: 0, arrivalLitres: m.arrivalLitres + Math.max(0, left) } : null;
  }
  // Legs: leg[k] = usable litres from stop k to the next stop (or the destination).
  const legs = stops.map((s, k) => (k + 1 < stops.length ? needBetween(m, s, stops[k + 1]!) : needToEnd(m, s)));
  if (legs.some((need) => need > m.usable + EPS)) return null;
  let level = m.startUsable - needFromStart(m, stops[0]!);
  if (level < m.firstFloor - EPS) return null;
  const litres: number[] = [];
  let cost = 0;
  for (let k = 0; k < stops.length; k++) {
    let target = m.usable;
    let ahead = 0;
    for (let j = k + 1; j <= stops.length; j++) {
      ahead += legs[j - 1]!;
      if (ahead > m.usable + EPS) break;
      if (j === stops.length || stops[j]!.precio <= stops[k]!.precio) {
        target = ahead;
        break;
      }
    }
    const buy = Math.max(0, target - level);
    litres.push(buy);
    cost += buy * stops[k]!.precio;
    level = level + buy - legs[k]!;
    if (level < -EPS) return null;
  }
  return { litres, cost, arrivalLitres: m.arrivalLitres + Math.max(0, level) };
}
