// What every map's station panel shows around its figures: the sign (named for screen readers as the
// selected station), any action beside it, the close button, the address, and the way to its page.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { tidyAddress } from "../domain/address.ts";

interface MapPopupFrameProps {
  station: { id: string; rotulo: string; direccion: string };
  onClose: () => void;
  /** Beside the sign, before the close button (the favourite star on the results' map). */
  actions?: ReactNode;
  /** The station's figures, under its address. */
  children: ReactNode;
}

export function MapPopupFrame({ station, onClose, actions, children }: MapPopupFrameProps) {
  const { t } = useLingui();
  const sign = station.rotulo;
  return (
    <section className="map-popup" aria-label={t`Gasolinera seleccionada: ${sign}`}>
      <div className="map-popup-head">
        <h2 className="map-popup-title">{station.rotulo}</h2>
        {actions}
        <button type="button" className="map-popup-close" aria-label={t`Cerrar`} onClick={onClose}>
          ×
        </button>
      </div>
      <p className="map-popup-address">{tidyAddress(station.direccion)}</p>
      {children}
      <Link href={`/station/${encodeURIComponent(station.id)}`} className="button button-primary map-popup-link">
        <Trans>Ver gasolinera</Trans>
      </Link>
    </section>
  );
}
