// The station cards, in the order chosen.
import type { ShownStation } from "./shown-stations.ts";
import { StationCard } from "./StationCard.tsx";

interface StationListProps {
  stations: readonly ShownStation[];
  product: string;
  showTankCost: boolean;
}

export function StationList({ stations, product, showTankCost }: StationListProps) {
  return (
    <ol className="station-list" aria-label="Gasolineras">
      {stations.map((station) => (
        <li key={station.id}>
          <StationCard station={station} product={product} showTankCost={showTankCost} />
        </li>
      ))}
    </ol>
  );
}
