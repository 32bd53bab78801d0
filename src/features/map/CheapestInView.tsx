// "Las más baratas en esta vista": the cheapest stations of what the map shows, cheapest first,
// updated each time the view settles. Each opens its station; for a screen reader it is the map.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { Link } from "wouter";
import { tidyAddress } from "../../domain/address.ts";
import type { FuelUnit } from "../../domain/fuels.ts";
import type { MapStation } from "../../domain/map-stations.ts";
import { formatPrice } from "../../i18n/formatters.ts";

interface CheapestInViewProps {
  stations: readonly MapStation[];
  /** How many stations of the product the view holds. */
  inView: number;
  unit: FuelUnit;
}

/** Rendered again only when the stations listed or their count change (the same list keeps its links). */
export const CheapestInView = memo(function CheapestInView({ stations, inView, unit }: CheapestInViewProps) {
  const { t } = useLingui();
  return (
    <section className="cheapest-in-view" aria-labelledby="cheapest-in-view-title">
      <h2 id="cheapest-in-view-title">
        <Trans>Las más baratas en esta vista</Trans>
      </h2>
      <p className="cheapest-in-view-count" aria-live="polite">
        {inView === 0
          ? t`Ninguna gasolinera con este combustible en esta vista. Aleja el mapa o muévelo.`
          : plural(inView, { one: "# gasolinera en esta vista", other: "# gasolineras en esta vista" })}
      </p>
      {stations.length > 0 && (
        <ol className="cheapest-in-view-list">
          {stations.map((station) => (
            <li key={station.id} data-station-id={station.id}>
              <Link href={`/station/${encodeURIComponent(station.id)}`} className="cheapest-in-view-link">
                <span className="cheapest-in-view-price">
                  {station.precioSurtidor !== undefined && (
                    <span className="cheapest-in-view-yours">
                      <Trans>Tu precio</Trans>{" "}
                    </span>
                  )}
                  {formatPrice(station.precio, unit)}
                </span>
                <span className="cheapest-in-view-name">{station.rotulo}</span>
                <span className="cheapest-in-view-address">{tidyAddress(station.direccion)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
