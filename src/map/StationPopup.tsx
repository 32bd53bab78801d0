// The panel of the selected marker: the station's sign, price and distance, and the way to its page.
// Where one of the driver's plans applies the price is theirs ("Tu precio", as the markers rank by it)
// and the pump's is said under it.
import { Trans } from "@lingui/react/macro";
import type { StationResult } from "../domain/contract/stations.ts";
import { formatKm, formatPrice } from "../i18n/formatters.ts";
import { FavouriteButton } from "../ui/FavouriteButton.tsx";
import { detourText } from "../i18n/price-texts.ts";
import type { FuelUnit } from "../domain/fuels.ts";
import { MapPopupFrame } from "./MapPopupFrame.tsx";

/** Route results carry their detour; results where a plan applies, the pump's price. */
type WithDetour = { desvioKm?: number; desvioMin?: number; desvioEstimado?: boolean };
type WithPumpPrice = { precioSurtidor?: number };

interface StationPopupProps {
  station: StationResult;
  unit?: FuelUnit;
  onClose: () => void;
}

export function StationPopup({ station, unit = "l", onClose }: StationPopupProps) {
  const { desvioKm, desvioMin, desvioEstimado, precioSurtidor } = station as StationResult & WithDetour & WithPumpPrice;
  const price = formatPrice(station.precio, unit);
  const distance = formatKm(station.km);
  const pumpPrice = precioSurtidor !== undefined ? formatPrice(precioSurtidor, unit) : null;
  return (
    <MapPopupFrame
      station={station}
      onClose={onClose}
      actions={<FavouriteButton station={{ id: station.id, rotulo: station.rotulo, direccion: station.direccion }} />}
    >
      <p className="map-popup-figures">
        {precioSurtidor !== undefined ? (
          <Trans>
            Tu precio <strong>{price}</strong> · {distance}
          </Trans>
        ) : (
          <>
            <strong>{price}</strong> · {distance}
          </>
        )}
        {!station.open && (
          <span className="map-popup-closed">
            {" · "}
            <Trans>Es posible que no esté abierto.</Trans>
          </span>
        )}
      </p>
      {pumpPrice !== null && (
        <p className="map-popup-pump">
          <Trans>Surtidor {pumpPrice}</Trans>
        </p>
      )}
      {desvioKm !== undefined && <p className="map-popup-detour">{detourText(desvioKm, desvioMin ?? 0, desvioEstimado)}</p>}
    </MapPopupFrame>
  );
}
