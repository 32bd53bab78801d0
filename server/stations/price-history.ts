// A station's price history for the last N days, with the price in force when the window opens so a
// chart can start at the left edge.
import type { Db } from "../db/db.ts";

export interface HistoryPoint { producto: string; precio: number; desde: string }

export async function stationPriceHistory(db: Db, stationId: string, days: number, now = new Date()): Promise<HistoryPoint[]> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await db.query<{ producto: string; precio: number; valid_from: Date | string }>(
    `select producto, precio, valid_from from price_history
      where station_id = $1 and valid_from >= $2
     union all
     (select distinct on (producto) producto, precio, valid_from from price_history
       where station_id = $1 and valid_from < $2
       order by producto, valid_from desc)`,
    [stationId, since],
  );
  return rows
    .map((r) => ({ producto: r.producto, precio: Number(r.precio), desde: new Date(r.valid_from).toISOString() }))
    .sort((a, b) => a.producto.localeCompare(b.producto) || a.desde.localeCompare(b.desde));
}
