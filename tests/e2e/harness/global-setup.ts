// Once per browser-test run: fail fast without the built app, and start from an empty screenshot
// folder so every picture in it comes from this run.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { COMPILED_SERVER } from "../../../bench/server-process.ts";
import { DIST_INDEX } from "./app-server.ts";
import { hasChromium } from "./chromium.ts";
import { SCREENSHOT_DIR } from "./screenshots.ts";

export default async function setup(): Promise<void> {
  if (hasChromium && (!existsSync(DIST_INDEX) || !existsSync(COMPILED_SERVER))) {
    throw new Error(`The built app or server is missing (${DIST_INDEX}, ${COMPILED_SERVER}): run \`npm run build\` before the browser tests.`);
  }
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
}
