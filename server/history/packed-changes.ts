// The one place that knows how price_months packs a station's changes of one product in one month
// (server/db/migrations/016_price_months.sql): 8 bytes a change, seconds since the UTC month began
// and the price in 1/100,000 €/l, both big-endian int4 so SQL can append one with int4send.
import type { PriceChange } from "../../src/domain/price-year.ts";

export const ENTRY_BYTES = 8;
const PRICE_UNITS = 100_000;

/** UTC year * 12 + month - 1 of an instant. */
export function monthOf(at: number): number {
  const d = new Date(at);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

export function monthStart(month: number): number {
  return Date.UTC(Math.floor(month / 12), month % 12, 1);
}

/** Seconds since the month began and the price in units: the two int4 of an entry. */
export function entryOf(at: number, precio: number): { month: number; seconds: number; units: number } {
  const month = monthOf(at);
  return { month, seconds: Math.round((at - monthStart(month)) / 1000), units: Math.round(precio * PRICE_UNITS) };
}

/**
 * A month's changes, oldest first. Entries are written in time order; two at the same instant (a feed
 * ingested again) keep the later-written one.
 */
export function decodeMonth(month: number, bytes: Uint8Array): PriceChange[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = monthStart(month);
  const out: PriceChange[] = [];
  for (let offset = 0; offset + ENTRY_BYTES <= bytes.byteLength; offset += ENTRY_BYTES) {
    const at = start + view.getInt32(offset) * 1000;
    const precio = view.getInt32(offset + 4) / PRICE_UNITS;
    const last = out.at(-1);
    if (last && last.at >= at) {
      if (last.at === at) last.precio = precio;
      else insertInOrder(out, { at, precio });
    } else out.push({ at, precio });
  }
  return out;
}

function insertInOrder(list: PriceChange[], change: PriceChange): void {
  let i = list.length;
  while (i > 0 && list[i - 1]!.at > change.at) i--;
  if (i > 0 && list[i - 1]!.at === change.at) list[i - 1]!.precio = change.precio;
  else list.splice(i, 0, change);
}

/** A month's changes (all within it, ascending) packed. */
export function encodeMonth(month: number, changes: readonly PriceChange[]): Uint8Array {
  const bytes = new Uint8Array(changes.length * ENTRY_BYTES);
  const view = new DataView(bytes.buffer);
  const start = monthStart(month);
  changes.forEach((c, i) => {
    view.setInt32(i * ENTRY_BYTES, Math.round((c.at - start) / 1000));
    view.setInt32(i * ENTRY_BYTES + 4, Math.round(c.precio * PRICE_UNITS));
  });
  return bytes;
}
