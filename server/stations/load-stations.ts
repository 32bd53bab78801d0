// Reads the current stations and their prices from the database, for the in-memory index, a page of
// stations (by id) at a time, with the feed run they come from. Each station comes as one JSON text that parses straight into the
// object the index keeps: one column per field would make the driver build ~230,000 field strings
// only to copy them into Station objects (about twice the garbage per national reload).
import type { Db } from "../db/db.ts";
import type { FuelKey } from "../../src/domain/fuels.ts";
import type { Station } from "../feed/station.ts";
import { lastGoodRun, type LastGoodRun } from "../feed/last-good-run.ts";

// Keys in Station's field order. The page is cut first and turned into JSON after: with the JSON in
// the same select, Postgres builds it for every row after the cursor before it sorts and cuts.
const STATIONS_PAGE = `
  select id, json_build_object(
    'id', id, 'rotulo', rotulo, 'bandera', bandera, 'direccion', direccion, 'localidad', localidad,
    'municipio', municipio, 'provincia', provincia, 'idProvincia', id_provincia, 'idMunicipio', id_municipio,
    'idCcaa', id_ccaa, 'cp', cp, 'horario', horario, 'latitud', latitud, 'longitud', longitud,
    'margen', margen, 'remision', remision, 'tipoVenta', tipo_venta, 'pais', pais, 'prices', json_build_object()
  )::text as json
  from (select * from stations where id > $1 order by id limit $2) as page
  order by id`;

// With each price when it last changed: the last entry of its latest month (server/history/packed-changes.ts;
// entries are appended in time order), one index probe per price.
const PRICES_OF_PAGE = `
  select c.station_id, c.producto, c.precio,
         (select make_timestamptz(h.month / 12, h.month % 12 + 1, 1, 0, 0, 0, 'UTC')
                 + ('x' || encode(substring(h.changes from length(h.changes) - 7 for 4), 'hex'))::bit(32)::int * interval '1 second'
            from price_months h where h.station_id = c.station_id and h.producto = c.producto
           order by h.month desc limit 1) as since
    from station_prices c where c.station_id > $1 and c.station_id <= $2`;

/**
 * Stations per page. On the embedded database a statement holds the event loop while it runs: the
 * whole table at once held it ~350 ms; a page of 1,000 takes a few tens of ms.
 */
const PAGE_STATIONS = 1_000;

/** The stations and prices the index serves, and the feed run they come from. */
export interface ServedData {
  stations: Station[];
  run: LastGoodRun | undefined;
}

export async function loadServedData(db: Db): Promise<ServedData> {
  return db.transaction(async (tx) => {
    // Every page and the run from one snapshot, so an ingest committing meanwhile is seen whole or not
    // at all, and getlastupdate never names a run whose prices the index does not hold.
    await tx.query("set transaction isolation level repeatable read");
    const stations: Station[] = [];
    for (let after = ""; ; ) {
      const rows = await tx.query<{ id: string; json: string }>(STATIONS_PAGE, [after, PAGE_STATIONS]);
      if (rows.length === 0) break;
      const last = rows[rows.length - 1]!.id;
      const byId = new Map<string, Station>();
      for (const row of rows) {
        const station = JSON.parse(row.json) as Station;
        // JSON writes a non-finite double as a string: Number() reads it back as before.
        station.latitud = Number(station.latitud);
        station.longitud = Number(station.longitud);
        byId.set(station.id, station);
        stations.push(station);
      }
      const prices = await tx.query<{ station_id: string; producto: string; precio: number; since: Date | string | null }>(PRICES_OF_PAGE, [after, last]);
      for (const p of prices) {
        const station = byId.get(p.station_id);
        if (!station) continue;
        station.prices[p.producto as FuelKey] = Number(p.precio);
        if (p.since !== null) (station.pricesSince ??= {})[p.producto as FuelKey] = new Date(p.since).toISOString();
      }
      if (rows.length < PAGE_STATIONS) break;
      after = last;
    }
    return { stations, run: await lastGoodRun(tx) };
  });
}
