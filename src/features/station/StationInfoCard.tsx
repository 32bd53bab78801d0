// The station itself (SPEC §2): brand-coloured icon, sign, address, locality, postcode, opening hours,
// the price table and the button that opens navigation to it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import type { StationInfo } from "../../domain/contract/stations.ts";
import { useFilterStore } from "../../stores/filter-store.ts";
import { BrandBadge } from "../../ui/BrandBadge.tsx";
import { FavouriteButton } from "../../ui/FavouriteButton.tsx";
import { useDirections } from "../results/use-directions.ts";
import { PriceTable } from "./PriceTable.tsx";
import { tidyAddress } from "../../domain/address.ts";
import { SEARCH_PRODUCTS } from "../../domain/fuels.ts";
import { openingHoursText } from "../../i18n/opening-hours-text.ts";
import { stationMediumDateTime, stationTimeZone } from "../../i18n/station-time.ts";

/** A row of the facts list; the feed leaves some blank (a postcode, now and then), and a blank row says nothing. */
function Fact({ term, value }: { term: string; value: string }) {
  if (value.trim() === "") return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function StationInfoCard({ station }: { station: StationInfo }) {
  const { t } = useLingui();
  const product = useFilterStore((state) => state.product);
  const directions = useDirections();
  // The navigate event records a refuel of the driver's fuel, so only when this station sells it.
  const prices = Object.fromEntries(station.productos.map((p) => [p.producto, p.precio]));
  const sellsProduct = product !== null && (prices[SEARCH_PRODUCTS[product]] ?? 0) > 0;
  const updated = station.actualizado ? new Date(station.actualizado) : null;
  // The publication's time as the station's clock says it, whatever the device's zone.
  const updatedText = updated && !Number.isNaN(updated.getTime()) ? stationMediumDateTime(updated, stationTimeZone(station)) : null;
  // The words of the results' warning (features/results/PriceTag.tsx): one message for both.
  const maybeClosed = t`Es posible que no esté abierto.`;

  return (
    <section className="card station-info" aria-labelledby="station-title">
      <div className="station-info-head">
        <BrandBadge bandera={station.bandera} large />
        <div>
          <h1 id="station-title">{station.rotulo}</h1>
          <p className="station-locality">{station.localidad}</p>
        </div>
        <FavouriteButton className="station-favourite" station={{ id: station.id, rotulo: station.rotulo, direccion: station.direccion, prices }} />
      </div>
      <dl className="station-facts">
        <Fact term={t`Dirección`} value={tidyAddress(station.direccion)} />
        <Fact term={t`Localidad`} value={station.localidad} />
        <Fact term={t`Código postal`} value={station.cp} />
        <dt>
          <Trans>Horario</Trans>
        </dt>
        <dd>
          {/* Days and each time range kept whole: a narrow phone breaks at the spaces between them, not
              inside "07:00–22:00". */}
          {openingHoursText(station.horario)
            .split(/(?<=[:;,]| y) /)
            .map((part, i) => (
              <Fragment key={i}>
                {i > 0 && " "}
                <span className="station-hours-part">{part}</span>
              </Fragment>
            ))}
          {!station.open && <span className="station-maybe-closed"> · {maybeClosed}</span>}
        </dd>
      </dl>
      <PriceTable station={station} />
      {updatedText !== null && (
        <p className="muted station-updated">
          <Trans>Precios del {updatedText}</Trans>
        </p>
      )}
      <button
        type="button"
        className="button button-primary station-go"
        onClick={() =>
          directions({
            stationId: station.id,
            product: sellsProduct ? product : null,
            latitude: station.gps.latitud,
            longitude: station.gps.longitud,
          })
        }
      >
        <Trans>Ir a la gasolinera</Trans>
      </button>
    </section>
  );
}
