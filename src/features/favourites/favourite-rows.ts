// What each favourite shows on /favoritas, from the stored favourite, its current prices and the
// prices the driver saw last time: every fuel's price and change, "Tu precio" where one of the driver's
// discount plans applies, open now, the distance from the driver, and the three orders the list offers.
import { t } from "@lingui/core/macro";
import { driverPriceAt, type DiscountPlan, type DriverPlans } from "../../domain/discounts.ts";
import type { CurrentStation, FuelPrice } from "../../domain/favourites.ts";
import { haversineKm } from "../../domain/geo.ts";
import { formatDecimal } from "../../i18n/formatters.ts";
import { productEntryName } from "../station/station-fuel-rows.ts";
import type { FavouriteStation, FuelPrices } from "../../stores/favourites-store.ts";

/** A fuel of a favourite as listed: its price (and any doubt about it) and the change since the last visit. */
export interface FuelRow extends FuelPrice {
  /** Change of the pump's price since the driver last looked, in euros (to the tenth of a cent); null when unknown. */
  change: number | null;
  /** Where one of the driver's plans applies: what they pay ("Tu precio") and the plan. */
  driver: { price: number; plan: DiscountPlan } | null;
}

export interface FavouriteRow {
  id: string;
  rotulo: string;
  direccion: string;
  bandera: string;
  addedAt: number;
  /** null while prices are unknown (loading, or the station is in no data at hand). */
  open: boolean | null;
  km: number | null;
  fuels: FuelRow[] | null;
}

export type FavouriteOrder = "added" | "price" | "distance";

export interface Position {
  latitude: number;
  longitude: number;
}

const toMilli = (euros: number) => Math.round(euros * 1000);

export function buildRow(
  favourite: FavouriteStation,
  current: CurrentStation | undefined,
  seen: FuelPrices | undefined,
  position: Position | null,
  plans: DriverPlans,
): FavouriteRow {
  const { id } = favourite;
  const base = {
    id,
    rotulo: current?.rotulo || favourite.rotulo || t`Gasolinera ${id}`,
    direccion: current?.direccion || favourite.direccion,
    bandera: current?.bandera ?? "none",
    addedAt: favourite.addedAt,
  };
  if (!current) return { ...base, open: null, km: null, fuels: null };
  return {
    ...base,
    open: current.open,
    km: position ? haversineKm(position.latitude, position.longitude, current.latitud, current.longitud) : null,
    fuels: current.fuels.map((fuel) => {
      const before = seen?.[fuel.key];
      const change = before && before > 0 ? (toMilli(fuel.price) - toMilli(before)) / 1000 : null;
      const { precio, plan } = driverPriceAt(fuel.price, current, plans);
      // A price set aside as implausible is compared nowhere, so it gets no "Tu precio" either.
      return { ...fuel, change, driver: plan && !fuel.dudoso ? { price: precio, plan } : null };
    }),
  };
}

/**
 * The price an order by price uses: the driver's where a plan applies, as in every list that compares
 * prices; none for a price set aside as implausible, as in every cheapest list.
 */
export const priceOf = (row: FavouriteRow, fuelKey: string | null): number | null => {
  const fuel = fuelKey ? row.fuels?.find((f) => f.key === fuelKey) : undefined;
  return fuel && !fuel.dudoso ? (fuel.driver?.price ?? fuel.price) : null;
};

/** Rows without the value an order needs go last, in the order they were added. */
export function sortRows(rows: readonly FavouriteRow[], order: FavouriteOrder, fuelKey: string | null): FavouriteRow[] {
  const byAdded = (a: FavouriteRow, b: FavouriteRow) => a.addedAt - b.addedAt;
  const value = (row: FavouriteRow) => (order === "price" ? priceOf(row, fuelKey) : order === "distance" ? row.km : null);
  if (order === "added") return [...rows].sort(byAdded);
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === null && vb === null ? byAdded(a, b) : va === null ? 1 : -1;
    return va - vb || byAdded(a, b);
  });
}

/** The plans that make a row's "Tu precio", each with the names of the fuels it applies to (one plan, nearly always). */
export function plansApplied(row: FavouriteRow): { plan: DiscountPlan; fuels: string[] }[] {
  const applied = new Map<string, { plan: DiscountPlan; fuels: string[] }>();
  for (const fuel of row.fuels ?? []) {
    if (!fuel.driver) continue;
    const entry = applied.get(fuel.driver.plan.id) ?? { plan: fuel.driver.plan, fuels: [] };
    entry.fuels.push(fuelRowName(fuel));
    applied.set(fuel.driver.plan.id, entry);
  }
  return [...applied.values()];
}

/** The pump prices of the rows that have them, by station id: what the driver has now seen. */
export function seenPrices(rows: readonly FavouriteRow[]): Record<string, FuelPrices> {
  return Object.fromEntries(rows.flatMap((row) => (row.fuels ? [[row.id, Object.fromEntries(row.fuels.map((f) => [f.key, f.price]))]] : [])));
}

/** A fuel's name on the list, in the app's language (the server's name for a product the app does not know). */
export const fuelRowName = (fuel: Pick<FuelRow, "key" | "label">): string => productEntryName({ producto: fuel.key, nombre: fuel.label });

/** "▲ 2 cts" / "▼ 0,5 cts" shown, and what a screen reader says instead; null when unchanged or unknown. */
export function changeText(change: number | null): { shown: string; spoken: string } | null {
  if (change === null || change === 0) return null;
  const cents = formatDecimal(Math.abs(change) * 100, 0, 1);
  return change > 0
    ? { shown: t`▲ ${cents} cts`, spoken: t`sube ${cents} céntimos` }
    : { shown: t`▼ ${cents} cts`, spoken: t`baja ${cents} céntimos` };
}
