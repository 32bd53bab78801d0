// The app's service worker in control of a page, which the offline and kiosk tests need before they
// cut the network.
import type { Page } from "playwright-core";

/** Waits until the service worker controls the page; a first install may need one reload. */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 });
  try {
    await controlled();
  } catch {
    await page.reload();
    await controlled();
  }
}
