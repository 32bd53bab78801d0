// Small Ministry-shaped documents for tests that need a precise anomaly rather than a real file, and
// a reset of the feed tables so tests can share one database.
import type { DbQueries } from "../../../server/db/db.ts";
import { ENTRY_BYTES } from "../../../server/history/packed-changes.ts";
import { changesSince } from "../../../server/history/price-changes.ts";

export async function emptyFeedTables(db: DbQueries): Promise<void> {
  await db.exec("truncate stations, station_prices, price_months, feed_runs restart identity cascade");
}

/** How many price changes the history holds. */
export async function storedChangeCount(db: DbQueries): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select coalesce(sum(length(changes)), 0)::int / ${ENTRY_BYTES} as n from price_months`);
  return row!.n;
}

/** One station's changes of one product as [precio, ISO instant], oldest first. */
export async function storedChanges(db: DbQueries, stationId: string, producto: string): Promise<[number, string][]> {
  const series = await changesSince(db, [stationId], new Date(0), producto);
  return (series.get(stationId)?.get(producto) ?? []).map((c) => [c.precio, new Date(c.at).toISOString()]);
}

export type FeedRow = Record<string, string | null>;

/** One station in the current schema (values as the Ministry writes them); override any field. */
export function feedRow(overrides: FeedRow = {}): FeedRow {
  return {
    "C.P.": "08630",
    "Dirección": "CALLE TREBALL, 1",
    Horario: "L-D: 24H",
    Latitud: "41,514583",
    Localidad: "ABRERA",
    "Longitud (WGS84)": "1,897944",
    Margen: "N",
    Municipio: "Abrera",
    "Precio Gasoleo A": "1,419",
    "Precio Gasolina 95 E5": "1,519",
    "Precio Gasolina 98 E5": "",
    Provincia: "BARCELONA",
    "Remisión": "dm",
    "Rótulo": "REPSOL",
    "Tipo Venta": "P",
    IDEESS: "13318",
    IDMunicipio: "861",
    IDProvincia: "08",
    IDCCAA: "09",
    ...overrides,
  };
}

/** A whole response with slashes escaped as the Ministry does ("27\/09\/2025"). */
export function feedJson(rows: readonly FeedRow[], fecha = "27/09/2025 18:05:47"): string {
  const document = { Fecha: fecha, ListaEESSPrecio: rows, Nota: "Archivo de prueba", ResultadoConsulta: "OK" };
  return JSON.stringify(document).replaceAll("/", "\\/");
}

/** `count` distinct stations spread along a line inside Spain. */
export function feedRows(count: number, overrides: (i: number) => FeedRow = () => ({})): FeedRow[] {
  return Array.from({ length: count }, (_, i) =>
    feedRow({ IDEESS: String(1000 + i), Latitud: (40 + i / 1000).toFixed(6).replace(".", ","), ...overrides(i) }),
  );
}
