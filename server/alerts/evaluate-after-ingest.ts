// What the process that ingested does after a good run, alerts included: rebuild its index (so the
// alerts see the new prices), then evaluate the alerts when the run changed any price.
import type { IngestResult } from "../feed/ingest.ts";
import type { AlertService } from "./alert-service.ts";

export function evaluateAfterIngest(alerts: Pick<AlertService, "evaluate">, reloadIndex: (runId: number) => Promise<void>) {
  return async (result: IngestResult): Promise<void> => {
    await reloadIndex(result.runId);
    if (result.historyRows > 0) await alerts.evaluate();
  };
}
