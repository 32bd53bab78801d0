// informe-preciomedio-provincia (SPEC §2 Reports): average prices by province.
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
  usePageTitle(screenTitle("Precio medio por provincia"));
  const report = useReport(loadProvinceRows);
  return (
    <section className="page-wide">
      <h1>Precio medio por provincia</h1>
      <AverageTable caption="Precio medio del litro por provincia" nameHeader="Provincia" report={report} />
    </section>
  );
}
