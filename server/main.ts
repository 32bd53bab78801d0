// Starts the API host: configuration, database (migrated), station index, feed scheduler, HTTP.
import { loadConfig } from "./config.ts";
import { dataDirProblem } from "./data-dir-check.ts";
import { openDb } from "./db/open-db.ts";
import { createStationCatalog } from "./stations/station-catalog.ts";
import { startFeedScheduler } from "./feed/scheduler.ts";
import { startFeedCoordination } from "./feed/feed-coordination.ts";
import { createIndexRefresher } from "./stations/index-refresher.ts";
import { buildApp } from "./app.ts";
import { createMailer } from "./mail/create-mailer.ts";
import { loadJwtSecret } from "./accounts/jwt-secret.ts";
import { createTokenService } from "./accounts/tokens.ts";
import { placesFromConfig } from "./places/places-from-config.ts";
import { routeClientFromConfig } from "./routing/route-client-from-config.ts";
import { createApiServer } from "./http/api-server.ts";
import { alertServiceFromConfig } from "./alerts/alert-service-from-config.ts";
import { evaluateAfterIngest } from "./alerts/evaluate-after-ingest.ts";

const config = loadConfig();
// The embedded database and the mail outbox live in DATA_DIR: refuse to start on a folder that cannot take writes.
if (!config.databaseUrl || !config.accounts.smtpUrl) {
  const problem = await dataDirProblem(config.dataDir);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
const db = await openDb(config).catch((error: unknown) => {
  // One line that says what to fix, not a stack trace (the cause is in the message).
  console.error(`[start] ${(error as Error).message.split("\n")[0]}`);
  process.exit(1);
});
const catalog = createStationCatalog(db);
const loaded = await catalog.reload();
console.log(`[start] base de datos ${db.kind}; ${loaded.stations} estaciones en memoria`);
const places = await placesFromConfig(config.places, config.routing.userAgent);
const placesBuilt = places.rebuild(catalog.current.stations);
console.log(`[start] lugares: ${placesBuilt.places} (${config.places.csvPath ? "CNIG + " : ""}GeoNames + municipios del feed)${config.places.geocoderUrl ? `; direcciones de ${config.places.geocoderUrl}` : ""}`);
const routing = routeClientFromConfig(config.routing);
console.log(`[start] rutas: ${routing.description}`);

// After this process's ingest, and on PostgreSQL after any process's (announced by NOTIFY): once per run.
const refresher = createIndexRefresher(async () => {
  const r = await catalog.reload();
  console.log(`[index] ${r.stations} estaciones; índice reconstruido en ${r.buildMs.toFixed(1)} ms`);
  // Off the request thread; the index is already served meanwhile, and suggestions use the places before.
  void places.rebuildOffThread(catalog.current.stations).then(
    (p) => { if (p.rebuilt) console.log(`[lugares] ${p.places} lugares; reconstruidos en otro hilo en ${p.buildMs.toFixed(0)} ms`); },
    (error: unknown) => console.log(`[lugares] no se pudieron reconstruir: ${(error as Error).message}`),
  );
}, catalog.currentRun?.id);
const now = () => new Date();
const mailer = createMailer({ ...config.accounts, dataDir: config.dataDir });
// Price alerts are evaluated here, by the process that ingested, once its index has the new prices.
const alerts = alertServiceFromConfig({ config, db, catalog, now }, mailer);
// Read (or generated) now: a wrong VAPID_* pair stops the start with one line rather than every push.
await alerts.push.publicKey().catch((error: unknown) => {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
});
// The embedded database is this process's alone: claims left by a killed process are free again.
if (db.kind === "pglite") await alerts.queue.releaseLeases();
alerts.delivery.start();
const feedLog = (message: string) => console.log(`[feed] ${message}`);
const coordination = await startFeedCoordination(db, (runId) => refresher.upTo(runId), feedLog);
const scheduler = startFeedScheduler({
  db,
  config,
  afterIngest: evaluateAfterIngest(alerts, (runId) => refresher.upTo(runId), (message) => console.log(`[alertas] ${message}`)),
  log: feedLog,
  ...(coordination.leaderLock ? { leaderLock: coordination.leaderLock } : {}),
});

// Crossings of a run whose evaluation a stop interrupted are found again (the alerts' state is unchanged).
void scheduler.ready.then(() => alerts.evaluate()).catch((error: unknown) => console.log(`[alertas] evaluación inicial fallida: ${(error as Error).message}`));

const jwtKey = await loadJwtSecret({ jwtSecret: config.accounts.jwtSecret, dataDir: config.dataDir, db });
const tokens = createTokenService({
  secret: async () => jwtKey,
  ttlHours: config.accounts.tokenTtlHours,
  keepDays: config.accounts.tokenKeepDays,
  now,
});
console.log(`[start] correo: ${mailer.kind === "smtp" ? "SMTP" : "sin SMTP_URL, a DATA_DIR/outbox/"}; moderación por API ${config.accounts.adminToken ? "activa" : "desactivada (sin ADMIN_TOKEN)"}`);

const app = buildApp({ config, db, catalog, now, mailer, tokens, places, alerts, feed: scheduler, ...(routing.client ? { router: routing.client } : {}), ...(routing.detourTable ? { detourTable: routing.detourTable } : {}) });
const server = createApiServer(app, { hostname: config.host });
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`[start] GasolinaEco escuchando en http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`);
});

async function shutdown(signal: string) {
  console.log(`[stop] ${signal}`);
  server.close();
  // Let an ingest in progress finish (or abort its download) before the database closes.
  await scheduler.stop();
  await alerts.delivery.stop();
  await coordination.stop();
  await db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
