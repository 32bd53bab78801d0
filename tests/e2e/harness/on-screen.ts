// What a driver actually sees of a page: the station prices wholly inside the window and not covered by
// another element (a fixed notice, a banner), and how far the page scrolls sideways.
import type { Page } from "playwright-core";

/** Station prices wholly inside the viewport whose every corner and centre is the price itself. */
export function visiblePrices(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    for (const price of document.querySelectorAll(".station-card .price")) {
      const r = price.getBoundingClientRect();
      if (r.height === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) continue;
      // Inset past the rounded corners, which belong to the parent.
      const inset = 4;
      const points = [
        [r.left + inset, r.top + inset],
        [r.right - inset, r.top + inset],
        [r.left + inset, r.bottom - inset],
        [r.right - inset, r.bottom - inset],
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ] as const;
      const uncovered = points.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === price || price.contains(hit));
      });
      if (uncovered) count++;
    }
    return count;
  });
}

/** CSS pixels the page is wider than the window (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
