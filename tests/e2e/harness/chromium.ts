// Where Chromium is and what to do without it: browser tests skip with a loud warning on a developer's
// machine, and fail when CI is set (DESIGN.md "Commands"). Never downloads a browser.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM_PATH);
export const chromiumRequired = Boolean(process.env.CI);

export const MISSING_CHROMIUM_MESSAGE =
  `Chromium not found at ${CHROMIUM_PATH}: set CHROME_PATH to a Chromium or Chrome binary ` +
  `(the browser tests never download one).`;

const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
}
