// The stations the browsing map shows for one product, read from the national snapshot: every public
// station selling it, at the driver's price where one of their plans applies ("Tu precio"), sorted
// cheapest first (map-clusters.ts byPrice) so the list of a view is the first few found in it.
import { driverPriceAt, type DriverPlans } from "./discounts.ts";
import type { SearchProduct } from "./fuels.ts";
import { byPrice, type PricedPoint } from "./map-clusters.ts";
import type { SnapshotIndex } from "./snapshot.ts";

export interface MapStation extends PricedPoint {
  readonly rotulo: string;
  readonly direccion: string;
  /** The pump's price, only where the driver's plan makes `precio` lower. */
  readonly precioSurtidor?: number;
}

export function mapStationsOf(index: SnapshotIndex, product: SearchProduct, driver: DriverPlans | null): MapStation[] {
  const { stations, prices } = index.byProduct[product];
  const found: MapStation[] = [];
  for (let k = 0; k < stations.length; k++) {
    const i = stations[k]!;
    if (index.isMembersOnly(i)) continue;
    const station = index.station(i);
    const pump = prices[k]!;
    const driverPrice = driver ? driverPriceAt(pump, station, driver) : null;
    const discounted = driverPrice !== null && driverPrice.plan !== null && driverPrice.precio < pump;
    found.push({
      id: station.id,
      rotulo: station.rotulo,
      direccion: station.direccion,
      latitud: station.latitud,
      longitud: station.longitud,
      precio: discounted ? driverPrice.precio : pump,
      ...(discounted ? { precioSurtidor: pump } : {}),
    });
  }
  return found.sort(byPrice);
}
