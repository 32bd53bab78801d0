// What the back-fill of a past day needs from its parsed feed: the prices as columns, sorted by station
// and product (the order of price_months' key, so a batch reads neighbouring rows), and the counts its
// run records. Small enough to cross from the parsing worker thread in one cheap message.
import { countImplausible, type ImplausibleCount } from "./implausible-count.ts";
import type { ParsedFeed, Tally } from "./parse-feed.ts";

export interface HistoryDayPrices {
  fecha: Date;
  stations: number;
  rejected: Tally;
  fixed: Tally;
  unknownPriceFields: string[];
  implausible: ImplausibleCount;
  stationIds: string[];
  productos: string[];
  precios: number[];
}

export function historyDayPrices(parsed: ParsedFeed): HistoryDayPrices {
  const columns = { stationIds: [] as string[], productos: [] as string[], precios: [] as number[] };
  for (const station of [...parsed.stations].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    for (const [producto, precio] of Object.entries(station.prices).sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (precio === undefined) continue;
      columns.stationIds.push(station.id);
      columns.productos.push(producto);
      columns.precios.push(precio);
    }
  }
  return {
    fecha: parsed.fecha,
    stations: parsed.stations.length,
    rejected: parsed.rejected,
    fixed: parsed.fixed,
    unknownPriceFields: parsed.unknownPriceFields,
    implausible: countImplausible(parsed.stations),
    ...columns,
  };
}
