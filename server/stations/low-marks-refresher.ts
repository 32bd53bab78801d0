// Works the "historically low" thresholds out again (historic-low-marks.ts) and hands them to the
// catalog, one computation at a time: a call made during one gets the next, begun after it. Run at
// start, after the back-fill has stored new days, and once a day, in the background.
import type { Db } from "../db/db.ts";
import { computeLowMarks } from "./historic-low-marks.ts";
import type { StationCatalog } from "./station-catalog.ts";

export interface LowMarksRefresher {
  refresh(): Promise<void>;
  stop(): void;
}

const DAY_MS = 86_400_000;

export function startLowMarksRefresher(db: Db, catalog: StationCatalog, now: () => Date, log: (message: string) => void): LowMarksRefresher {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    const started = performance.now();
    const marks = await computeLowMarks(db, catalog.current.stations.map((s) => s.id), now());
    catalog.setLowMarks(marks);
    log(`umbrales de "precio históricamente bajo" de ${marks.size} estaciones en ${Math.round(performance.now() - started)} ms`);
  };
  const refresh = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => log(`no se pudieron calcular los precios históricamente bajos: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return running;
  };
  const timer = setInterval(() => void refresh(), DAY_MS);
  timer.unref();
  return { refresh, stop: () => clearInterval(timer) };
}
