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

/** The national snapshot is on the device (the app marks the page once it has stored it). */
export async function waitForSnapshot(page: Page): Promise<void> {
  await page.locator('html[data-snapshot="ready"]').waitFor({ state: "attached", timeout: 30_000 });
}

/**
 * A driver's first visit with signal: the app opened (with the worker registered at once), cookies
 * accepted, the worker in control and the national snapshot stored: what every offline test starts from.
 */
export async function firstVisitOnline(page: Page, homeUrl: string): Promise<void> {
  await page.goto(homeUrl);
  await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Aceptar" }).click();
  await waitForWorkerControl(page);
  await waitForSnapshot(page);
}
