// The panel of the station tapped on the browsing map: its sign, address and price ("Tu precio" where
// one of the driver's plans applies, the pump's under it) and the way to its page.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { tidyAddress } from "../domain/address.ts";
import type { FuelUnit } from "../domain/fuels.ts";
import type { MapStation } from "../domain/map-stations.ts";
import { formatPrice } from "../i18n/formatters.ts";

interface BrowsePopupProps {
  station: MapStation;
  unit: FuelUnit;
  onClose: () => void;
}

export function BrowsePopup({ station, unit, onClose }: BrowsePopupProps) {
  const { t } = useLingui();
  const sign = station.rotulo;
  const price = formatPrice(station.precio, unit);
  const pump = station.precioSurtidor !== undefined ? formatPrice(station.precioSurtidor, unit) : null;
  return (
    <section className="map-popup" aria-label={t`Gasolinera seleccionada: ${sign}`}>
      <div className="map-popup-head">
        <h2 className="map-popup-title">{station.rotulo}</h2>
        <button type="button" className="map-popup-close" aria-label={t`Cerrar`} onClick={onClose}>
          ×
        </button>
      </div>
      <p className="map-popup-address">{tidyAddress(station.direccion)}</p>
      <p className="map-popup-figures">
        {pump !== null ? (
          <Trans>
            Tu precio <strong>{price}</strong>
          </Trans>
        ) : (
          <strong>{price}</strong>
        )}
      </p>
      {pump !== null && (
        <p className="map-popup-pump">
          <Trans>Surtidor {pump}</Trans>
        </p>
      )}
      <Link href={`/station/${encodeURIComponent(station.id)}`} className="button button-primary map-popup-link">
        <Trans>Ver gasolinera</Trans>
      </Link>
    </section>
  );
}
