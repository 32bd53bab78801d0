// A station of the results (SPEC §2): brand logo, sign and address (both open the station page),
// opening hours, distance, price, the tank line when it applies, and directions; the
// net saving and, on routes, the detour.
import { Link } from "wouter";
import type { StationResult } from "../../domain/contract/stations.ts";
import { formatKm } from "../../domain/format.ts";
import { productPrice } from "../../domain/favourites.ts";
import { BrandBadge } from "../../ui/BrandBadge.tsx";
import { DetourNote } from "./DetourNote.tsx";
import { FavouriteButton } from "../../ui/FavouriteButton.tsx";
import { DirectionsButton } from "./DirectionsButton.tsx";
import { NetSaving } from "./NetSaving.tsx";
import type { ShownStation } from "./shown-stations.ts";
import { PriceTag } from "./PriceTag.tsx";
import { PriceAgeBadge } from "./PriceAgeBadge.tsx";
import { tidyAddress } from "../../domain/address.ts";
import { TankCost } from "./TankCost.tsx";

interface StationCardProps {
  station: StationResult & Partial<Pick<ShownStation, "saving" | "desvioKm" | "desvioMin" | "desvioEstimado" | "kmConduccion">>;
  product: string;
  showTankCost: boolean;
}

export function StationCard({ station, product, showTankCost }: StationCardProps) {
  const href = `/station/${encodeURIComponent(station.id)}`;
  const titleId = `station-${station.id}-title`;
  const favourite = { id: station.id, rotulo: station.rotulo, direccion: station.direccion, prices: productPrice(product, station.precio) };
  return (
    <article className="card station-card" aria-labelledby={titleId} data-station-id={station.id}>
      <BrandBadge bandera={station.bandera} />
      <div className="station-card-body">
        <h2 id={titleId} className="station-card-title">
          <Link href={href}>{station.rotulo}</Link>
        </h2>
        <p className="station-card-address">
          <Link href={href} tabIndex={-1}>
            {tidyAddress(station.direccion)}
          </Link>
        </p>
        <p className="station-card-hours">{station.horario}</p>
        {station.desvioKm !== undefined && (
          <DetourNote km={station.desvioKm} min={station.desvioMin ?? 0} estimated={station.desvioEstimado} />
        )}
        {station.saving && <NetSaving price={station.precio} saving={station.saving} />}
        {showTankCost && <TankCost price={station.precio} />}
      </div>
      <div className="station-card-side">
        <FavouriteButton station={favourite} />
        <PriceTag station={station} />
        <PriceAgeBadge desde={station.desde} />
        <span className="station-card-km">{formatKm(station.km)}</span>
        {station.kmConduccion !== undefined && <span className="station-card-drive">≈ {formatKm(station.kmConduccion)} en coche</span>}
        <DirectionsButton
          stationName={station.rotulo}
          target={{ stationId: station.id, product, latitude: station.gps.latitud, longitude: station.gps.longitud }}
        />
      </div>
    </article>
  );
}
