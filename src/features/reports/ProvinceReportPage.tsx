// informe-preciomedio-provincia (SPEC §2 Reports): average prices by province (their names as the
// server sends them).
import { Trans, useLingui } from "@lingui/react/macro";
import { getProvinceReport } from "../../api/reports.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { AverageTable, type AverageRow } from "./AverageTable.tsx";
import { useReport } from "./use-report.ts";
import "./reports.css";

async function loadProvinceRows() {
  const result = await getProvinceReport();
  return result.ok
    ? { ...result, data: result.data.map(({ provincia, ...averages }): AverageRow => ({ name: provincia, ...averages })) }
    : result;
}

export function ProvinceReportPage() {
  const { t } = useLingui();
  usePageTitle(screenTitle(t`Precio medio por provincia`));
  const report = useReport(loadProvinceRows);
  return (
    <section className="page-wide">
      <h1>
        <Trans>Precio medio por provincia</Trans>
      </h1>
      <AverageTable caption={t`Precio medio del litro por provincia`} nameHeader={t`Provincia`} report={report} />
    </section>
  );
}
