// An average-price table (SPEC §2 Reports): one row per province or brand, columns diesel, 95, 98 and
// GLP with 3 decimals and the euro sign, 0 as '-' (SPEC §9); then a column for every other product of
// the catalogue that some row sells (issue 27), in €/kg for the gases sold by weight.
import { formatPrice } from "../../domain/format.ts";
import { FUEL_PRODUCTS } from "../../domain/fuels.ts";
import type { ReportState } from "./use-report.ts";

export interface AverageRow {
  name: string;
  mediaDiesel: number;
  media95: number;
  media98: number;
  mediaGLP: number;
  otros?: Readonly<Record<string, number>>;
}

const PRICE_COLUMNS = [
  { key: "mediaDiesel", label: "Diesel" },
  { key: "media95", label: "Gasolina 95" },
  { key: "media98", label: "Gasolina 98" },
  { key: "mediaGLP", label: "GLP" },
] as const;

interface AverageTableProps {
  caption: string;
  nameHeader: string;
  report: ReportState<AverageRow>;
}

/** The other products some row sells, in catalogue order. */
const otherColumns = (rows: readonly AverageRow[]) => FUEL_PRODUCTS.filter((p) => rows.some((row) => (row.otros?.[p.key] ?? 0) > 0));

export function AverageTable({ caption, nameHeader, report }: AverageTableProps) {
  if (report.status === "loading") return <p aria-busy="true">Cargando…</p>;
  if (report.rows.length === 0) return <p className="muted">No hay datos disponibles.</p>;
  const others = otherColumns(report.rows);
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="average-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {PRICE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="numeric">
                {column.label}
              </th>
            ))}
            {others.map((fuel) => (
              <th key={fuel.key} scope="col" className="numeric">
                {fuel.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              {PRICE_COLUMNS.map((column) => (
                <td key={column.key} className="numeric">
                  {formatPrice(row[column.key])}
                </td>
              ))}
              {others.map((fuel) => (
                <td key={fuel.key} className="numeric">
                  {formatPrice(row.otros?.[fuel.key], fuel.unit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
