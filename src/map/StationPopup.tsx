// The panel of the selected marker: the station's sign, price and distance, and the way to its page.
// Where one of the driver's plans applies the price is theirs ("Tu precio", as the markers rank by it)
// and the pump's is said under it.
import { Link } from "wouter";
import type { StationResult } from "../domain/contract/stations.ts";
import { formatKm, formatPrice } from "../domain/format.ts";
import { tidyAddress } from "../domain/address.ts";
import { FavouriteButton } from "../ui/FavouriteButton.tsx";
import { detourText } from "../domain/detour.ts";
import type { FuelUnit } from "../domain/fuels.ts";

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
  return (
    <section className="map-popup" aria-label={`Gasolinera seleccionada: ${station.rotulo}`}>
      <div className="map-popup-head">
        <h2 className="map-popup-title">{station.rotulo}</h2>
        <FavouriteButton station={{ id: station.id, rotulo: station.rotulo, direccion: station.direccion }} />
        <button type="button" className="map-popup-close" aria-label="Cerrar" onClick={onClose}>
          ×
        </button>
      </div>
      <p className="map-popup-address">{tidyAddress(station.direccion)}</p>
      <p className="map-popup-figures">
        {precioSurtidor !== undefined && "Tu precio "}
        <strong>{formatPrice(station.precio, unit)}</strong> · {formatKm(station.km)}
        {!station.open && <span className="map-popup-closed"> · Es posible que no esté abierto.</span>}
      </p>
      {precioSurtidor !== undefined && <p className="map-popup-pump">Surtidor {formatPrice(precioSurtidor, unit)}</p>}
      {desvioKm !== undefined && <p className="map-popup-detour">{detourText(desvioKm, desvioMin ?? 0, desvioEstimado)}</p>}
      <Link href={`/station/${encodeURIComponent(station.id)}`} className="button button-primary map-popup-link">
        Ver gasolinera
      </Link>
    </section>
  );
}
