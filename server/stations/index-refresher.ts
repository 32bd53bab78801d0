// One rebuild of the in-memory index (and what is built on it) per new feed run, however many times
// the run is heard of: this process's own ingest, its NOTIFY, and the catch-up after LISTEN
// reconnects may all name the same run. Each is heard of only after it committed, so a rebuild begun
// on hearing of it serves it (or something newer).
export interface IndexRefresher {
  /** Rebuilds unless a rebuild begun after run `runId` committed is done or under way. */
  upTo(runId: number): Promise<void>;
}

/** Run ids remembered; far more than can be announced while one rebuild runs. */
const REMEMBERED_RUNS = 64;

/** `rebuild` must read the database after it is called (StationCatalog.reload does). */
export function createIndexRefresher(rebuild: () => Promise<void>, servedRunId: number | undefined): IndexRefresher {
  const covered = new Set<number>(servedRunId === undefined ? [] : [servedRunId]);
  let latest: Promise<void> = Promise.resolve();
  return {
    upTo(runId) {
      if (covered.has(runId)) return latest;
      covered.add(runId);
      if (covered.size > REMEMBERED_RUNS) covered.delete(covered.values().next().value!);
      latest = rebuild().catch((error: unknown) => {
        // Not rebuilt: the next announcement (or catch-up) of this run must try again.
        covered.delete(runId);
        throw error;
      });
      return latest;
    },
  };
}
