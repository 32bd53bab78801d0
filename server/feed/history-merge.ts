// Puts one past day's prices into the packed history (price_months, server/history/packed-changes.ts)
// keeping "only changes are stored": a day's price becomes a change only when it differs from the
// one in force just before, and the next known change is dropped when it repeats the day's price (a
// newest-first back-fill moves most series' first change back by a day). Each series needs its
// month's row and the nearest rows before and after it: read in one statement, merged here, written
// back in one more.
import type { DbQueries } from "../db/db.ts";
import type { PriceChange } from "../../src/domain/price-year.ts";
import { decodeMonth, encodeMonth, monthOf } from "../history/packed-changes.ts";

export interface DayPriceBatch { stationIds: string[]; productos: string[]; precios: number[] }

interface Neighbours {
  i: number;
  prev_month: number | null;
  prev: Uint8Array | null;
  next_month: number | null;
  next: Uint8Array | null;
}

// Two probes of the primary key per price: the latest row up to the day's month (that month's own
// row, or the one before it) and the first row after it.
const READ_NEIGHBOURS = `
  select f.i::int as i, pv.month as prev_month, pv.changes as prev, nx.month as next_month, nx.changes as next
    from unnest($1::text[], $2::text[]) with ordinality as f(station_id, producto, i)
    left join lateral (select p.month, p.changes from price_months p
                        where p.station_id = f.station_id and p.producto = f.producto and p.month <= $3
                        order by p.month desc limit 1) as pv on true
    left join lateral (select p.month, p.changes from price_months p
                        where p.station_id = f.station_id and p.producto = f.producto and p.month > $3
                        order by p.month limit 1) as nx on true`;

const WRITE_MONTHS = `
  with written as (
    insert into price_months (station_id, producto, month, changes)
    select station_id, producto, month, decode(hex, 'hex')
      from unnest($1::text[], $2::text[], $3::int[], $4::text[]) as w(station_id, producto, month, hex)
    on conflict (station_id, producto, month) do update set changes = excluded.changes
    returning 1)
  delete from price_months p
   using unnest($5::text[], $6::text[], $7::int[]) as d(station_id, producto, month)
   where p.station_id = d.station_id and p.producto = d.producto and p.month = d.month`;

const hex = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");

/** Merges the batch's prices at `fecha`; returns how many changes it added. */
export async function mergeDayIntoMonths(tx: DbQueries, batch: DayPriceBatch, fecha: Date): Promise<number> {
  const at = fecha.getTime();
  const month = monthOf(at);
  const rows = await tx.query<Neighbours>(READ_NEIGHBOURS, [batch.stationIds, batch.productos, month]);
  const writes = { stationIds: [] as string[], productos: [] as string[], months: [] as number[], hexes: [] as string[] };
  const deletes = { stationIds: [] as string[], productos: [] as string[], months: [] as number[] };
  const put = (i: number, rowMonth: number, changes: PriceChange[]) => {
    const target = changes.length > 0 ? writes : deletes;
    target.stationIds.push(batch.stationIds[i]!);
    target.productos.push(batch.productos[i]!);
    target.months.push(rowMonth);
    if (changes.length > 0) writes.hexes.push(hex(encodeMonth(rowMonth, changes)));
  };
  let added = 0;
  for (const row of rows) {
    const i = row.i - 1;
    const precio = batch.precios[i]!;
    const own = row.prev_month === month;
    const cur = own ? decodeMonth(month, row.prev!) : [];
    const before = cur.filter((c) => c.at < at).at(-1) ?? (!own && row.prev ? decodeMonth(row.prev_month!, row.prev).at(-1) : undefined);
    let curChanged = false;
    const sameInstant = cur.findIndex((c) => c.at === at);
    if (sameInstant >= 0) {
      cur.splice(sameInstant, 1);
      curChanged = true;
    }
    if (before?.precio !== precio) {
      cur.splice(cur.filter((c) => c.at < at).length, 0, { at, precio });
      curChanged = true;
      added++;
    }
    // The next change, in this month's row or the next row: no change at all if it repeats the day's.
    const nextInCur = cur.findIndex((c) => c.at > at);
    if (nextInCur >= 0) {
      if (cur[nextInCur]!.precio === precio) {
        cur.splice(nextInCur, 1);
        curChanged = true;
      }
    } else if (row.next) {
      const next = decodeMonth(row.next_month!, row.next);
      if (next[0]?.precio === precio) put(i, row.next_month!, next.slice(1));
    }
    if (curChanged) put(i, month, cur);
  }
  if (writes.stationIds.length > 0 || deletes.stationIds.length > 0) {
    await tx.query(WRITE_MONTHS, [writes.stationIds, writes.productos, writes.months, writes.hexes, deletes.stationIds, deletes.productos, deletes.months]);
  }
  return added;
}
