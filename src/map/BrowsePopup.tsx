// The panel of the station tapped on the browsing map: its sign, address and price ("Tu precio" where
// one of the driver's plans applies, the pump's under it) and the way to its page.
import { Trans } from "@lingui/react/macro";
import type { FuelUnit } from "../domain/fuels.ts";
import type { MapStation } from "../domain/map-stations.ts";
import { formatPrice } from "../i18n/formatters.ts";
import { MapPopupFrame } from "./MapPopupFrame.tsx";

interface BrowsePopupProps {
  station: MapStation;
  unit: FuelUnit;
  onClose: () => void;
}

export function BrowsePopup({ station, unit, onClose }: BrowsePopupProps) {
  const price = formatPrice(station.precio, unit);
  const pump = station.precioSurtidor !== undefined ? formatPrice(station.precioSurtidor, unit) : null;
  return (
    <MapPopupFrame station={station} onClose={onClose}>
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
    </MapPopupFrame>
  );
}
