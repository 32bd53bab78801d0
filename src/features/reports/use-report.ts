// Loads one report table on mount. A failure is logged only (SPEC §8), so the screen shows no rows.
import { useEffect, useState } from "react";
import type { ApiResult } from "../../api/api-result.ts";

export type ReportState<Row> = { status: "loading" } | { status: "done"; rows: Row[] };

export function useReport<Row>(load: () => Promise<ApiResult<Row[]>>): ReportState<Row> {
  const [state, setState] = useState<ReportState<Row>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (current) setState({ status: "done", rows: result.ok ? result.data : [] });
    });
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}
