// Keeps the prices fresh: on start, ingest when the last good run is older than the interval (or there
// is none, or it came from another source); then every FEED_INTERVAL_MIN minutes (0 = no periodic
// refresh). Runs never overlap, and a failed run is logged, never thrown: the last good data stays.
// Processes sharing one PostgreSQL pass a leader lock: only its holder checks and ingests, the
// others skip their turn and reload when the holder's run is announced (feed-announcements.ts).
import type { Config } from "../config.ts";
import type { Db } from "../db/db.ts";
import type { IngestResult } from "./ingest.ts";
import { closeInterruptedRuns } from "./feed-runs.ts";
import type { FeedLeaderLock } from "./feed-leader-lock.ts";
import { lastGoodRun } from "./last-good-run.ts";
import { configuredSource, runFeed, type FeedConfig, type FeedSource } from "./run-feed.ts";
import { summariseRun } from "./run-summary.ts";
import { partLog } from "../log/logger.ts";

export interface FeedSchedulerOptions {
  db: Db;
  config: FeedConfig & Pick<Config, "feedIntervalMin">;
  /** Called after every successful ingest (the app rebuilds its in-memory index here). */
  afterIngest?: (result: IngestResult) => void | Promise<void>;
  log?: (message: string) => void;
  /** Defaults to FEED_FILE when set, else the Ministry URL; tests pass their own. */
  source?: FeedSource;
  now?: () => Date;
  /** Several processes on one PostgreSQL: only the holder checks the data's age and ingests. */
  leaderLock?: FeedLeaderLock;
}

export interface FeedScheduler {
  /** Settles once the start-up check (and the run it may have started) is over. */
  readonly ready: Promise<void>;
  /** Runs an ingest now, or joins the one in progress; resolves undefined when it failed. */
  runNow(): Promise<IngestResult | undefined>;
  /** Cancels timers and any download, and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs that started before this instant and are still 'running' belong to a stopped process. The
 * embedded database belongs to this process alone, so every such run is; on PostgreSQL another
 * process may be ingesting right now, so only runs older than any run can last (download timeout
 * × attempts, with back-off, is minutes) count.
 */
const LONGEST_RUN_MS = 60 * 60_000;

function interruptedBefore(db: Pick<Db, "kind">, now: Date): Date {
  return db.kind === "pglite" ? now : new Date(now.getTime() - LONGEST_RUN_MS);
}

export function startFeedScheduler(options: FeedSchedulerOptions): FeedScheduler {
  const { db, config, afterIngest, leaderLock } = options;
  const log = options.log ?? ((message: string) => partLog("feed").info(message));
  const now = options.now ?? (() => new Date());
  const source = options.source ?? configuredSource(config, log);
  const intervalMs = config.feedIntervalMin * 60_000;
  const cancel = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<IngestResult | undefined> | undefined;
  let stopped = false;

  const runNow = (): Promise<IngestResult | undefined> => {
    if (stopped) return Promise.resolve(undefined);
    running ??= (async () => {
      const started = performance.now();
      try {
        const result = await runFeed(db, source, { signal: cancel.signal });
        log(`ingesta correcta de ${source.name}. ${summariseRun(result, performance.now() - started)}`);
        await notify(result);
        return result;
      } catch (error) {
        log(`ingesta fallida de ${source.name}: ${(error as Error).message}; se mantienen los datos anteriores`);
        return undefined;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const notify = async (result: IngestResult) => {
    try {
      await afterIngest?.(result);
    } catch (error) {
      log(`afterIngest falló: ${(error as Error).message}`);
    }
  };

  /** Ingests when the data is stale; resolves the delay until the next check. */
  const refreshIfStale = async (atStart: boolean): Promise<number> => {
    const last = await lastGoodRun(db);
    const age = last ? now().getTime() - last.finishedAt.getTime() : Number.POSITIVE_INFINITY;
    const stale = !last || last.source !== source.name || (intervalMs > 0 && age >= intervalMs);
    if (!stale) return intervalMs - age;
    if (atStart) log(last ? `datos de ${last.finishedAt.toISOString()} (${last.source}): se actualizan` : "sin datos: primera ingesta");
    await runNow();
    return intervalMs;
  };

  /** The same, by the lock holder only: the age is read under the lock, after any run of another process. */
  const refreshIfLeader = async (lock: FeedLeaderLock, atStart: boolean): Promise<number> => {
    const release = await lock.tryAcquire();
    if (!release) {
      log("otro proceso está actualizando los datos: se recargarán al terminar");
      return intervalMs;
    }
    try {
      return await refreshIfStale(atStart);
    } finally {
      await release();
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      const turn = leaderLock ? refreshIfLeader(leaderLock, false) : runNow().then(() => intervalMs);
      void turn.then(schedule, (error: unknown) => {
        log(`no se pudo comprobar la última ingesta: ${(error as Error).message}`);
        schedule(intervalMs);
      });
    }, Math.max(0, delayMs));
    // The HTTP server keeps the process alive; the scheduler alone must not (CLI, tests).
    timer.unref();
  };

  const ready = (async () => {
    try {
      const closed = await closeInterruptedRuns(db, interruptedBefore(db, now()));
      if (closed > 0) log(`${closed} ingesta(s) interrumpida(s) por una parada anterior: marcadas como fallidas`);
      schedule(await (leaderLock ? refreshIfLeader(leaderLock, true) : refreshIfStale(true)));
    } catch (error) {
      log(`no se pudo comprobar la última ingesta: ${(error as Error).message}`);
      schedule(intervalMs);
    }
  })();

  return {
    ready,
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      cancel.abort();
      await ready;
      await running;
    },
  };
}
