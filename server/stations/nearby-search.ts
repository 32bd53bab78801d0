// Nearby search (POST /api/gasolinaeco/search) on the server's in-memory index: the product's KDBush
// gives the candidates, src/domain/nearby.ts (shared with the app's offline worker) finds the hits
// among them, which become StationResults (or JSON bytes: server/search/). Memory only,
// never the database.
import { findNearby, nearbySearchBox, toStationResult, type NearbyQuery } from "../../src/domain/nearby.ts";
import type { StationResult } from "../../src/domain/contract/stations.ts";
import type { StationIndex } from "./station-index.ts";
import type { JsonCandidate } from "./station-json-bytes.ts";

export type { NearbyQuery } from "../../src/domain/nearby.ts";

/** The stations of the index selling the product inside the search's box (findNearby narrows them to the circle). */
export function nearbyCandidates(index: StationIndex, q: NearbyQuery): JsonCandidate[] {
  const product = index.productIndex(q.producto, q.venta);
  const box = nearbySearchBox(q);
  const ids = product.tree.range(box.minLon, box.minLat, box.maxLon, box.maxLat);
  const candidates: JsonCandidate[] = [];
  for (const i of ids) {
    const candidate = product.priced[i];
    if (candidate) candidates.push(candidate); // an empty index holds one placeholder item
  }
  return candidates;
}

/** The nearby search's results as objects (the kiosk board; the search answer itself is written as bytes). */
export function nearbyResults(index: StationIndex, q: NearbyQuery): StationResult[] {
  return findNearby(nearbyCandidates(index, q), q).map(toStationResult);
}
