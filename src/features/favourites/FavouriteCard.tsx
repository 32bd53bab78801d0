// One favourite on /favoritas: sign (to its page), address, open now, distance from the driver, the
// star to take it out, every fuel it sells with its price and the change since the last visit (where
// one of the driver's plans applies: "Tu precio con …" over the table, the driver's price first and the
// pump's under it), and the price alert of that station ("Avísame cuando baje el precio").
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { formatKm, formatPrice } from "../../i18n/formatters.ts";
import { tidyAddress } from "../../domain/address.ts";
import { BrandBadge } from "../../ui/BrandBadge.tsx";
import { FavouriteButton } from "../../ui/FavouriteButton.tsx";
import { OfficialPrice } from "../../ui/OfficialPrice.tsx";
import { StationAlert } from "../alerts/StationAlert.tsx";
import { changeText, fuelRowName, type FavouriteRow, type FuelRow } from "./favourite-rows.ts";
import { FavouritePlanNote } from "./FavouritePlanNote.tsx";

function OpenNow({ open }: { open: boolean | null }) {
  const { t } = useLingui();
  if (open === null) return null;
  return <span className={open ? "favourite-open" : "favourite-closed"}>{open ? t`Abierta ahora` : t`Es posible que no esté abierta`}</span>;
}

function PriceChange({ change }: { change: number | null }) {
  const text = changeText(change);
  if (!text) return null;
  return (
    <span className={change! > 0 ? "favourite-change favourite-up" : "favourite-change favourite-down"}>
      <span aria-hidden="true">{text.shown}</span>
      <span className="visually-hidden">{text.spoken}</span>
    </span>
  );
}

/** The official price, as the station page shows it; where a plan applies, the driver's first and it under. */
function FuelPriceCell({ fuel }: { fuel: FuelRow }) {
  const official = (
    <OfficialPrice precio={fuel.price} detail={{ producto: fuel.key, nombre: fuel.label, precio: fuel.price, dudoso: fuel.dudoso, medianaProvincia: fuel.medianaProvincia }} />
  );
  if (!fuel.driver) return official;
  return (
    <>
      <span className="favourite-driver-price">
        {/* Said once for the eyes above the table (FavouritePlanNote); a screen reader hears it on each price. */}
        <span className="visually-hidden">
          <Trans>Tu precio</Trans>{" "}
        </span>
        {formatPrice(fuel.driver.price)}
      </span>
      <span className="favourite-pump-price">
        <Trans>Surtidor {official}</Trans>
      </span>
    </>
  );
}

/** The prices an alert suggests thresholds from, as the station page has them (0: not sold). */
function alertPrices(row: FavouriteRow) {
  const price = (key: string) => row.fuels?.find((fuel) => fuel.key === key)?.price ?? 0;
  return {
    rotulo: row.rotulo,
    precio_gasolina95: price("gasolina95"),
    precio_gasolina98: price("gasolina98"),
    precio_gasoleoA: price("gasoleoA"),
    productos: (row.fuels ?? []).map((fuel) => ({ producto: fuel.key, nombre: fuel.label, precio: fuel.price, dudoso: fuel.dudoso ?? null })),
  };
}

interface FavouriteCardProps {
  row: FavouriteRow;
  /** The fuel of the header's filter, highlighted in the list. */
  fuelKey: string | null;
  pricesLoading: boolean;
}

export function FavouriteCard({ row, fuelKey, pricesLoading }: FavouriteCardProps) {
  const { t } = useLingui();
  const { rotulo } = row;
  const distance = row.km !== null ? formatKm(row.km) : null;
  const titleId = `favourite-${row.id}-title`;
  return (
    <article className="card favourite-card" aria-labelledby={titleId} data-station-id={row.id}>
      <div className="favourite-head">
        <BrandBadge bandera={row.bandera} />
        <div className="favourite-name">
          <h2 id={titleId}>
            <Link href={`/station/${encodeURIComponent(row.id)}`}>{row.rotulo}</Link>
          </h2>
          {row.direccion && <p className="favourite-address">{tidyAddress(row.direccion)}</p>}
          <p className="favourite-facts">
            <OpenNow open={row.open} />
            {distance !== null && <span className="favourite-km">{t`a ${distance}`}</span>}
          </p>
        </div>
        <FavouriteButton station={{ id: row.id, rotulo: row.rotulo, direccion: row.direccion }} />
      </div>
      <FavouritePlanNote row={row} />
      {row.fuels ? (
        <table className="favourite-prices">
          <caption className="visually-hidden">
            <Trans>Precios de {rotulo}</Trans>
          </caption>
          <tbody>
            {row.fuels.map((fuel) => (
              <tr key={fuel.key} className={fuel.key === fuelKey ? "is-selected-fuel" : undefined}>
                <th scope="row">{fuelRowName(fuel)}</th>
                <td className="favourite-price">
                  <FuelPriceCell fuel={fuel} />
                </td>
                <td className="favourite-change-cell">
                  <PriceChange change={fuel.change} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{pricesLoading ? t`Cargando precios…` : t`Sin precios ahora mismo.`}</p>
      )}
      {row.fuels && <StationAlert stationId={row.id} station={alertPrices(row)} />}
    </article>
  );
}
