// The price alert entry of a station page: the fuel of the current search when the station sells it,
// else the first it sells; thresholds suggested from its prices.
import type { AlertFuel } from "../../domain/contract/alerts.ts";
import type { StationInfo } from "../../domain/contract/stations.ts";
import { useFilterStore } from "../../stores/filter-store.ts";
import { isAlertFuel } from "./alert-target.ts";
import { AlertButton } from "./AlertButton.tsx";

export function StationAlert({ stationId, station }: { stationId: string; station: Pick<StationInfo, "rotulo" | "precio_gasolina95" | "precio_gasolina98" | "precio_gasoleoA"> }) {
  const searched = useFilterStore((s) => s.product);
  const prices: Record<AlertFuel, number | null> = {
    "95": station.precio_gasolina95 || null,
    "98": station.precio_gasolina98 || null,
    diesel: station.precio_gasoleoA || null,
  };
  const sold = (Object.keys(prices) as AlertFuel[]).filter((fuel) => prices[fuel] !== null);
  if (sold.length === 0) return null;
  const fuel = isAlertFuel(searched) && prices[searched] !== null ? searched : sold[0]!;
  return <AlertButton target={{ kind: "station", stationId, rotulo: station.rotulo }} fuel={fuel} prices={prices} label="Avísame cuando baje el precio" />;
}
