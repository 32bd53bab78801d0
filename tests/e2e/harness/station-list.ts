// The results' station cards as a driver sees them. The list grows towards all the stations found a few
// cards a task (aria-busy while it grows): a test that counts or reads every card waits for it whole.
import type { Locator, Page } from "playwright-core";

const stationList = (page: Page): Locator => page.getByRole("list", { name: "Gasolineras" });

/** The cards shown now (the first screen's arrive first). */
export const stationCards = (page: Page): Locator => stationList(page).getByRole("article");

/** Every card of the results, once the list has grown to all of them. */
export async function allStationCards(page: Page): Promise<Locator> {
  await stationList(page).and(page.locator('[aria-busy="false"]')).waitFor();
  return stationCards(page);
}

/** The results' order, chosen as a driver does: the select "Ordenar por" of the options row. */
export async function sortResultsBy(page: Page, label: "Precio" | "Distancia" | "Ahorro"): Promise<void> {
  await page.getByRole("combobox", { name: "Ordenar por" }).selectOption({ label });
}

/** How many stations the results say they show ("206 gasolineras", "3 de 206 gasolineras · …"). */
export async function resultsCount(page: Page): Promise<number> {
  const text = await page.locator(".results-summary").innerText();
  return Number(/^(\d+)/.exec(text)?.[1] ?? NaN);
}
