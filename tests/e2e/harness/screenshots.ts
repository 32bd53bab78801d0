// Screenshots of a screen at the two sizes the issues ask for, saved as test artefacts under
// test-results/screenshots/<name>-<width>x<height>.png (gitignored) for a person to look at. Each shot
// also measures how far the page scrolls sideways: a screen that does not fit a 360 px phone shows it.
// A shot is an artefact, not an assertion: headless Chromium on a loaded machine has once given no
// frame for minutes (a CI run lost 4 minutes and the test), so each wait is bounded and a shot that
// cannot be taken is reported and skipped; what the test asserts is checked by its own waits.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";

export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

export const SCREEN_SIZES = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

/** Longest wait for a frame or a shot. */
const FRAME_WAIT_MS = 10_000;

export interface Shot {
  file: string;
  width: number;
  height: number;
  /** CSS pixels the page is wider than the window (0 when it fits, NaN when the page did not answer). */
  overflowPx: number;
  /** False when Chromium gave no frame in time (the reason was printed). */
  taken: boolean;
}

/** `work`, or `fallback` after `ms` with a warning. */
async function bounded<T>(work: Promise<T>, ms: number, what: string, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`[screenshots] ${what}: no answer from the page in ${ms} ms`);
      resolve(fallback);
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Saves `name` at each size, then puts the page back at the size it had. */
export async function shoot(page: Page, name: string): Promise<Shot[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const shots: Shot[] = [];
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    const file = path.join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`);
    // Two frames so layout, fonts and transitions triggered by the resize have settled.
    const framed = await bounded(
      page.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))),
      FRAME_WAIT_MS,
      path.basename(file),
      false,
    );
    const taken =
      framed &&
      (await page
        .screenshot({ path: file, animations: "disabled", caret: "hide", scale: "css", timeout: FRAME_WAIT_MS })
        .then(() => true)
        .catch((error: Error) => (console.warn(`[screenshots] ${path.basename(file)}: ${error.message.split("\n")[0]}`), false)));
    const overflowPx = await bounded(
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      FRAME_WAIT_MS,
      path.basename(file),
      Number.NaN,
    );
    if (overflowPx > 0) console.warn(`[screenshots] ${path.basename(file)}: the page is ${overflowPx} px wider than the window`);
    shots.push({ file, ...size, overflowPx, taken });
  }
  if (original) await page.setViewportSize(original);
  return shots;
}
