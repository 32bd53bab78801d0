// A process that does only what the server does for the history at start (server/main.ts): opens the
// database (DATA_DIR's embedded one, or DATABASE_URL), ingests the live feed when it has none, and
// back-fills HISTORY_DAYS days. When the window is full it prints the days of history it holds as
// one JSON line and ends. Run with `node --import tsx`; a test kills it -9 midway and starts it again.
import { loadConfig } from "../../server/config.ts";
import { openDb } from "../../server/db/open-db.ts";
import { startHistoryBackfiller } from "../../server/feed/history-backfiller.ts";
import { daysOfHistory } from "../../server/feed/history-window.ts";
import { lastGoodRun } from "../../server/feed/last-good-run.ts";
import { ministrySource, runFeed } from "../../server/feed/run-feed.ts";

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
if (!(await lastGoodRun(db))) await runFeed(db, ministrySource(config));
const backfiller = startHistoryBackfiller({
  db,
  config,
  log: () => {},
  onFull: () => {
    void (async () => {
      await backfiller.stop();
      console.log(JSON.stringify({ historiaDias: await daysOfHistory(db, new Date()) }));
      await db.close();
    })();
  },
});
