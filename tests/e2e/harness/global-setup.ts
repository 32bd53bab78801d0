// Once per browser-test run: fail fast without the built app, start from an empty screenshot folder so
// every picture in it comes from this run, and make the database every server on the national feed
// starts from: one server's first start (initdb, migrations, the national ingest), then stopped, its
// database kept for the others to copy (app-server.ts); beside it a new, migrated database for the
// servers on a feed of their own. Seconds of each file's start, done once.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { COMPILED_SERVER } from "../../../bench/server-process.ts";
import { DIST_INDEX, NATIONAL_FEED_FILE, startFreshAppServer } from "./app-server.ts";
import { hasChromium } from "./chromium.ts";
import { SCREENSHOT_DIR } from "./screenshots.ts";

const MAKE_EMPTY_TEMPLATE = fileURLToPath(new URL("../../helpers/make-pglite-template.ts", import.meta.url));

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (hasChromium && (!existsSync(DIST_INDEX) || !existsSync(COMPILED_SERVER))) {
    throw new Error(`The built app or server is missing (${DIST_INDEX}, ${COMPILED_SERVER}): run \`npm run build\` before the browser tests.`);
  }
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  // Without a browser the suites are skipped (or fail at once under CI), and without the feed each
  // server start says what is missing: nothing to prepare.
  if (!hasChromium || !existsSync(path.resolve(NATIONAL_FEED_FILE))) return undefined;
  const root = await mkdtemp(path.join(tmpdir(), "gasolinaeco-e2e-template-"));
  const [national, empty] = [path.join(root, "national"), path.join(root, "empty")];
  await Promise.all([
    (async () => {
      const server = await startFreshAppServer({ DATA_DIR: national });
      await server.stop();
      if ((await server.exited) !== 0) throw new Error(`the template server did not stop cleanly:\n${server.stderr()}`);
    })(),
    promisify(execFile)(process.execPath, ["--import", "tsx", MAKE_EMPTY_TEMPLATE, empty, path.join(root, "empty.tar")], { timeout: 240_000 }),
  ]);
  project.provide("nationalDatabaseTemplate", path.join(national, "pglite"));
  project.provide("emptyDatabaseTemplate", path.join(empty, "pglite"));
  return () => rm(root, { recursive: true, force: true });
}
