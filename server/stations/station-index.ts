// The in-memory spatial index of current stations: one KDBush per searchable product holding only
// the public stations that sell it, so a nearby search is a range query plus a distance check. A search
// that asks for members-only stations too (venta "todas") reads a second index of the product, built on
// its first use: the public one itself when no members-only station sells the product.
import KDBush from "kdbush";
import { SEARCH_PRODUCTS, type FuelKey, type SearchProduct } from "../../src/domain/fuels.ts";
import { searchCandidate, type NearbyStation } from "../../src/domain/nearby.ts";
import type { Station } from "../feed/station.ts";
import { buildPriceTrust, type PriceTrust } from "./price-trust.ts";
// The search answer's JSON pieces are made with the index, not on the first search after an ingest.
import { stationJsonBytes, type JsonCandidate, type StationJsonBytes } from "./station-json-bytes.ts";
import { isOffered, isPublicStation, type SaleScope } from "../../src/domain/public-station.ts";
import { isHistoricallyLow } from "../../src/domain/price-year.ts";
import type { LowMarks } from "./historic-low-marks.ts";

export interface ProductIndex {
  readonly tree: KDBush;
  /** Stations in tree order: tree item i is stations[i]. */
  readonly stations: readonly Station[];
  /** The same stations with their price and when it last changed (ISO; undefined when the history
   * does not say), as a nearby search takes them: made once per index, so a search allocates
   * nothing per candidate and reads one object for each. */
  readonly priced: readonly JsonCandidate[];
}

export interface StationIndex {
  readonly builtAt: Date;
  /** The Fecha of the feed these prices come from (null before the first good ingest). */
  readonly feedFecha: Date | null;
  readonly stations: readonly Station[];
  readonly byId: ReadonlyMap<string, Station>;
  readonly byProduct: Readonly<Record<SearchProduct, ProductIndex>>;
  /** The product's index for a sale scope: byProduct for "publica" (the default). */
  productIndex(producto: SearchProduct, venta?: SaleScope): ProductIndex;
  /** Implausible prices and province medians (src/domain/price-plausibility.ts). */
  readonly trust: PriceTrust;
  /** Each station's "historically low" threshold per fuel (historic-low-marks.ts). */
  readonly lowMarks: LowMarks;
}

function buildProductIndex(
  all: readonly Station[],
  fuel: FuelKey,
  trust: PriceTrust,
  json: ReadonlyMap<NearbyStation, StationJsonBytes>,
  lowMarks: LowMarks,
  venta: SaleScope = "publica",
): ProductIndex {
  // Members-only stations (Tipo Venta R) only when asked for. Implausible prices never: a typo must
  // never top the cheapest list nor move the bands.
  const selling = all.filter((s) => isOffered(s, venta) && (s.prices[fuel] ?? 0) > 0 && trust.reasonOf(s, fuel) === null);
  const tree = new KDBush(Math.max(selling.length, 1));
  for (const s of selling) tree.add(s.longitud, s.latitud);
  if (selling.length === 0) tree.add(0, 0); // KDBush cannot be empty; item 0 is never read then
  tree.finish();
  // Object.assign, not a spread: the spread copies each had a hidden class of their own (11,827 for
  // diesel), which made findNearby 3× slower on them; assigned, they all share one.
  const priced = selling.map((station): JsonCandidate =>
    Object.assign(searchCandidate({
      station,
      precio: station.prices[fuel]!,
      desde: station.pricesSince?.[fuel],
      historicamenteBajo: isHistoricallyLow(station.prices[fuel]!, lowMarks.get(station.id)?.[fuel]),
    }), { json: json.get(station)! }));
  return { tree, stations: selling, priced };
}

export function buildStationIndex(stations: readonly Station[], feedFecha: Date | null = null, lowMarks: LowMarks = new Map()): StationIndex {
  const trust = buildPriceTrust(stations);
  const json = stationJsonBytes(stations);
  const byProduct = Object.fromEntries(
    (Object.entries(SEARCH_PRODUCTS) as [SearchProduct, FuelKey][]).map(([code, fuel]) => [code, buildProductIndex(stations, fuel, trust, json, lowMarks)]),
  ) as Record<SearchProduct, ProductIndex>;
  const membersOnlySellers = stations.filter((s) => !isPublicStation(s));
  const withMembersOnly = new Map<SearchProduct, ProductIndex>();
  const productIndex = (producto: SearchProduct, venta: SaleScope = "publica"): ProductIndex => {
    if (venta === "publica") return byProduct[producto];
    let found = withMembersOnly.get(producto);
    if (!found) {
      const fuel = SEARCH_PRODUCTS[producto];
      const anySells = membersOnlySellers.some((s) => (s.prices[fuel] ?? 0) > 0);
      found = anySells ? buildProductIndex(stations, fuel, trust, json, lowMarks, "todas") : byProduct[producto];
      withMembersOnly.set(producto, found);
    }
    return found;
  };
  return {
    builtAt: new Date(),
    feedFecha,
    stations,
    byId: new Map(stations.map((s) => [s.id, s])),
    byProduct,
    productIndex,
    trust,
    lowMarks,
  };
}
