// Nearby search (POST /api/gasolinaeco/search) on the server's in-memory index: the product's KDBush
// gives the candidates, src/domain/nearby.ts (shared with the app's offline worker) does the rest.
// Memory only, never the database.
import { hitToResult, nearbySearchBox, searchNearbyHits, type NearbyHit, type NearbyQuery, type PricedStation } from "../../src/domain/nearby.ts";
import type { StationResult } from "../../src/domain/contract/stations.ts";
import type { ProductIndex, StationIndex } from "./station-index.ts";

export { toStationResult, type NearbyQuery } from "../../src/domain/nearby.ts";

function* candidatesInBox(product: ProductIndex, q: NearbyQuery): Generator<PricedStation> {
  const box = nearbySearchBox(q);
  for (const i of product.tree.range(box.minLon, box.minLat, box.maxLon, box.maxLat)) {
    const station = product.stations[i];
    if (station) yield { station, precio: product.prices[i]! };
  }
}

export function searchNearbyRaw(index: StationIndex, q: NearbyQuery): NearbyHit[] {
  return searchNearbyHits(candidatesInBox(index.byProduct[q.producto], q), q);
}

export function searchNearby(index: StationIndex, q: NearbyQuery): StationResult[] {
  return searchNearbyRaw(index, q).map(hitToResult);
}
