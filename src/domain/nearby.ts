// The nearby search itself (POST /api/gasolinaeco/search): stations selling the product within the
// radius, cheapest first, each with its distance, open-now and price band. One implementation for the
// server (candidates from its spatial index) and for the app's offline worker (candidates from the
// national snapshot), so both give the same answer to the same question.
import { boundingBox, cosOfLatitude, haversineKmWithCosines, type BoundingBox } from "./geo.ts";
import { wallClockToInstant, zoneOfPoint, zoneOfProvince } from "./local-time.ts";
import { isScheduleOpenAt, isStationOpenAt, stationSchedule, type ParsedSchedule } from "./opening-hours.ts";
import { priceBands, type PriceRange } from "./price-bands.ts";
import type { SearchProduct } from "./fuels.ts";
import { isPublicStation, type SaleScope } from "./public-station.ts";
import type { StationResult } from "./contract/stations.ts";

/** What a search result needs to know about a station. */
export interface NearbyStation {
  readonly id: string;
  readonly rotulo: string;
  readonly direccion: string;
  readonly horario: string;
  readonly bandera: string;
  readonly latitud: number;
  readonly longitud: number;
  readonly idProvincia: string;
  readonly pais: string;
  /** The feed's Tipo Venta; "R" marks a members-only station (src/domain/public-station.ts). */
  readonly tipoVenta?: string;
}

export interface NearbyQuery {
  producto: SearchProduct;
  distancia: number;
  latitud: number;
  longitud: number;
  /** The instant "open" is evaluated at. */
  at: Date;
  /** "todas": members-only stations too (src/domain/public-station.ts); public ones only otherwise. */
  venta?: SaleScope | undefined;
}

/** A station that sells the product, with its price for it. */
export interface PricedStation {
  readonly station: NearbyStation;
  readonly precio: number;
  /** When the price last changed (ISO), when known. */
  readonly desde?: string | undefined;
  /** "Precio históricamente bajo" (src/domain/price-year.ts), worked out with the index or the snapshot. */
  readonly historicamenteBajo?: boolean | undefined;
}

/**
 * A priced station with what the search reads of it for every candidate, worked out once: made with
 * the index (the server's) or as the box is walked (the offline worker's). A search then reads this
 * one object per candidate, not the station and the schedule cache behind it, which sit far apart
 * in memory and made each candidate a handful of cache misses on a busy server. A caller that keeps
 * more with each candidate extends this type on its side; findNearby hands its own candidates back.
 */
export interface SearchCandidate extends PricedStation {
  readonly id: string;
  readonly latitud: number;
  readonly longitud: number;
  /** cosOfLatitude(latitud), for the distance. */
  readonly cosLatitud: number;
  /** stationSchedule(station), as isScheduleOpenAt reads it. */
  readonly schedule: ParsedSchedule | null;
  /** The zone its opening hours are read in. */
  readonly timeZone: string;
}

export function searchCandidate({ station, precio, desde, historicamenteBajo }: PricedStation): SearchCandidate {
  return {
    station,
    precio,
    desde,
    historicamenteBajo: historicamenteBajo === true,
    id: station.id,
    latitud: station.latitud,
    longitud: station.longitud,
    cosLatitud: cosOfLatitude(station.latitud),
    schedule: stationSchedule(station),
    timeZone: zoneOfProvince(station.idProvincia),
  };
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * The instant a search is about. SPEC §3: the timestamp is the client's wall clock in ms, and the
 * client is where it searches; without one, now.
 */
export function searchInstant(timestamp: number | null | undefined, latitud: number, longitud: number, now: Date): Date {
  return timestamp != null ? wallClockToInstant(timestamp, zoneOfPoint(latitud, longitud)) : now;
}

/** The box a spatial index is asked for; findNearby keeps only what lies in it, inclusive. */
export function nearbySearchBox(q: Pick<NearbyQuery, "latitud" | "longitud" | "distancia">): BoundingBox {
  return boundingBox(q.latitud, q.longitud, q.distancia);
}

/** A hit for a station found by other means (a route's corridor, a kiosk's neighbours). */
export function nearbyHit(s: NearbyStation, precio: number, km: number, at: Date, pricerange: PriceRange, desde?: string, historicamenteBajo = false): NearbyHit {
  return { station: s, id: s.id, precio, km: round(km, 3), open: isStationOpenAt(s, at), pricerange, desde, historicamenteBajo };
}

/**
 * Cheapest first; equal prices nearest first; then by id, so the order never depends on the index.
 * Answers -1, 0 or 1: a fractional difference would be a new heap number on every comparison.
 */
export function compareNearby(a: Pick<StationResult, "precio" | "km" | "id">, b: Pick<StationResult, "precio" | "km" | "id">): number {
  if (a.precio !== b.precio) return a.precio < b.precio ? -1 : 1;
  if (a.km !== b.km) return a.km < b.km ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** One result before it becomes a StationResult: the server serialises these directly. */
export interface NearbyHit {
  readonly station: NearbyStation;
  readonly id: string;
  readonly precio: number;
  readonly km: number;
  readonly open: boolean;
  readonly pricerange: PriceRange;
  /** When the price last changed (ISO), when known. */
  readonly desde?: string | undefined;
  readonly historicamenteBajo?: boolean | undefined;
}

/** A hit of findNearby, with the candidate it was found from (the server writes its JSON from it). */
export interface FoundHit<C extends SearchCandidate = SearchCandidate> extends NearbyHit {
  readonly candidate: C;
}

/**
 * The results among `candidates`: any set of stations selling the product that holds every one inside
 * nearbySearchBox(q) (a spatial index's range query, or simply all of them). The box is checked again
 * here, so a looser candidate set gives the same answer.
 */
export function findNearby<C extends SearchCandidate>(candidates: Iterable<C>, q: NearbyQuery): FoundHit<C>[] {
  const box = nearbySearchBox(q);
  const cosLatitud = cosOfLatitude(q.latitud);
  // One pass makes the hits; their bands need every price first, so they are set after it.
  const hits: { -readonly [K in keyof FoundHit<C>]: FoundHit<C>[K] }[] = [];
  const prices: number[] = [];
  for (const c of candidates) {
    const { latitud, longitud } = c;
    if (latitud < box.minLat || latitud > box.maxLat || longitud < box.minLon || longitud > box.maxLon) continue;
    const km = haversineKmWithCosines(q.latitud, q.longitud, cosLatitud, latitud, longitud, c.cosLatitud);
    if (!(km <= q.distancia)) continue;
    // nearbyHit's object, written here: calling it from this loop made every search slower.
    const { station, id, precio } = c;
    hits.push({ candidate: c, station, id, precio, km: round(km, 3), open: isScheduleOpenAt(c.schedule, c.timeZone, q.at), pricerange: 0, desde: c.desde, historicamenteBajo: c.historicamenteBajo });
    prices.push(precio);
  }
  const band = priceBands(prices);
  for (let i = 0; i < hits.length; i++) hits[i]!.pricerange = band(prices[i]!);
  return sortNearby(hits);
}

/** Up to this many hits an insertion sort beats Array#sort, whose comparator calls cost more here. */
const INSERTION_SORT_MAX = 64;

/** `hits` in compareNearby's order, sorted in place. */
export function sortNearby<T extends Pick<StationResult, "precio" | "km" | "id">>(hits: T[]): T[] {
  if (hits.length > INSERTION_SORT_MAX) return hits.sort(compareNearby);
  for (let i = 1; i < hits.length; i++) {
    const hit = hits[i]!;
    let j = i - 1;
    while (j >= 0 && compareNearby(hits[j]!, hit) > 0) {
      hits[j + 1] = hits[j]!;
      j--;
    }
    hits[j + 1] = hit;
  }
  return hits;
}

/** The answer's form of a hit (the server writes the same fields straight to JSON: station-results-json.ts). */
export function toStationResult(hit: NearbyHit): StationResult {
  const s = hit.station;
  return {
    id: s.id,
    rotulo: s.rotulo,
    direccion: s.direccion,
    horario: s.horario,
    bandera: s.bandera,
    precio: hit.precio,
    pricerange: hit.pricerange,
    open: hit.open,
    km: hit.km,
    // Before gps, where the server's byte writer puts it (station-results-json.ts).
    ...(hit.desde !== undefined ? { desde: hit.desde } : {}),
    ...(hit.historicamenteBajo ? { historicamenteBajo: true as const } : {}),
    gps: { latitud: s.latitud, longitud: s.longitud },
    pais: s.pais,
    // Last, where the server's byte writer puts it (server/stations/station-json-bytes.ts).
    ...(s.tipoVenta !== undefined && !isPublicStation({ tipoVenta: s.tipoVenta }) ? { ventaRestringida: true as const } : {}),
  };
}
