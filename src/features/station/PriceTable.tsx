// The station's prices (SPEC §2): Diesel, Gasolina 95, Gasolina 98 and GLP, 3 decimals and €, '-' for 0;
// then every other product the station sells, by its catalogue name, in €/kg for the gases
// sold by weight. Each with how long it has gone unchanged, and struck through when implausible
// (ui/OfficialPrice.tsx).
import { Trans } from "@lingui/react/macro";
import type { StationInfo } from "../../domain/contract/stations.ts";
import { i18n } from "../../i18n/i18n.ts";
import { useNow } from "../../offline/freshness.ts";
import { OfficialPrice } from "../../ui/OfficialPrice.tsx";
import { isSpecRowFuel, productEntryName, SPEC_PRICE_ROWS } from "./station-fuel-rows.ts";

export function PriceTable({ station }: { station: StationInfo }) {
  const now = useNow();
  const others = station.productos.filter((p) => !isSpecRowFuel(p.producto) && p.precio > 0);
  return (
    <table className="price-table">
      <caption className="visually-hidden">
        <Trans>Precios</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Combustible</Trans>
          </th>
          <th scope="col">
            <Trans>Precio</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {SPEC_PRICE_ROWS.map((row) => (
          <tr key={row.field}>
            <th scope="row">{i18n._(row.label)}</th>
            <td>
              <OfficialPrice precio={station[row.field]} detail={station.productos.find((p) => p.producto === row.fuel)} now={now} />
            </td>
          </tr>
        ))}
        {others.map((p) => (
          <tr key={p.producto}>
            <th scope="row">{productEntryName(p)}</th>
            <td>
              <OfficialPrice precio={p.precio} detail={p} now={now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
