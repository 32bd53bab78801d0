// What the process that ingested does after a good run, alerts included: rebuild its index (the run
// ends there: the prices are stored and served), then, when the run changed any price, evaluate the
// alerts in the background. The evaluation only queues notifications; the delivery worker sends them.
// A crash before the evaluation loses nothing: the alerts' state is unchanged, and the start-up
// evaluation (main.ts) finds the same crossings.
import type { IngestResult } from "../feed/ingest.ts";
import type { AlertService } from "./alert-service.ts";

export function evaluateAfterIngest(alerts: Pick<AlertService, "evaluate">, reloadIndex: (runId: number) => Promise<void>, log: (message: string) => void) {
  return async (result: IngestResult): Promise<void> => {
    await reloadIndex(result.runId);
    if (result.historyRows > 0) {
      alerts.evaluate().catch((error: unknown) => log(`evaluación de avisos fallida: ${(error as Error).message}`));
    }
  };
}
