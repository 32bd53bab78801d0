// Writes one parsed feed in one transaction: stations upserted, current prices replaced, a history
// row only where a price changed or first appeared, and the run marked ok. Everything goes through
// array (unnest) statements, two per batch of stations: row-by-row writes are several times slower
// on PGlite. If anything throws, the transaction rolls back, the run is marked failed and the last
// good data stays.
import type { Db, DbQueries } from "../db/db.ts";
import { entryOf } from "../history/packed-changes.ts";
import type { Station } from "./station.ts";
import { failRun, finishRun, startRun, type RunKind } from "./feed-runs.ts";
import type { ParsedFeed } from "./parse-feed.ts";
import { announceRun } from "./feed-announcements.ts";
import { countImplausible } from "./implausible-count.ts";

/** Serialises ingests across processes sharing one PostgreSQL (and is harmless on PGlite). */
export const FEED_LOCK_KEY = 7_340_552_019;

/**
 * Stations per pair of statements. A statement's arrays are unpacked inside PGlite's WASM memory,
 * which never gives memory back: the whole national feed at once left it ~11 MB larger for good. And
 * on PGlite a statement holds the event loop while it runs: requests are answered between
 * statements, so a batch is kept to a few tens of ms. Every batch holds all of its stations' prices,
 * so each statement still compares, writes and drops exactly what it did for the whole feed.
 */
export const INGEST_BATCH_STATIONS = 1_000;

export interface IngestResult {
  runId: number;
  fecha: Date;
  stations: number;
  prices: number;
  historyRows: number;
  rejected: number;
  reasons: Record<string, number>;
  /** Prices kept but set aside by the plausibility rule (src/domain/price-plausibility.ts). */
  implausible: number;
  implausibleReasons: Record<string, number>;
  /** Stations in the database that this feed did not list: kept, with their older seen_at. */
  staleStations: number;
  /** `Precio …` fields the catalogue does not know (a new product in the feed?). */
  unknownPriceFields: string[];
}

export interface IngestOptions {
  /** A run already started by the caller (runFeed starts it before fetching). */
  runId?: number;
  kind?: RunKind;
}

export async function ingestFeed(db: Db, parsed: ParsedFeed, source: string, options: IngestOptions = {}): Promise<IngestResult> {
  const runId = options.runId ?? (await startRun(db, source, options.kind ?? "current"));
  const reasons = { ...parsed.rejected.byReason, ...parsed.fixed.byReason };
  const implausible = countImplausible(parsed.stations);
  try {
    return await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock($1)", [FEED_LOCK_KEY]);
      let priceCount = 0;
      let historyRows = 0;
      for (let start = 0; start < parsed.stations.length; start += INGEST_BATCH_STATIONS) {
        const batch = parsed.stations.slice(start, start + INGEST_BATCH_STATIONS);
        const prices = priceColumns(batch);
        await upsertStations(tx, batch, parsed.fecha);
        historyRows += await writePrices(tx, batch, prices, parsed.fecha);
        priceCount += prices.stationIds.length;
      }
      const staleStations = await countStaleStations(tx, parsed.fecha);
      const counts = {
        fecha: parsed.fecha,
        stations: parsed.stations.length,
        prices: priceCount,
        rejected: parsed.rejected.count,
        reasons,
        historyRows,
        implausible: implausible.count,
        implausibleReasons: implausible.byReason,
      };
      await finishRun(tx, runId, counts);
      // Other processes on this PostgreSQL hear of the run at commit and reload (one process on PGlite).
      if (db.kind === "postgres") await announceRun(tx, runId);
      return { runId, ...counts, staleStations, unknownPriceFields: parsed.unknownPriceFields };
    });
  } catch (error) {
    await failRun(db, runId, error, parsed.fecha);
    throw error;
  }
}

/** The feed's prices as three parallel arrays, the shape unnest() takes. */
export interface PriceColumns {
  stationIds: string[];
  productos: string[];
  precios: number[];
}

export function priceColumns(stations: readonly Station[]): PriceColumns {
  const columns: PriceColumns = { stationIds: [], productos: [], precios: [] };
  for (const station of stations) {
    for (const [producto, precio] of Object.entries(station.prices)) {
      if (precio === undefined) continue;
      columns.stationIds.push(station.id);
      columns.productos.push(producto);
      columns.precios.push(precio);
    }
  }
  return columns;
}

const STATION_TEXT_COLUMNS = [
  ["rotulo", (s: Station) => s.rotulo],
  ["bandera", (s: Station) => s.bandera],
  ["direccion", (s: Station) => s.direccion],
  ["localidad", (s: Station) => s.localidad],
  ["municipio", (s: Station) => s.municipio],
  ["provincia", (s: Station) => s.provincia],
  ["id_provincia", (s: Station) => s.idProvincia],
  ["id_municipio", (s: Station) => s.idMunicipio],
  ["id_ccaa", (s: Station) => s.idCcaa],
  ["cp", (s: Station) => s.cp],
  ["horario", (s: Station) => s.horario],
  ["margen", (s: Station) => s.margen],
  ["remision", (s: Station) => s.remision],
  ["tipo_venta", (s: Station) => s.tipoVenta],
  ["pais", (s: Station) => s.pais],
] as const;

async function upsertStations(tx: DbQueries, stations: readonly Station[], fecha: Date): Promise<void> {
  const names = STATION_TEXT_COLUMNS.map(([name]) => name);
  const columns = ["id", ...names, "latitud", "longitud", "seen_at"];
  const textParams = names.map((_, i) => `$${i + 2}::text[]`);
  const n = names.length;
  const updated = columns.filter((c) => c !== "id");
  // Only new or changed rows reach the insert: a re-ingest of the same feed writes no station row,
  // and a join is much cheaper than one conflict check per row.
  await tx.query(
    `insert into stations (${columns.join(", ")})
     select f.* from (
       select u.*, $${n + 4}::timestamptz as seen_at
         from unnest($1::text[], ${textParams.join(", ")}, $${n + 2}::float8[], $${n + 3}::float8[])
           as u(${columns.slice(0, -1).join(", ")})
     ) as f
     left join stations s on s.id = f.id
     where s.id is null
        or (${updated.map((c) => `s.${c}`).join(", ")}) is distinct from (${updated.map((c) => `f.${c}`).join(", ")})
     on conflict (id) do update set ${updated.map((c) => `${c} = excluded.${c}`).join(", ")}`,
    [
      stations.map((s) => s.id),
      ...STATION_TEXT_COLUMNS.map(([, get]) => stations.map(get)),
      stations.map((s) => s.latitud),
      stations.map((s) => s.longitud),
      fecha,
    ],
  );
}

/**
 * One statement does all the price work, so the arrays are sent and parsed once. Every part of a
 * statement sees the table as it was before it, so `changed` compares the feed with the previous
 * current prices; new or changed ones become history rows and current prices, and products a listed
 * station no longer sells leave its current prices (stations absent from the feed keep theirs).
 * Returns the number of history rows written.
 */
async function writePrices(tx: DbQueries, stations: readonly Station[], prices: PriceColumns, fecha: Date): Promise<number> {
  const entry = entryOf(fecha.getTime(), 0);
  const [row] = await tx.query<{ n: number }>(
    `with feed as (
       select * from unnest($1::text[], $2::text[], $3::float8[]) as f(station_id, producto, precio)),
     changed as (
       select f.station_id, f.producto, f.precio
         from feed f left join station_prices c on c.station_id = f.station_id and c.producto = f.producto
        where c.precio is distinct from f.precio),
     history as (
       -- A change is appended to its month's packed row (server/history/packed-changes.ts).
       insert into price_months as h (station_id, producto, month, changes)
       select station_id, producto, $5::int, int4send($6::int) || int4send(round(precio * 100000)::int) from changed
       on conflict (station_id, producto, month) do update set changes = h.changes || excluded.changes
       returning 1),
     current_prices as (
       insert into station_prices (station_id, producto, precio)
       select station_id, producto, precio from changed
       on conflict (station_id, producto) do update set precio = excluded.precio),
     dropped as (
       delete from station_prices c
        where c.station_id = any($4::text[])
          and not exists (select 1 from feed f where f.station_id = c.station_id and f.producto = c.producto))
     -- Data-modifying parts run to completion whether or not the final select reads them.
     select (select count(*) from history)::int as n`,
    [prices.stationIds, prices.productos, prices.precios, stations.map((s) => s.id), entry.month, entry.seconds],
  );
  return row?.n ?? 0;
}

async function countStaleStations(tx: DbQueries, fecha: Date): Promise<number> {
  const [row] = await tx.query<{ n: number }>("select count(*)::int as n from stations where seen_at <> $1", [fecha]);
  return row?.n ?? 0;
}
