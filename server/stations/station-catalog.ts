// Holds the current station index. Requests read `current`; a reload builds a new index beside it
// and swaps the reference, so searches never wait for (or see half of) a rebuild.
import type { Db } from "../db/db.ts";
import { buildStationIndex, type StationIndex } from "./station-index.ts";
import { loadServedData } from "./load-stations.ts";
import type { LastGoodRun } from "../feed/last-good-run.ts";
import type { LowMarks } from "./historic-low-marks.ts";

export interface StationCatalog {
  readonly current: StationIndex;
  /**
   * The feed run whose data `current` serves (undefined before any good run): what getlastupdate
   * reports, so it never announces data that searches do not give yet (a reload takes a moment).
   */
  readonly currentRun: LastGoodRun | undefined;
  /** Resolves once an index loaded from the database after this call is in place. */
  reload(): Promise<{ stations: number; loadMs: number; buildMs: number }>;
  /** New "historically low" thresholds: the index is rebuilt with them (no database read). */
  setLowMarks(marks: LowMarks): void;
}

export function createStationCatalog(db: Db): StationCatalog {
  let current = buildStationIndex([]);
  let currentRun: LastGoodRun | undefined;
  let lowMarks: LowMarks = new Map();
  type Reloaded = { stations: number; loadMs: number; buildMs: number };
  let pending: Promise<Reloaded> | null = null;
  let queued: Promise<Reloaded> | null = null;
  const reload = (): Promise<Reloaded> => {
    // A call made during a reload gets the next one, begun after it: the one under way may have read
    // the database before the run the caller heard of. Calls made meanwhile share that next one.
    if (pending) {
      queued ??= pending.catch(() => undefined).then(() => {
        queued = null;
        return reload();
      });
      return queued;
    }
    pending = (async () => {
      try {
        const t0 = performance.now();
        // The run is read with the stations so every answer built on this index dates its prices once.
        const { stations, run } = await loadServedData(db);
        const t1 = performance.now();
        // Both swapped together, with nothing awaited between.
        current = buildStationIndex(stations, run?.fecha ?? null, lowMarks);
        currentRun = run;
        return { stations: stations.length, loadMs: t1 - t0, buildMs: performance.now() - t1 };
      } finally {
        pending = null;
      }
    })();
    return pending;
  };
  return {
    get current() {
      return current;
    },
    get currentRun() {
      return currentRun;
    },
    reload,
    setLowMarks(marks) {
      lowMarks = marks;
      current = buildStationIndex(current.stations, current.feedFecha, marks);
    },
  };
}
