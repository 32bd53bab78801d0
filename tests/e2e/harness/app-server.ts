// The real server, compiled as `npm start` runs it (dist-server/main.js), in a child process serving
// the built app from dist/, with a fresh
// DATA_DIR, the national reconstructed feed, no SMTP (mails land in DATA_DIR/outbox/) and relaxed rate
// limits; resolves once the stations are loaded.
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { startServer, type RunningServer } from "../../../bench/server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * DATA_DIR/pglite of a server that started once on the national feed and stopped (global-setup.ts):
     * migrated, the feed ingested. A server on the same feed starts from a copy of it.
     */
    nationalDatabaseTemplate: string;
    /** DATA_DIR/pglite of a new database, created and migrated, no feed: for a server on a feed of its own. */
    emptyDatabaseTemplate: string;
  }
}

export const NATIONAL_FEED_FILE = "../shared/data/estaciones-nacional-reconstruido-2026-04-15.json.gz";
export const DIST_INDEX = path.resolve("dist/index.html");

const RELAXED_RATE_LIMITS = {
  RATE_LOGIN_FAILURES_PER_MIN: "1000",
  RATE_REGISTER_PER_HOUR: "1000",
  RATE_VALIDATE_PER_HOUR: "1000",
  RATE_CONTACT_PER_HOUR: "1000",
  RATE_COMMENTS_PER_HOUR: "1000",
  RATE_UPLOADS_PER_HOUR: "1000",
  RATE_NAVIGATE_PER_HOUR: "1000",
};

export type AppServer = RunningServer;

/** Starts the server; `env` adds to or overrides the defaults (e.g. ROUTING_URL). */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  // The same database the server's first start on the national feed makes (initdb, migrations, the
  // ingest: most of a start), copied: the server finds its feed already loaded and serves it at once.
  // On a feed of its own it starts from a new, migrated database and ingests that feed, as on a first start.
  const onNationalFeed = (env.FEED_FILE ?? NATIONAL_FEED_FILE) === NATIONAL_FEED_FILE;
  const template = env.DATA_DIR ? undefined : inject(onNationalFeed ? "nationalDatabaseTemplate" : "emptyDatabaseTemplate");
  if (!template) return startFreshAppServer(env);
  const dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-"));
  await cp(template, path.join(dataDir, "pglite"), { recursive: true });
  const server = await startFreshAppServer({ ...env, DATA_DIR: dataDir }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return { ...server, async stop() { await server.stop(); await rm(dataDir, { recursive: true, force: true }); } };
}

/** Starts the server on `env.DATA_DIR`, or on a new, empty one. */
export async function startFreshAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  if (!existsSync(DIST_INDEX)) {
    throw new Error(`The built app is missing (${DIST_INDEX}): run \`npm run build\` before the browser tests.`);
  }
  if (!existsSync(path.resolve(NATIONAL_FEED_FILE))) {
    throw new Error(`The national feed file is missing (${path.resolve(NATIONAL_FEED_FILE)}): the browser tests need ../shared/data.`);
  }
  return startServer(
    {
      FEED_FILE: NATIONAL_FEED_FILE,
      FEED_INTERVAL_MIN: "0",
      STATIC_DIR: "dist",
      JWT_SECRET: "e2e-secret-of-the-browser-tests-0123456789",
      SMTP_URL: "",
      DATABASE_URL: "",
      // No reaching out to the public router and geocoder from a test: a test that needs a router starts one.
      ROUTING_URL: "off",
      GEOCODER_URL: "off",
      ...RELAXED_RATE_LIMITS,
      ...env,
    },
    { waitForStations: true, readyTimeoutMs: 180_000, form: "compiled" },
  );
}
