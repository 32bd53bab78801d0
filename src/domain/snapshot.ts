// The national snapshot (GET /api/gasolinaeco/snapshot): every public station with what a nearby
// search needs, in a compact columnar form the app keeps for searching with no signal. The server
// encodes it, the app's worker decodes it; this file is the one place that knows the format.
//
// Size (about 290 KB gzip for 12,200 stations): stations are ordered by province then id, so ids and
// coordinates travel as small deltas; coordinates as integer millionths of a degree (the feed's own 6
// decimals: rounding to 5 would move km by up to a metre and break equality with the server's
// search), prices as integer milli-euros (the feed has 3 decimals), opening hours and provinces as
// indexes into lists of distinct texts. `bandera` is recomputed from `rotulo` exactly as the ingest
// does, so only stations where it differs carry it.
import { normaliseBrand } from "./brand.ts";
import { SEARCH_PRODUCT_CODES, type SearchProduct } from "./fuels.ts";
import { isPublicStation, MEMBERS_ONLY_SALE } from "./public-station.ts";
import { findNearby, nearbySearchBox, searchCandidate, toStationResult, type NearbyQuery, type NearbyStation, type SearchCandidate } from "./nearby.ts";
import type { StationResult } from "./contract/stations.ts";

/** 2 carries members-only stations (`restringidas`); a stored 1 has none and still reads. */
export const SNAPSHOT_VERSION = 2;
const READABLE_VERSIONS: readonly number[] = [1, SNAPSHOT_VERSION];
const DEGREE_SCALE = 1e6;
const PRICE_SCALE = 1000;

/** The wire format. Every per-station array has `n` items, in the same station order. */
export interface NationalSnapshot {
  v: typeof SNAPSHOT_VERSION | 1;
  /** The feed's Fecha of these prices (ISO), null when unknown. No build time: the same data always
   * gives the same bytes, so the ETag survives restarts and re-ingests of an unchanged feed. */
  fecha: string | null;
  n: number;
  /** Numeric ids as deltas; empty when `idTexto` is given. */
  id: number[];
  /** Ids as text, only when some id is not a plain integer (a leading zero). */
  idTexto?: string[];
  /** Latitude and longitude in millionths of a degree, as deltas. */
  lat: number[];
  lon: number[];
  rotulo: string[];
  direccion: string[];
  horarios: string[];
  /** Index into `horarios`. */
  horario: number[];
  provincias: string[];
  provincia: number[];
  paises: string[];
  pais: number[];
  /** [station index, bandera] where bandera is not normaliseBrand(rotulo). */
  banderas: [number, string][];
  /** Per search product sold by at least one station: price in milli-euros, 0 when the station does not
   * sell it. A product no station sells has no column (the runs of zeros would cost bytes for nothing). */
  precios: Partial<Record<SearchProduct, number[]>>;
  /** Members-only stations ("Tipo Venta" R, src/domain/public-station.ts) as ascending station indexes
   * in deltas; absent when there are none. The local search leaves them out unless asked. */
  restringidas?: number[];
  /** Per search product, the stations whose price is "históricamente bajo" (src/domain/price-year.ts),
   * as ascending station indexes in deltas; a product with none has no entry, and absent with none at all. */
  bajos?: Partial<Record<SearchProduct, number[]>>;
  /** Values the scaled integers cannot carry exactly (none in any feed seen): [i, latitud, longitud]. */
  coordenadasExactas?: [number, number, number][];
  /** [product, i, price]. */
  preciosExactos?: [SearchProduct, number, number][];
}

/** A station as the encoder takes it (the server's Station has these fields and more). */
export interface SnapshotSource extends NearbyStation {
  readonly prices: Partial<Record<string, number>>;
}

/** Which key of Station.prices each search product reads. */
export type ProductFuelKeys = Readonly<Record<SearchProduct, string>>;

const CANONICAL_ID = /^(0|[1-9]\d{0,14})$/;

function deltas(values: readonly number[]): number[] {
  return values.map((v, i) => (i === 0 ? v : v - values[i - 1]!));
}

function undelta(values: readonly number[]): number[] {
  const out = new Array<number>(values.length);
  let running = 0;
  for (let i = 0; i < values.length; i++) out[i] = running += values[i]!;
  return out;
}

/** Distinct texts, most frequent first (small indexes compress best), and each value's index. */
function dictionary(values: readonly string[]): { list: string[]; index: number[] } {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const list = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || (a < b ? -1 : 1));
  const position = new Map(list.map((v, i) => [v, i]));
  return { list, index: values.map((v) => position.get(v)!) };
}

const scaled = (value: number, scale: number) => Math.round(value * scale);
const exact = (value: number, scale: number) => scaled(value, scale) / scale === value;

/** Builds the snapshot of `stations`, members-only ones marked. */
export function encodeSnapshot(
  stations: readonly SnapshotSource[],
  fuelKeys: ProductFuelKeys,
  meta: { fecha: Date | null; historicallyLow?: (station: SnapshotSource, fuelKey: string) => boolean },
): NationalSnapshot {
  const ordered = [...stations].sort((a, b) =>
    a.idProvincia < b.idProvincia ? -1 : a.idProvincia > b.idProvincia ? 1 : Number(a.id) - Number(b.id) || (a.id < b.id ? -1 : 1),
  );
  const numericIds = ordered.every((s) => CANONICAL_ID.test(s.id));
  const horarios = dictionary(ordered.map((s) => s.horario));
  const provincias = dictionary(ordered.map((s) => s.idProvincia));
  const paises = dictionary(ordered.map((s) => s.pais));
  const coordenadasExactas: [number, number, number][] = [];
  const preciosExactos: [SearchProduct, number, number][] = [];
  ordered.forEach((s, i) => {
    if (!exact(s.latitud, DEGREE_SCALE) || !exact(s.longitud, DEGREE_SCALE)) coordenadasExactas.push([i, s.latitud, s.longitud]);
  });
  const restringidas = ordered.flatMap((s, i) => (isPublicStation({ tipoVenta: s.tipoVenta ?? "" }) ? [] : [i]));
  const sold = SEARCH_PRODUCT_CODES.filter((product) => ordered.some((s) => (s.prices[fuelKeys[product]] ?? 0) > 0));
  const precios = Object.fromEntries(
    sold.map((product) => [
      product,
      ordered.map((s, i) => {
        const price = s.prices[fuelKeys[product]] ?? 0;
        if (!(price > 0)) return 0;
        if (!exact(price, PRICE_SCALE)) preciosExactos.push([product, i, price]);
        return scaled(price, PRICE_SCALE);
      }),
    ]),
  ) as Partial<Record<SearchProduct, number[]>>;
  const bajos: Partial<Record<SearchProduct, number[]>> = {};
  const isLow = meta.historicallyLow;
  if (isLow) {
    for (const product of sold) {
      const low = ordered.flatMap((s, i) => ((s.prices[fuelKeys[product]] ?? 0) > 0 && isLow(s, fuelKeys[product]) ? [i] : []));
      if (low.length > 0) bajos[product] = deltas(low);
    }
  }

  return {
    v: SNAPSHOT_VERSION,
    fecha: meta.fecha ? meta.fecha.toISOString() : null,
    n: ordered.length,
    id: numericIds ? deltas(ordered.map((s) => Number(s.id))) : [],
    ...(numericIds ? {} : { idTexto: ordered.map((s) => s.id) }),
    lat: deltas(ordered.map((s) => scaled(s.latitud, DEGREE_SCALE))),
    lon: deltas(ordered.map((s) => scaled(s.longitud, DEGREE_SCALE))),
    rotulo: ordered.map((s) => s.rotulo),
    direccion: ordered.map((s) => s.direccion),
    horarios: horarios.list,
    horario: horarios.index,
    provincias: provincias.list,
    provincia: provincias.index,
    paises: paises.list,
    pais: paises.index,
    banderas: ordered.flatMap((s, i): [number, string][] => (s.bandera === normaliseBrand(s.rotulo) ? [] : [[i, s.bandera]])),
    precios,
    ...(restringidas.length > 0 ? { restringidas: deltas(restringidas) } : {}),
    ...(Object.keys(bajos).length > 0 ? { bajos } : {}),
    ...(coordenadasExactas.length > 0 ? { coordenadasExactas } : {}),
    ...(preciosExactos.length > 0 ? { preciosExactos } : {}),
  };
}

// ---- Decoding and searching (the app's worker) --------------------------------------------------

export interface ProductStations {
  /** Indexes of the stations selling the product. */
  readonly stations: Int32Array;
  /** Their prices in euros, same order. */
  readonly prices: Float64Array;
  /** Station indexes whose price is "históricamente bajo". */
  readonly low: ReadonlySet<number>;
}

export interface SnapshotIndex {
  readonly fecha: string | null;
  readonly count: number;
  readonly latitud: Float64Array;
  readonly longitud: Float64Array;
  readonly byProduct: Readonly<Record<SearchProduct, ProductStations>>;
  /** Whether the station at an index sells only to its members. */
  isMembersOnly(i: number): boolean;
  /** The station at an index, built on first use. */
  station(i: number): NearbyStation;
  /** The index of the station with this id, or -1. */
  indexOf(id: string): number;
  /** The station's price of a product in euros, 0 when it does not sell it. */
  priceOf(product: SearchProduct, i: number): number;
}

export class SnapshotFormatError extends Error {}

function checkLengths(s: NationalSnapshot): void {
  if (!READABLE_VERSIONS.includes(s.v)) throw new SnapshotFormatError(`versión de la instantánea no soportada: ${String(s.v)}`);
  const perStation: [string, readonly unknown[] | undefined][] = [
    ["id", s.idTexto ?? s.id], ["lat", s.lat], ["lon", s.lon], ["rotulo", s.rotulo], ["direccion", s.direccion],
    ["horario", s.horario], ["provincia", s.provincia], ["pais", s.pais],
    ...Object.entries(s.precios ?? {}).map(([p, column]): [string, readonly unknown[] | undefined] => [`precios.${p}`, column]),
  ];
  for (const [name, values] of perStation) {
    if (!Array.isArray(values) || values.length !== s.n) throw new SnapshotFormatError(`instantánea incompleta: ${name}`);
  }
}

export function decodeSnapshot(s: NationalSnapshot): SnapshotIndex {
  checkLengths(s);
  const ids = s.idTexto ?? undelta(s.id).map(String);
  const latitud = Float64Array.from(undelta(s.lat), (v) => v / DEGREE_SCALE);
  const longitud = Float64Array.from(undelta(s.lon), (v) => v / DEGREE_SCALE);
  for (const [i, lat, lon] of s.coordenadasExactas ?? []) {
    latitud[i] = lat;
    longitud[i] = lon;
  }
  const banderas = new Map(s.banderas);
  const membersOnly = new Set(undelta(s.restringidas ?? []));
  const exactPrices = new Map((s.preciosExactos ?? []).map(([p, i, price]) => [`${p}:${i}`, price]));

  const byProduct = Object.fromEntries(
    SEARCH_PRODUCT_CODES.map((product) => {
      const column = s.precios[product] ?? [];
      const selling: number[] = [];
      column.forEach((price, i) => price > 0 && selling.push(i));
      const prices = Float64Array.from(selling, (i) => exactPrices.get(`${product}:${i}`) ?? column[i]! / PRICE_SCALE);
      const entry: ProductStations = { stations: Int32Array.from(selling), prices, low: new Set(undelta(s.bajos?.[product] ?? [])) };
      return [product, entry];
    }),
  ) as Record<SearchProduct, ProductStations>;

  const built: (NearbyStation | undefined)[] = new Array(s.n);
  let positions: Map<string, number> | undefined;
  return {
    indexOf(id) {
      positions ??= new Map(ids.map((stationId, i) => [stationId, i]));
      return positions.get(id) ?? -1;
    },
    priceOf(product, i) {
      const { stations, prices } = byProduct[product];
      // stations is in ascending index order (built by walking the column).
      let low = 0;
      let high = stations.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const at = stations[mid]!;
        if (at === i) return prices[mid]!;
        if (at < i) low = mid + 1;
        else high = mid - 1;
      }
      return 0;
    },
    isMembersOnly: (i) => membersOnly.has(i),
    fecha: s.fecha,
    count: s.n,
    latitud,
    longitud,
    byProduct,
    station(i) {
      let station = built[i];
      if (!station) {
        const rotulo = s.rotulo[i]!;
        station = {
          id: ids[i]!,
          rotulo,
          direccion: s.direccion[i]!,
          horario: s.horarios[s.horario[i]!] ?? "",
          bandera: banderas.get(i) ?? normaliseBrand(rotulo),
          latitud: latitud[i]!,
          longitud: longitud[i]!,
          idProvincia: s.provincias[s.provincia[i]!] ?? "",
          pais: s.paises[s.pais[i]!] ?? "",
          ...(membersOnly.has(i) ? { tipoVenta: MEMBERS_ONLY_SALE } : {}),
        };
        built[i] = station;
      }
      return station;
    },
  };
}

function* candidatesNear(index: SnapshotIndex, q: NearbyQuery): Generator<SearchCandidate> {
  const { stations, prices, low } = index.byProduct[q.producto];
  // The box test on the raw arrays spares building a station object for every one in the country.
  const box = nearbySearchBox(q);
  const membersToo = q.venta === "todas";
  for (let k = 0; k < stations.length; k++) {
    const i = stations[k]!;
    if (!membersToo && index.isMembersOnly(i)) continue;
    const lat = index.latitud[i]!;
    const lon = index.longitud[i]!;
    if (lat < box.minLat || lat > box.maxLat || lon < box.minLon || lon > box.maxLon) continue;
    yield searchCandidate({ station: index.station(i), precio: prices[k]!, historicamenteBajo: low.has(i) });
  }
}

/** The nearby search on the snapshot: the same results the server gives for the same data. */
export function searchSnapshot(index: SnapshotIndex, q: NearbyQuery): StationResult[] {
  return findNearby(candidatesNear(index, q), q).map(toStationResult);
}
