// A station's price history for the last N days, with the price in force when the window opens so a
// chart can start at the left edge.
import type { Db } from "../db/db.ts";
import { changesSince } from "../history/price-changes.ts";

export interface HistoryPoint { producto: string; precio: number; desde: string }

export async function stationPriceHistory(db: Db, stationId: string, days: number, now = new Date()): Promise<HistoryPoint[]> {
  const series = await changesSince(db, [stationId], new Date(now.getTime() - days * 86_400_000));
  const points: HistoryPoint[] = [];
  for (const [producto, changes] of series.get(stationId) ?? []) {
    for (const c of changes) points.push({ producto, precio: c.precio, desde: new Date(c.at).toISOString() });
  }
  return points.sort((a, b) => a.producto.localeCompare(b.producto) || a.desde.localeCompare(b.desde));
}
