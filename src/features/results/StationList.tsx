// The station cards, in the order chosen.
import { useLingui } from "@lingui/react/macro";
import type { ShownStation } from "./shown-stations.ts";
import { StationCard } from "./StationCard.tsx";

interface StationListProps {
  stations: readonly ShownStation[];
  product: string;
  showTankCost: boolean;
  /** False while the list is still growing towards all the stations found (aria-busy). */
  complete?: boolean;
}

export function StationList({ stations, product, showTankCost, complete = true }: StationListProps) {
  const { t } = useLingui();
  return (
    <ol className="station-list" aria-label={t`Gasolineras`} aria-busy={!complete}>
      {stations.map((station) => (
        <li key={station.id}>
          <StationCard station={station} product={product} showTankCost={showTankCost} />
        </li>
      ))}
    </ol>
  );
}
