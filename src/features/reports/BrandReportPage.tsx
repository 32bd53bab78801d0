// informe-preciomedio-bandera (SPEC §2 Reports): average prices by brand.
import { Trans, useLingui } from "@lingui/react/macro";
import { getBrandReport } from "../../api/reports.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { AverageTable, type AverageRow } from "./AverageTable.tsx";
import { brandLabel } from "./brand-label.ts";
import { compareSpanish } from "../../domain/spanish-order.ts";
import { useReport } from "./use-report.ts";
import "./reports.css";

async function loadBrandRows() {
  const result = await getBrandReport();
  return result.ok
    ? {
        ...result,
        // In the order of the names shown ("Otras" for none), with Spanish collation.
        data: result.data
          .map(({ bandera, ...averages }): AverageRow => ({ name: brandLabel(bandera), ...averages }))
          .sort((a, b) => compareSpanish(a.name, b.name)),
      }
    : result;
}

export function BrandReportPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Precio medio por bandera`));
  const report = useReport(loadBrandRows);
  return (
    <section className="page-wide">
      <h1>
        <Trans>Precio medio por bandera</Trans>
      </h1>
      <AverageTable caption={t`Precio medio del litro por bandera (marca)`} nameHeader={t`Bandera`} report={report} />
    </section>
  );
}
