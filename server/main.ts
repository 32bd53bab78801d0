// Starts the API host: configuration, database (migrated), station index, feed scheduler, HTTP.
import { serve } from "@hono/node-server";
import { loadConfig } from "./config.ts";
import { openDb } from "./db/open-db.ts";
import { createStationCatalog } from "./stations/station-catalog.ts";
import { startFeedScheduler } from "./feed/scheduler.ts";
import { buildApp } from "./app.ts";

const config = loadConfig();
const db = await openDb(config);
const catalog = createStationCatalog(db);
const loaded = await catalog.reload();
console.log(`[start] base de datos ${db.kind}; ${loaded.stations} estaciones en memoria`);

const scheduler = startFeedScheduler({
  db,
  config,
  afterIngest: async () => {
    const r = await catalog.reload();
    console.log(`[index] ${r.stations} estaciones; índice reconstruido en ${r.buildMs.toFixed(1)} ms`);
  },
  log: (message: string) => console.log(`[feed] ${message}`),
});

const app = buildApp({ config, db, catalog, now: () => new Date() });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`[start] GasolinaEco escuchando en http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`);
});

async function shutdown(signal: string) {
  console.log(`[stop] ${signal}`);
  scheduler.stop();
  server.close();
  await db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
