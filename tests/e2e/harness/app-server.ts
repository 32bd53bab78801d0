// The real server, compiled as `npm start` runs it (dist-server/main.js), in a child process serving
// the built app from dist/, with a fresh
// DATA_DIR, the national reconstructed feed, no SMTP (mails land in DATA_DIR/outbox/) and relaxed rate
// limits; resolves once the stations are loaded.
import { existsSync } from "node:fs";
import path from "node:path";
import { startServer, type RunningServer } from "../../../bench/server-process.ts";

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
