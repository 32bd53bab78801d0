// Route search (POST /api/gasolinaeco/searchruta). With a route polyline: the stations within the
// corridor, ordered from origin to destination, each with its distance to the route and along it.
// Without one (the SPEC §7 body): the stations inside the route's bounding box, cheapest first.
import type { SaleScope } from "../../src/domain/public-station.ts";
import { haversineKm } from "../../src/domain/geo.ts";
import { priceBands } from "../../src/domain/price-bands.ts";
import type { FlatPath } from "../../src/domain/polyline.ts";
import type { SearchProduct } from "../../src/domain/fuels.ts";
import type { RouteStationResult } from "../../src/domain/contract/route.ts";
import { corridorSearch } from "./corridor-search.ts";
import { corridorPath } from "../../src/domain/snapshot-corridor.ts";
import { pointOnSegment } from "../../src/domain/route-geometry.ts";
import { nearbyHit, toStationResult } from "../../src/domain/nearby.ts";
import type { StationIndex } from "./station-index.ts";

export interface RouteSearchQuery {
  producto: SearchProduct;
  /** Device position: `km` of each result is measured from it. */
  latitud: number;
  longitud: number;
  /** Used when there is no route. */
  box?: { minLat: number; maxLat: number; minLon: number; maxLon: number };
  ruta?: FlatPath;
  anchoKm: number;
  /** The instant "open" is evaluated at. */
  at: Date;
  /** "todas": members-only stations too. */
  venta?: SaleScope | undefined;
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * A box as large as half the country holds thousands of stations (the whole Peninsula: 11,800 selling
 * diesel, 2.8 MB and ~70 ms to answer); the driver chooses among the cheapest, so those are answered.
 */
export const MAX_BOX_RESULTS = 500;

/** A corridor station's result and the point of the route nearest to it (where its detour starts). */
export interface CorridorResults {
  results: RouteStationResult[];
  /** [lat, lon] of the route nearest to results[k] (made on demand: only detours asked of a router need it). */
  routePoint(k: number): [number, number];
}

/**
 * The stations within `anchoKm` of the route, ordered along it, each with where it meets the route.
 * `simplify` (searchruta's `desvioKm`): a wide corridor is searched on the simplified path.
 */
export function corridorResults(index: StationIndex, q: RouteSearchQuery & { ruta: FlatPath }, options: { simplify?: boolean } = {}): CorridorResults {
  const product = index.productIndex(q.producto, q.venta);
  const path = options.simplify ? corridorPath(q.ruta, q.anchoKm) : q.ruta;
  const hits = corridorSearch(product, path, q.anchoKm);
  // Bands over the corridor's stations only: they are the ones the driver chooses between.
  const band = priceBands(hits.map((h) => product.priced[h.i]!.precio));
  const results = hits.map((h) => {
    const { station: s, precio, desde, historicamenteBajo } = product.priced[h.i]!;
    // Set on the fresh result rather than spread into a copy: a 5 km corridor holds ~1,300 of them.
    const result: RouteStationResult = toStationResult(nearbyHit(s, precio, haversineKm(q.latitud, q.longitud, s.latitud, s.longitud), q.at, band(precio), desde, historicamenteBajo));
    result.distanciaRuta = round(h.distanciaRuta, 3);
    result.distanciaOrigen = round(h.distanciaOrigen, 3);
    return result;
  });
  return { results, routePoint: (k) => pointOnSegment(path, hits[k]!.segment, hits[k]!.t) };
}

export function searchAlongRoute(index: StationIndex, q: RouteSearchQuery): RouteStationResult[] {
  const product = index.productIndex(q.producto, q.venta);
  const kmFromDevice = (i: number) => {
    const s = product.stations[i]!;
    return haversineKm(q.latitud, q.longitud, s.latitud, s.longitud);
  };

  if (q.ruta) return corridorResults(index, { ...q, ruta: q.ruta }).results;

  if (!q.box) return [];
  const inBox = product.tree.range(q.box.minLon, q.box.minLat, q.box.maxLon, q.box.maxLat).filter((i) => product.stations[i]);
  // Bands over every station in the box; only the cheapest are answered (built, timed, serialised).
  const priceOf = (i: number) => product.priced[i]!.precio;
  const band = priceBands(inBox.map(priceOf));
  const km = new Map(inBox.map((i) => [i, kmFromDevice(i)]));
  return inBox
    .sort((a, b) => priceOf(a) - priceOf(b) || km.get(a)! - km.get(b)!)
    .slice(0, MAX_BOX_RESULTS)
    .map((i) => {
      const { station, precio, desde, historicamenteBajo } = product.priced[i]!;
      return toStationResult(nearbyHit(station, precio, km.get(i)!, q.at, band(precio), desde, historicamenteBajo));
    });
}
