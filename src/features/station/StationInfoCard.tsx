// The station itself (SPEC §2): brand-coloured icon, sign, address, locality, postcode, opening hours,
// the price table and the button that opens navigation to it.
import type { StationInfo } from "../../domain/contract/stations.ts";
import { useFilterStore } from "../../stores/filter-store.ts";
import { BrandBadge } from "../../ui/BrandBadge.tsx";
import { FavouriteButton } from "../../ui/FavouriteButton.tsx";
import { NOT_OPEN_TOOLTIP } from "../results/PriceTag.tsx";
import { useDirections } from "../results/use-directions.ts";
import { PriceTable } from "./PriceTable.tsx";
import { tidyAddress } from "../../domain/address.ts";
import { SEARCH_PRODUCTS } from "../../domain/fuels.ts";

const UPDATED = new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" });

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
  const product = useFilterStore((state) => state.product);
  const directions = useDirections();
  // The navigate event records a refuel of the driver's fuel, so only when this station sells it.
  const prices = Object.fromEntries(station.productos.map((p) => [p.producto, p.precio]));
  const sellsProduct = product !== null && (prices[SEARCH_PRODUCTS[product]] ?? 0) > 0;
  const updated = station.actualizado ? new Date(station.actualizado) : null;

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
        <Fact term="Dirección" value={tidyAddress(station.direccion)} />
        <Fact term="Localidad" value={station.localidad} />
        <Fact term="Código postal" value={station.cp} />
        <dt>Horario</dt>
        <dd>
          {station.horario}
          {!station.open && <span className="station-maybe-closed"> · {NOT_OPEN_TOOLTIP}</span>}
        </dd>
      </dl>
      <PriceTable station={station} />
      {updated && !Number.isNaN(updated.getTime()) && <p className="muted station-updated">Precios del {UPDATED.format(updated)}</p>}
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
        Ir a la gasolinera
      </button>
    </section>
  );
}
