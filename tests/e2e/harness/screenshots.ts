// Screenshots of a screen at the two sizes the issues ask for, saved as test artefacts under
// test-results/screenshots/<name>-<width>x<height>.png (gitignored) for a person to look at. Each shot
// also measures how far the page scrolls sideways: a screen that does not fit a 360 px phone shows it.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";

export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

export const SCREEN_SIZES = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

export interface Shot {
  file: string;
  width: number;
  height: number;
  /** CSS pixels the page is wider than the window (0 when it fits). */
  overflowPx: number;
}

/** Saves `name` at each size, then puts the page back at the size it had. */
export async function shoot(page: Page, name: string): Promise<Shot[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const shots: Shot[] = [];
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // Two frames so layout, fonts and transitions triggered by the resize have settled.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const file = path.join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
    const overflowPx = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflowPx > 0) console.warn(`[screenshots] ${path.basename(file)}: the page is ${overflowPx} px wider than the window`);
    shots.push({ file, ...size, overflowPx });
  }
  if (original) await page.setViewportSize(original);
  return shots;
}
