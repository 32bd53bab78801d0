// The price alert entry of a search's results: "… a menos de N km de aquí" around the point searched,
// for the fuel searched, N the search distance (25 km at most).
import { useLingui } from "@lingui/react/macro";
import type { MapPosition } from "../../map/map-types.ts";
import { areaRadius, isAlertFuel } from "./alert-target.ts";
import { AlertButton } from "./AlertButton.tsx";

interface AreaAlertProps {
  product: string | null | undefined;
  center: MapPosition | null;
  distanceKm: number;
  /** The cheapest price found, for a suggested threshold. */
  cheapest: number | undefined;
  compact?: boolean;
}

export function AreaAlert({ product, center, distanceKm, cheapest, compact = false }: AreaAlertProps) {
  const { t } = useLingui();
  if (!isAlertFuel(product) || !center) return null;
  const radioKm = areaRadius(distanceKm);
  return (
    <AlertButton
      target={{ kind: "area", latitud: center.latitude, longitud: center.longitude, radioKm }}
      fuel={product}
      prices={{ [product]: cheapest ?? null }}
      label={t`Avísame cuando baje a menos de ${radioKm} km de aquí`}
      compact={compact}
    />
  );
}
