// Several API processes on one PostgreSQL: one downloads and ingests each turn (the leader lock), and
// every process hears of each new run (LISTEN) and reloads its index from the database. With PGlite
// (one process) there is nothing to coordinate: no lock, no listener.
import type { Db } from "../db/db.ts";
import { listenWithReconnect } from "../db/postgres-listener.ts";
import { announcedRun, FEED_RUNS_CHANNEL } from "./feed-announcements.ts";
import { postgresFeedLeaderLock, type FeedLeaderLock } from "./feed-leader-lock.ts";
import { lastGoodRun } from "./last-good-run.ts";

export interface FeedCoordination {
  /** For the scheduler; undefined when this process is the only one. */
  leaderLock: FeedLeaderLock | undefined;
  stop(): Promise<void>;
}

export async function startFeedCoordination(
  db: Db,
  onRun: (runId: number) => Promise<void>,
  log: (message: string) => void,
): Promise<FeedCoordination> {
  if (!db.newClient) return { leaderLock: undefined, stop: async () => {} };
  const newClient = db.newClient;
  const [row] = await db.query<{ schema: string }>("select current_schema() as schema");
  const schema = row?.schema ?? "public";
  const follow = (runId: number) =>
    onRun(runId).catch((error: unknown) => log(`no se pudo recargar el índice tras la ingesta ${runId}: ${(error as Error).message}`));
  const listener = listenWithReconnect({
    newClient,
    channel: FEED_RUNS_CHANNEL,
    log,
    onNotification(payload) {
      const runId = announcedRun(payload, schema);
      if (runId !== undefined) void follow(runId);
    },
    onListening() {
      // Runs committed while nobody listened (before start, or while the connection was down).
      void lastGoodRun(db).then(
        (last) => (last ? follow(last.id) : undefined),
        (error: unknown) => log(`no se pudo leer la última ingesta: ${(error as Error).message}`),
      );
    },
  });
  await listener.ready;
  return { leaderLock: postgresFeedLeaderLock(newClient, log), stop: () => listener.stop() };
}
