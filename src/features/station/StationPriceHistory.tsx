// The station page's price history: the chart of the period the driver picks (7, 30, 90 days or a
// year), with the province's daily median of the driver's fuel as a second line, and under it what the
// year says of today's price (WhenToFillNote).
import { useCallback, useState } from "react";
import { getPriceHistory, getProvinceMedian } from "../../api/stations.ts";
import type { ApiResult } from "../../api/api-result.ts";
import type { MedianPoint } from "../../domain/contract/stations.ts";
import type { FuelKey } from "../../domain/fuels.ts";
import { PriceHistoryChart } from "./PriceHistoryChart.tsx";
import type { HistoryRange } from "./price-history-chart.ts";
import { useApiData } from "./use-api-data.ts";
import { WhenToFillNote } from "./WhenToFillNote.tsx";

export function StationPriceHistory({ stationId, fuel, provincia }: { stationId: string; fuel: FuelKey | null; provincia: string }) {
  const [days, setDays] = useState<HistoryRange>(30);
  const loadHistory = useCallback((id: string) => getPriceHistory(id, days), [days]);
  const [history] = useApiData(loadHistory, stationId);
  // A station that sells none of the drivers' fuels has no median line: nothing is asked.
  const loadMedian = useCallback(
    (id: string): Promise<ApiResult<MedianPoint[]>> =>
      fuel ? getProvinceMedian(id, fuel, days) : Promise.resolve({ ok: false, reason: "rejected", message: "", status: null }),
    [fuel, days],
  );
  const [median] = useApiData(loadMedian, stationId);
  if (history.status !== "done") return null;
  return (
    <PriceHistoryChart
      points={history.data}
      days={days}
      onDaysChange={setDays}
      {...(fuel && median.status === "done" ? { median: { fuel, points: median.data } } : {})}
    >
      {fuel && <WhenToFillNote key={`${stationId}-${fuel}`} stationId={stationId} fuel={fuel} provincia={provincia} />}
    </PriceHistoryChart>
  );
}
