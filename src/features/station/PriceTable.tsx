// The station's prices (SPEC §2): Diesel, Gasolina 95, Gasolina 98 and GLP, 3 decimals and €, '-' for 0.
import type { StationInfo } from "../../domain/contract/stations.ts";
import { formatPrice } from "../../domain/format.ts";

const ROWS = [
  { label: "Diesel", field: "precio_gasoleoA" },
  { label: "Gasolina 95", field: "precio_gasolina95" },
  { label: "Gasolina 98", field: "precio_gasolina98" },
  { label: "GLP", field: "precio_GLP" },
] as const;

export function PriceTable({ station }: { station: StationInfo }) {
  return (
    <table className="price-table">
      <caption className="visually-hidden">Precios por litro</caption>
      <thead>
        <tr>
          <th scope="col">Combustible</th>
          <th scope="col">Precio</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.label}</th>
            <td>{formatPrice(station[row.field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
