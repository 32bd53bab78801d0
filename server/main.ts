// Starts the API host: configuration, database (migrated), station index, feed scheduler, HTTP.
import { loadConfig } from "./config.ts";
import { dataDirProblem } from "./data-dir-check.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { openDb } from "./db/open-db.ts";
import { createStationCatalog } from "./stations/station-catalog.ts";
import { startFeedScheduler } from "./feed/scheduler.ts";
import { startFeedCoordination } from "./feed/feed-coordination.ts";
import { startHistoryBackfiller } from "./feed/history-backfiller.ts";
import { startLowMarksRefresher } from "./stations/low-marks-refresher.ts";
import { createIndexRefresher } from "./stations/index-refresher.ts";
import { buildApp } from "./app.ts";
import { loadJwtSecret } from "./accounts/jwt-secret.ts";
import { placesFromConfig } from "./places/places-from-config.ts";
import { routeClientFromConfig } from "./routing/route-client-from-config.ts";
import { createApiServer } from "./process/api-server.ts";
import { buildServices } from "./services.ts";
import { evaluateAfterIngest } from "./alerts/evaluate-after-ingest.ts";
import { cachedQueueStats } from "./alerts/queue-stats.ts";
import { configureLogging, partLog } from "./log/logger.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { stopAccepting } from "./process/graceful-stop.ts";

const config = loadConfig();
configureLogging(config.logFormat);
const startLog = partLog("start");
// The embedded database and the mail outbox live in DATA_DIR: refuse to start on a folder that cannot take writes.
if (!config.databaseUrl || !config.accounts.smtpUrl) {
  const problem = await dataDirProblem(config.dataDir);
  if (problem) {
    startLog.error(problem);
    process.exit(1);
  }
}
// The embedded database is one process's: a second server (or a tool) on this DATA_DIR stops here,
// before it opens anything, and the one running is untouched. The kernel frees it when this process ends.
if (!config.databaseUrl) {
  const taken = lockDataDir(config.dataDir, "el servidor");
  if (!taken.ok) {
    startLog.error(taken.message);
    process.exit(1);
  }
}
const db = await openDb(config).catch((error: unknown) => {
  // One line that says what to fix, not a stack trace (the cause is in the message).
  startLog.error((error as Error).message.split("\n")[0]);
  process.exit(1);
});
const catalog = createStationCatalog(db);
const loaded = await catalog.reload();
startLog.info(`base de datos ${db.kind}; ${loaded.stations} estaciones en memoria`);
const places = await placesFromConfig(config.places, config.routing.userAgent);
const placesBuilt = places.rebuild(catalog.current.stations);
startLog.info(`lugares: ${placesBuilt.places} (${config.places.csvPath ? "CNIG + " : ""}GeoNames + municipios del feed)${config.places.geocoderUrl ? `; direcciones de ${config.places.geocoderUrl}` : ""}`);
const routing = routeClientFromConfig(config.routing);
startLog.info(`rutas: ${routing.description}`);

// After this process's ingest, and on PostgreSQL after any process's (announced by NOTIFY): once per run.
const refresher = createIndexRefresher(async () => {
  const r = await catalog.reload();
  partLog("index").info(`${r.stations} estaciones; índice reconstruido en ${r.buildMs.toFixed(1)} ms`);
  // Off the request thread; the index is already served meanwhile, and suggestions use the places before.
  void places.rebuildOffThread(catalog.current.stations).then(
    (p) => { if (p.rebuilt) partLog("lugares").info(`${p.places} lugares; reconstruidos en otro hilo en ${p.buildMs.toFixed(0)} ms`); },
    (error: unknown) => partLog("lugares").warn(`no se pudieron reconstruir: ${(error as Error).message}`),
  );
}, catalog.currentRun?.id);
const now = () => new Date();
// Price alerts are evaluated here, by the process that ingested, once its index has the new prices.
// Read when scraped; the queue's figures at most every few seconds (a query), as getlastupdate's.
const queueStats = cachedQueueStats(db);
const metrics = createMetrics({
  stations: () => catalog.current.stations.length,
  feedLastSuccessMs: () => catalog.currentRun?.finishedAt?.getTime() ?? null,
  alertQueue: async () => {
    const stats = await queueStats();
    return { length: stats.pending, oldestSeconds: stats.oldestQueuedAt ? Math.max(0, (Date.now() - stats.oldestQueuedAt.getTime()) / 1000) : null };
  },
});
// Read once now: a key that cannot be read or stored stops the start here rather than every login.
const jwtKey = await loadJwtSecret({ jwtSecret: config.accounts.jwtSecret, dataDir: config.dataDir, db });
const services = buildServices(
  {
    config,
    db,
    catalog,
    now,
    places,
    metrics,
    // The scheduler starts once the alerts it evaluates after an ingest exist (below).
    feed: { runNow: () => scheduler.runNow() },
    ...(routing.client ? { router: routing.client } : {}),
    ...(routing.detourTable ? { detourTable: routing.detourTable } : {}),
  },
  { jwtKey, onAlertDelivery: (outcome, channel) => (outcome === "sent" ? metrics.alertsDelivered : metrics.alertsFailed).inc({ channel }) },
);
const { alerts, mailer } = services;
// Read (or generated) now: a wrong VAPID_* pair stops the start with one line rather than every push.
await alerts.push.publicKey().catch((error: unknown) => {
  startLog.error((error as Error).message);
  process.exit(1);
});
// The embedded database is this process's alone: claims left by a killed process are free again.
if (db.kind === "pglite") await alerts.queue.releaseLeases();
alerts.delivery.start();
const feedLogger = partLog("feed");
const feedLog = (message: string) => feedLogger.info(message);
const alertsLogger = partLog("alertas");
const coordination = await startFeedCoordination(db, (runId) => refresher.upTo(runId), feedLog);
const scheduler = startFeedScheduler({
  db,
  config,
  afterIngest: evaluateAfterIngest(alerts, (runId) => refresher.upTo(runId), (message) => alertsLogger.info(message)),
  log: feedLog,
  ...(coordination.leaderLock ? { leaderLock: coordination.leaderLock } : {}),
});

// The past year of prices, day by day in the background once the live feed's first check is over;
// "historically low" thresholds worked out at start, once the back-fill has stored new days, and daily.
const historyLogger = partLog("historico");
const lowMarks = startLowMarksRefresher(db, catalog, now, (message) => historyLogger.info(message));
void scheduler.ready.then(() => lowMarks.refresh());
const backfiller = startHistoryBackfiller({
  db,
  config,
  after: scheduler.ready,
  log: (message) => historyLogger.info(message),
  ...(coordination.leaderLock ? { leaderLock: coordination.leaderLock } : {}),
  // A day that became the current data (none newer) is served like an ingest.
  afterDay: (result) => (result.mode === "current" ? refresher.upTo(result.runId) : undefined),
  onFull: (filled) => (filled > 0 ? void lowMarks.refresh() : undefined),
});

// Crossings of a run whose evaluation a stop interrupted are found again (the alerts' state is unchanged).
void scheduler.ready.then(() => alerts.evaluate()).catch((error: unknown) => alertsLogger.warn(`evaluación inicial fallida: ${(error as Error).message}`));

startLog.info(`correo: ${mailer.kind === "smtp" ? "SMTP" : "sin SMTP_URL, a DATA_DIR/outbox/"}; moderación por API ${config.accounts.adminToken ? "activa" : "desactivada (sin ADMIN_TOKEN)"}`);

const app = buildApp(services);
const server = createApiServer(app, { hostname: config.host });
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  startLog.info(`GasolinaEco escuchando en http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`);
});

// A stop (SIGTERM from a supervisor, Ctrl-C): no new connections, the requests in flight answered
// (≤ 10 s), then the background work stopped where it can be resumed (a feed run aborts whole and is
// run again at the next start; a notification being sent stays queued), the database closed, exit 0.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const stopLog = partLog("stop");
  stopLog.info(`${signal}: dejando de aceptar conexiones`);
  const cut = await stopAccepting(server);
  // Let an ingest in progress finish (or abort its download) before the database closes.
  await scheduler.stop();
  await backfiller.stop();
  lowMarks.stop();
  await alerts.delivery.stop();
  await coordination.stop();
  await db.close();
  stopLog.info(`parado (${cut} conexiones cortadas al plazo)`);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
