// One of the latest refuels (SPEC §2): station, distance, fuel in upper case, the day with the price
// paid, today's price there, and directions.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import type { LatestRefuel } from "../../domain/contract/accounts.ts";
import { formatKm, formatPrice } from "../../i18n/formatters.ts";
import { DirectionsButton } from "./DirectionsButton.tsx";
import { formatDayMonth } from "./refuel-date.ts";

export function RefuelCard({ refuel }: { refuel: LatestRefuel }) {
  const day = formatDayMonth(refuel.fecha);
  const paid = formatPrice(refuel.precioRepostaje);
  const today = formatPrice(refuel.precioActual);
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
            {day}: {paid}
          </span>
          <span>
            <Trans>Hoy: {today}</Trans>
          </span>
        </p>
      </div>
      <DirectionsButton
        stationName={refuel.rotulo}
        target={{ stationId: refuel.externalID, product: refuel.combustible, latitude: refuel.latitud, longitude: refuel.longitud }}
      />
    </li>
  );
}
