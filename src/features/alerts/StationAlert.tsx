// The price alert entry of a station page: the fuel of the current search when the station sells it,
// else the first it sells; thresholds suggested from its prices. Every product it sells at a trusted
// price can be watched.
import { useLingui } from "@lingui/react/macro";
import type { AlertFuel } from "../../domain/contract/alerts.ts";
import type { StationInfo } from "../../domain/contract/stations.ts";
import { FUEL_PRODUCTS, searchProductOf, type FuelKey } from "../../domain/fuels.ts";
import { useFilterStore } from "../../stores/filter-store.ts";
import { isAlertFuel } from "./alert-target.ts";
import { AlertButton } from "./AlertButton.tsx";

const CATALOGUE_KEYS: ReadonlySet<string> = new Set(FUEL_PRODUCTS.map((p) => p.key));

/** The station's trusted prices by alert fuel, in catalogue order. */
function alertPrices(station: Partial<Pick<StationInfo, "productos">>): Partial<Record<AlertFuel, number>> {
  return Object.fromEntries(
    (station.productos ?? [])
      .filter((p) => CATALOGUE_KEYS.has(p.producto) && p.precio > 0 && !p.dudoso)
      .map((p) => [searchProductOf(p.producto as FuelKey), p.precio]),
  );
}

export function StationAlert({ stationId, station }: { stationId: string; station: Pick<StationInfo, "rotulo" | "precio_gasolina95" | "precio_gasolina98" | "precio_gasoleoA"> & Partial<Pick<StationInfo, "productos">> }) {
  const { t } = useLingui();
  const searched = useFilterStore((s) => s.product);
  // The SPEC's price fields too, for answers from before `productos` listed every price.
  const prices: Partial<Record<AlertFuel, number | null>> = {
    ...(station.precio_gasolina95 > 0 ? { "95": station.precio_gasolina95 } : {}),
    ...(station.precio_gasolina98 > 0 ? { "98": station.precio_gasolina98 } : {}),
    ...(station.precio_gasoleoA > 0 ? { diesel: station.precio_gasoleoA } : {}),
    ...alertPrices(station),
  };
  const sold = (Object.keys(prices) as AlertFuel[]).filter((fuel) => (prices[fuel] ?? 0) > 0);
  if (sold.length === 0) return null;
  const fuel = isAlertFuel(searched) && (prices[searched] ?? 0) > 0 ? searched : sold[0]!;
  return <AlertButton target={{ kind: "station", stationId, rotulo: station.rotulo }} fuel={fuel} prices={prices} label={t`Avísame cuando baje el precio`} />;
}
