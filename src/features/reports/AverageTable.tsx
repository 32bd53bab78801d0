// An average-price table (SPEC §2 Reports): one row per province or brand, columns diesel, 95, 98 and
// GLP with 3 decimals and the euro sign, 0 as '-' (SPEC §9); then a column for every other product of
// the catalogue that some row sells, in €/kg for the gases sold by weight.
import { Trans } from "@lingui/react/macro";
import { FUEL_PRODUCTS } from "../../domain/fuels.ts";
import { formatPrice } from "../../i18n/formatters.ts";
import { fuelName, namedFuel } from "../../i18n/fuel-names.ts";
import type { ReportState } from "./use-report.ts";

export interface AverageRow {
  name: string;
  mediaDiesel: number;
  media95: number;
  media98: number;
  mediaGLP: number;
  otros?: Readonly<Record<string, number>>;
}

/** The four columns every report has, each with its header in the app's language (read at render). */
const PRICE_COLUMNS = [
  { key: "mediaDiesel", label: () => namedFuel("list", "diesel") },
  { key: "media95", label: () => namedFuel("list", "95") },
  { key: "media98", label: () => namedFuel("list", "98") },
  { key: "mediaGLP", label: () => fuelName("glp") },
] as const;

interface AverageTableProps {
  caption: string;
  nameHeader: string;
  report: ReportState<AverageRow>;
}

/** The other products some row sells, in catalogue order. */
const otherColumns = (rows: readonly AverageRow[]) => FUEL_PRODUCTS.filter((p) => rows.some((row) => (row.otros?.[p.key] ?? 0) > 0));

export function AverageTable({ caption, nameHeader, report }: AverageTableProps) {
  if (report.status === "loading")
    return (
      <p aria-busy="true">
        <Trans>Cargando…</Trans>
      </p>
    );
  if (report.rows.length === 0)
    return (
      <p className="muted">
        <Trans>No hay datos disponibles.</Trans>
      </p>
    );
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
                {column.label()}
              </th>
            ))}
            {others.map((fuel) => (
              <th key={fuel.key} scope="col" className="numeric">
                {fuelName(fuel.key)}
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
