// Keeps the last HISTORY_DAYS days of prices filled from the Ministry's history, in the background:
// one day at a time, newest first, a pause between downloads. What is held is read from the run log
// before each day, so a stop or a crash resumes where it was and never asks again for a day already
// stored. A failed day (no network, a Ministry error) is logged and tried again after a back-off
// that doubles up to an hour; nothing is thrown and no search waits on it. Once the window is full it
// looks again every hour, which adds each new day. On PostgreSQL only the holder of the feed's leader
// lock back-fills a day; the ingest's transaction lock keeps a day and a live ingest apart.
import type { Db } from "../db/db.ts";
import { partLog } from "../log/logger.ts";
import { ministryHistorySource, runBackfill, type BackfillResult, type HistoryDay } from "./backfill.ts";
import type { FeedLeaderLock } from "./feed-leader-lock.ts";
import { historyWindow, missingDays } from "./history-window.ts";
import { historyVacuum } from "../history/history-vacuum.ts";
import type { FeedConfig, FeedSource } from "./run-feed.ts";

export interface HistoryBackfillConfig extends FeedConfig {
  historyDays: number;
  historyPauseMs: number;
}

export interface HistoryBackfillerOptions {
  db: Db;
  config: HistoryBackfillConfig;
  /** Starts after this settles (the scheduler's first ingest: the live feed is fresher than any day). */
  after?: Promise<unknown>;
  leaderLock?: FeedLeaderLock;
  now?: () => Date;
  log?: (message: string) => void;
  /** Where a day is downloaded from; defaults to the Ministry's history next to FEED_URL. */
  sourceFor?: (day: HistoryDay) => FeedSource;
  /** After each stored day (the app reloads its index and history-based flags here). */
  afterDay?: (result: BackfillResult, day: HistoryDay) => void | Promise<void>;
  /** Each time the whole window is found held, with the days stored since the last time (0 at a recheck). */
  onFull?: (filled: number) => void;
  /** First wait after a failed day; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often a full window is looked at again for the new day. */
  recheckMs?: number;
}

export interface HistoryBackfiller {
  /** Stops after the day in progress (its transaction commits or rolls back whole). */
  stop(): Promise<void>;
}

const HOUR_MS = 3_600_000;

export function startHistoryBackfiller(options: HistoryBackfillerOptions): HistoryBackfiller {
  const { db, config, leaderLock } = options;
  const log = options.log ?? ((message: string) => partLog("historico").info(message));
  const now = options.now ?? (() => new Date());
  const sourceFor = options.sourceFor ?? ((day: HistoryDay) => ministryHistorySource(config, day, log));
  const baseBackoffMs = options.backoffMs ?? 60_000;
  const maxBackoffMs = options.maxBackoffMs ?? HOUR_MS;
  const recheckMs = options.recheckMs ?? HOUR_MS;
  let stopped = false;
  let wake: (() => void) | undefined;
  let failures = 0;
  let full = false;
  let filledSinceFull = 0;
  const vacuum = historyVacuum(db);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One day, under the leader lock when there is one; false when another process holds it. */
  const fillOne = async (day: HistoryDay): Promise<boolean> => {
    const release = leaderLock ? await leaderLock.tryAcquire() : async () => {};
    if (!release) return false;
    try {
      // Read again under the lock: another process may have stored it meanwhile.
      if ((await missingDays(db, [day])).length === 0) return true;
      const result = await runBackfill(db, day, sourceFor(day));
      await vacuum();
      await options.afterDay?.(result, day);
      return true;
    } finally {
      await release();
    }
  };

  const loop = async () => {
    await options.after?.catch(() => undefined);
    while (!stopped) {
      let wait = recheckMs;
      try {
        const [next] = await missingDays(db, historyWindow(now(), config.historyDays));
        if (next) {
          const filled = await fillOne(next);
          if (filled) {
            failures = 0;
            full = false;
            filledSinceFull++;
            wait = config.historyPauseMs;
          }
        } else {
          if (!full) log(`histórico completo: ${config.historyDays} días`);
          full = true;
          const filled = filledSinceFull;
          filledSinceFull = 0;
          options.onFull?.(filled);
        }
      } catch (error) {
        failures++;
        wait = Math.min(maxBackoffMs, baseBackoffMs * 2 ** (failures - 1));
        log(`histórico: día no cargado (${(error as Error).message}); se reintenta en ${Math.round(wait / 1000)} s`);
      }
      if (wait > 0) await sleep(wait);
    }
  };

  if (config.historyDays <= 0 || config.feedFile) return { stop: async () => {} };
  const running = loop();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
