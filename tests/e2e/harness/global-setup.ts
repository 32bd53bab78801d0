// Once per browser-test run: fail fast without the built app, and start from an empty screenshot
// folder so every picture in it comes from this run.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { SCREENSHOT_DIR } from "./screenshots.ts";

export default async function setup(): Promise<void> {
  if (!existsSync(path.resolve("dist/index.html"))) {
    throw new Error("The built app is missing (dist/index.html): run `npx vite build` before the browser tests.");
  }
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
}
