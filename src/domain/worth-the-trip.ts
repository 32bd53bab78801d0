// "Solo las que compensan": the stations worth the trip are those no other station beats on both
// counts, cheaper and nearer (the Pareto front of price and distance; on a route, price and detour).
// A station only as cheap, or only as near, as another stays: it is not both dearer and farther.

export interface TripCosts<T> {
  price: (station: T) => number;
  distance: (station: T) => number;
}

/** The stations worth the trip, in the order given. O(n log n): one sweep by distance. */
export function worthTheTrip<T>(stations: readonly T[], { price, distance }: TripCosts<T>): T[] {
  const byDistance = [...stations].sort((a, b) => distance(a) - distance(b));
  const beaten = new Set<T>();
  // The cheapest price among the stations strictly nearer than the group being looked at.
  let cheapestNearer = Infinity;
  for (let start = 0; start < byDistance.length; ) {
    const km = distance(byDistance[start]!);
    let end = start;
    let cheapestHere = Infinity;
    while (end < byDistance.length && distance(byDistance[end]!) === km) {
      const station = byDistance[end]!;
      if (price(station) > cheapestNearer) beaten.add(station);
      cheapestHere = Math.min(cheapestHere, price(station));
      end++;
    }
    cheapestNearer = Math.min(cheapestNearer, cheapestHere);
    start = end;
  }
  return stations.filter((station) => !beaten.has(station));
}

