// Who downloads the feed when several processes share one PostgreSQL: the one holding a session
// advisory lock (keyed by the schema). The lock lives on a connection of its own, opened for the run
// and closed after it, so a process that dies mid-run frees it with its connection. Should that
// connection drop mid-run, another process may start a run too: the ingest's own transaction lock
// still writes one run at a time, so the cost is a second download, never mixed data.
import type pg from "pg";

export interface FeedLeaderLock {
  /** The release when this process got the lock; undefined when another process holds it. Throws when the database is away. */
  tryAcquire(): Promise<(() => Promise<void>) | undefined>;
}

const LOCK_KEY_SQL = "hashtextextended('gasolinaeco:feed-leader:' || current_schema(), 0)";

export function postgresFeedLeaderLock(newClient: () => pg.Client, log: (message: string) => void): FeedLeaderLock {
  return {
    async tryAcquire() {
      const session = newClient();
      let held = false;
      session.on("error", (error) => {
        if (held) log(`se perdió la conexión del cerrojo de ingesta (${error.message}); la ingesta sigue`);
      });
      try {
        await session.connect();
        const [row] = (await session.query<{ got: boolean }>(`select pg_try_advisory_lock(${LOCK_KEY_SQL}) as got`)).rows;
        held = row?.got === true;
      } catch (error) {
        await session.end().catch(() => {});
        throw new Error(`no se pudo pedir el cerrojo de ingesta: ${(error as Error).message}`, { cause: error });
      }
      if (!held) {
        await session.end().catch(() => {});
        return undefined;
      }
      return async () => {
        held = false;
        // Ending the session frees its advisory locks; the unlock first says so explicitly.
        await session.query(`select pg_advisory_unlock(${LOCK_KEY_SQL})`).catch(() => {});
        await session.end().catch(() => {});
      };
    },
  };
}
