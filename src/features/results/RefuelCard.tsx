// One of the latest refuels (SPEC §2): station, distance, fuel in upper case, the day with the price
// paid, today's price there, and directions.
import { Link } from "wouter";
import type { LatestRefuel } from "../../domain/contract/accounts.ts";
import { formatKm, formatPrice } from "../../domain/format.ts";
import { DirectionsButton } from "./DirectionsButton.tsx";
import { formatDayMonth } from "./refuel-date.ts";

export function RefuelCard({ refuel }: { refuel: LatestRefuel }) {
  return (
    <li className="card refuel-card">
      <div className="refuel-card-body">
        <h3 className="refuel-card-title">
          <Link href={`/station/${encodeURIComponent(refuel.externalID)}`}>{refuel.rotulo}</Link>
        </h3>
        <p className="refuel-card-meta">
          <span>{formatKm(refuel.distancia)}</span> · <span className="refuel-fuel">{refuel.combustible.toUpperCase()}</span>
        </p>
        <p className="refuel-card-prices">
          <span>
            {formatDayMonth(refuel.fecha)}: {formatPrice(refuel.precioRepostaje)}
          </span>
          <span>Hoy: {formatPrice(refuel.precioActual)}</span>
        </p>
      </div>
      <DirectionsButton
        stationName={refuel.rotulo}
        target={{ stationId: refuel.externalID, product: refuel.combustible, latitude: refuel.latitud, longitude: refuel.longitud }}
      />
    </li>
  );
}
