// A station of the results, built for a glance (five to a phone screen): brand and price on the first
// line, the price the largest text (a historically low one marked beside it); then how far (straight and driving) and the address, the route's
// detour, the net saving, how old the price is and the tank line; the favourite star and directions as
// compact controls. The sign and the address open the station page, where the full detail is (opening
// hours, every fuel, opinions).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { StationResult } from "../../domain/contract/stations.ts";
import { formatKm } from "../../i18n/formatters.ts";
import { fuelUnit } from "../../domain/fuels.ts";
import { productPrice } from "../../domain/favourites.ts";
import { BrandBadge } from "../../ui/BrandBadge.tsx";
import { DetourNote } from "./DetourNote.tsx";
import { FavouriteButton } from "../../ui/FavouriteButton.tsx";
import { DirectionsButton } from "./DirectionsButton.tsx";
import { NetSaving } from "./NetSaving.tsx";
import type { ShownStation } from "./shown-stations.ts";
import { PriceTag } from "./PriceTag.tsx";
import { PriceAgeBadge } from "./PriceAgeBadge.tsx";
import { HistoricLowBadge } from "./HistoricLowBadge.tsx";
import { tidyAddress } from "../../domain/address.ts";
import { TankCost } from "./TankCost.tsx";
import { DriverPriceNote } from "./DriverPriceNote.tsx";

interface StationCardProps {
  station: StationResult & Partial<Pick<ShownStation, "saving" | "desvioKm" | "desvioMin" | "desvioEstimado" | "kmConduccion" | "precioSurtidor" | "descuento">>;
  product: string;
  showTankCost: boolean;
}

export function StationCard({ station, product, showTankCost }: StationCardProps) {
  const { t } = useLingui();
  const drivingKm = station.kmConduccion !== undefined ? formatKm(station.kmConduccion) : null;
  const href = `/station/${encodeURIComponent(station.id)}`;
  const titleId = `station-${station.id}-title`;
  const unit = fuelUnit(product);
  const favourite = { id: station.id, rotulo: station.rotulo, direccion: station.direccion, prices: productPrice(product, station.precioSurtidor ?? station.precio) };
  return (
    <article className="card station-card" aria-labelledby={titleId} data-station-id={station.id}>
      <div className="station-card-head">
        <BrandBadge bandera={station.bandera} />
        <h2 id={titleId} className="station-card-title">
          <Link href={href}>{station.rotulo}</Link>
        </h2>
      </div>
      <PriceTag station={station} caption={station.descuento ? t`Tu precio` : undefined} unit={unit} />
      <HistoricLowBadge low={station.historicamenteBajo} />
      <div className="station-card-foot">
      <div className="station-card-facts">
        <p className="station-card-distance">
          <span className="station-card-km">{formatKm(station.km)}</span>
          {drivingKm !== null && (
            <span className="station-card-drive">
              <Trans>≈ {drivingKm} en coche</Trans>
            </span>
          )}
          <span className="station-card-address">
            <Link href={href} tabIndex={-1}>
              {tidyAddress(station.direccion)}
            </Link>
          </span>
        </p>
        <div className="station-card-notes">
          {station.ventaRestringida && (
            <span className="members-only-note">
              <Trans>
                Solo para socios<span className="visually-hidden"> (venta restringida)</span>
              </Trans>
            </span>
          )}
          {station.descuento && station.precioSurtidor !== undefined && <DriverPriceNote pumpPrice={station.precioSurtidor} plan={station.descuento} unit={unit} />}
          {station.desvioKm !== undefined && (
            <DetourNote km={station.desvioKm} min={station.desvioMin ?? 0} estimated={station.desvioEstimado} />
          )}
          {station.saving && <NetSaving price={station.precio} saving={station.saving} unit={unit} />}
          <PriceAgeBadge desde={station.desde} />
          {showTankCost && <TankCost price={station.precio} unit={unit} />}
        </div>
      </div>
      <div className="station-card-actions">
        <FavouriteButton station={favourite} />
        <DirectionsButton
          stationName={station.rotulo}
          target={{ stationId: station.id, product, latitude: station.gps.latitud, longitude: station.gps.longitud }}
        />
      </div>
      </div>
    </article>
  );
}
