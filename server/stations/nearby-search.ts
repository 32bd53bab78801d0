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

/**
 * What a nearby answer depends on: the question and the minute it is asked about (opening hours are
 * minute-precise and zone offsets are whole minutes, so every instant of that minute gives the same
 * open-now). Numbers come parsed, so "40.4168" and "40.41680" are one question.
 */
export function nearbyAnswerKey(q: NearbyQuery): string {
  return `${q.producto}|${q.distancia}|${q.latitud}|${q.longitud}|${Math.floor(q.at.getTime() / 60_000)}`;
}

export function searchNearbyRaw(index: StationIndex, q: NearbyQuery): NearbyHit[] {
  return searchNearbyHits(candidatesInBox(index.byProduct[q.producto], q), q);
}

export function searchNearby(index: StationIndex, q: NearbyQuery): StationResult[] {
  return searchNearbyRaw(index, q).map(hitToResult);
}
