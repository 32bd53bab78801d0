// Reference corridor search for tests and the benchmark: every station of the product against
// every segment of the route, no index. Slow on purpose; corridorSearch must match it exactly.
import type { FlatPath } from "../../src/domain/polyline.ts";
import { cosOfLatitude, cumulativeKm, projectOntoSegment, segmentCount } from "../../src/domain/route-geometry.ts";
import { alongTheRoute, toHit, type CorridorHit } from "../../server/stations/corridor-search.ts";
import type { ProductIndex } from "../../server/stations/station-index.ts";

export function bruteForceCorridor(product: ProductIndex, path: FlatPath, widthKm: number): CorridorHit[] {
  const segments = segmentCount(path);
  const cumulative = cumulativeKm(path);
  const scratch = { km: 0, t: 0 };
  const hits: CorridorHit[] = [];
  product.stations.forEach((station, i) => {
    const cosLat = cosOfLatitude(station.latitud);
    const best = { km: Infinity, segment: -1, t: 0 };
    for (let s = 0; s < segments; s++) {
      projectOntoSegment(path, s, station.latitud, station.longitud, cosLat, scratch);
      if (scratch.km < best.km) Object.assign(best, { km: scratch.km, segment: s, t: scratch.t });
    }
    if (best.segment >= 0 && best.km <= widthKm) hits.push(toHit(i, best, cumulative));
  });
  return hits.sort(alongTheRoute);
}
