// The stations a results screen shows, in this order of work: the brand filter first, then the driver's
// own price where a discount plan applies ("Tu precio"), then the price bands over what is left, then
// each station's net saving (nearby: against the nearest station kept; route: against the average of
// those kept, detours included, best saving first). Everything after the plans compares their prices.
import type { RouteStationResult } from "../../domain/contract/route.ts";
import { applyBrandFilter, isBrandFilterActive, type BrandFilter } from "../../domain/brand-filter.ts";
import type { FuelUse } from "../../domain/fuel-use.ts";
import { nearestPrice, withNearbySavings } from "../../domain/nearby-saving.ts";
import { assignPriceRanges } from "../../domain/price-bands.ts";
import { averagePrice, rankByNetSaving } from "../../domain/route-saving.ts";
import { worthTheTrip } from "../../domain/worth-the-trip.ts";
import { driverPriceAt, type DiscountPlan, type DriverPlans } from "../../domain/discounts.ts";

export type SavingKind = "nearby" | "route";

/** What a card needs to show and explain a station's net saving. */
export interface SavingFigures {
  ahorro: number;
  /** The reference price and what it is. */
  referencia: number;
  referenciaTipo: "cercana" | "media";
  /** Extra km the figure counts (there and back, or the detour). */
  kmExtra: number;
  litros: number;
  consumo: number;
}

export type ShownStation = RouteStationResult & {
  kmConduccion?: number;
  saving?: SavingFigures;
  /** Where a plan applies: the pump's price (precio is then the driver's) and the plan. */
  precioSurtidor?: number;
  descuento?: DiscountPlan;
};

/** What the driver pays where one of their plans applies. */
function withDriverPrices(stations: readonly ShownStation[], driver: DriverPlans): ShownStation[] {
  if (driver.plans.length === 0) return [...stations];
  return stations.map((s) => {
    const { precio, plan } = driverPriceAt(s.precio, { bandera: s.bandera, ...s.gps }, driver);
    return plan ? { ...s, precio, precioSurtidor: s.precio, descuento: plan } : s;
  });
}

export function shownStations(stations: readonly ShownStation[], kind: SavingKind | undefined, filter: BrandFilter, use: FuelUse, driver: Pick<DriverPlans, "plans" | "at"> = { plans: [], at: 0 }): ShownStation[] {
  const ofBrands = isBrandFilterActive(filter) ? applyBrandFilter(stations, filter) : stations;
  const priced = withDriverPrices(ofBrands, { ...driver, litres: use.litres });
  // Bands again only when brands were left out or plans changed prices: otherwise they are those the
  // search answered with.
  const banded = ofBrands !== stations || priced.some((s) => s.descuento) ? assignPriceRanges(priced) : priced;
  const figures = (referencia: number, referenciaTipo: SavingFigures["referenciaTipo"], kmExtra: number, ahorro: number): SavingFigures => ({
    ahorro, referencia, referenciaTipo, kmExtra, litros: use.litres, consumo: use.consumption,
  });
  if (kind === "nearby") {
    const reference = nearestPrice(banded);
    if (reference === null) return banded;
    return withNearbySavings(banded, use).map((s) => ({ ...s, saving: figures(reference, "cercana", 2 * s.kmConduccion, s.ahorro) }));
  }
  if (kind === "route" && banded.some((s) => s.desvioKm !== undefined)) {
    const reference = averagePrice(banded.map((s) => s.precio));
    return rankByNetSaving(banded, use).map((s) => ({ ...s, saving: figures(reference, "media", s.desvioKm ?? 0, s.ahorro) }));
  }
  return banded;
}

/**
 * "Solo las que compensan" over the stations shown: price against distance from the search point, or
 * against the detour on a route whose stations have one (a missing detour counts as none, as in the
 * route's saving).
 */
export function worthTheTripOf(stations: readonly ShownStation[], kind: SavingKind | undefined): ShownStation[] {
  const byDetour = kind === "route" && stations.some((s) => s.desvioKm !== undefined);
  return worthTheTrip(stations, {
    price: (s) => s.precio,
    distance: byDetour ? (s) => s.desvioKm ?? 0 : (s) => s.km,
  });
}
