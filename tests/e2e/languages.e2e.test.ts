// Five languages, in Chromium as a 360×640 phone at Puerta del Sol on the national feed:
// a phone set to Catalan, Basque, Galician or English gets home and results in its language (<html
// lang>, none of the Spanish screen's phrases, prices with that language's decimal mark); a Spanish
// phone still gets the SPEC's Spanish; choosing Català on /config survives a reload; a station's opening
// hours are written with the language's weekdays.
import { expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { guardContext } from "./harness/page-guard.ts";
import { shoot } from "./harness/screenshots.ts";

const SOL = { latitude: 40.4168, longitude: -3.7038 };
const PHONE = { width: 360, height: 640 };
const RESULTS = `/search/diesel/10/${SOL.longitude}/${SOL.latitude}`;

/** Phrases of the Spanish home and results screens that no other language writes the same way. */
const SPANISH_PHRASES = ["Mostrando las gasolineras", "Ordenar por", "Más combustibles", "Elige combustible", "Aviso de cookies", "Gasolineras cerca", "Ver en mapa"];

const PHONES = [
  { tag: "ca-ES", lang: "ca", price: /\d,\d{3}\s€/ },
  { tag: "eu-ES", lang: "eu", price: /\d,\d{3}\s€/ },
  { tag: "gl-ES", lang: "gl", price: /\d,\d{3}\s€/ },
  { tag: "en-GB", lang: "en", price: /€\d\.\d{3}/ },
] as const;

async function phone(session: { browser: { newContext: (o: object) => Promise<BrowserContext> } }, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({
    viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale, timezoneId: "Europe/Madrid",
    geolocation: SOL, permissions: ["geolocation"], serviceWorkers: "block",
  });
  context.setDefaultTimeout(15_000);
  await guardContext(context);
  return { context, page: await context.newPage() };
}

const visibleText = (page: Page) => page.locator("body").innerText();
/** The results' cards, found by their markup: their list's accessible name is in the phone's language. */
const stationCards = (page: Page) => page.locator("ol.station-list article.station-card");

describeInBrowser("the app in the phone's language", {}, (session) => {
  for (const { tag, lang, price } of PHONES) {
    it(`speaks ${tag} on home and results, prices in its notation`, async () => {
      const { context, page } = await phone(session(), tag);
      try {
        await page.goto(session().url("/"));
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await page.waitForFunction((want) => document.documentElement.lang === want, lang);
        const home = await visibleText(page);
        for (const phrase of SPANISH_PHRASES) expect(home, `${tag} home: "${phrase}"`).not.toContain(phrase);
        await shoot(page, `language-${lang}-home`);

        await page.goto(session().url(RESULTS));
        await stationCards(page).first().waitFor();
        const results = await visibleText(page);
        for (const phrase of SPANISH_PHRASES) expect(results, `${tag} results: "${phrase}"`).not.toContain(phrase);
        const firstPrice = await stationCards(page).first().locator(".price").first().innerText();
        expect(firstPrice).toMatch(price);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await shoot(page, `language-${lang}-results`);
      } finally {
        await context.close();
      }
    });
  }

  it("writes a station's opening hours with the phone's weekdays: English names, the feed's letters in Spanish", async () => {
    for (const [tag, hours] of [["en-GB", /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(–\w{3})?(, \w{3}(–\w{3})?)*: (24 h|\d{2}:\d{2}–\d{2}:\d{2})/], ["es-ES", /^[LMXJVSD](-[LMXJVSD])?.*: /]] as const) {
      const { context, page } = await phone(session(), tag);
      try {
        await page.goto(session().url(RESULTS));
        await stationCards(page).first().waitFor();
        await stationCards(page).first().locator("a[href^='/station/']").first().click();
        const shown = page.locator(".station-facts dt").filter({ hasText: /^(Opening hours|Horario)$/ }).locator("xpath=following-sibling::dd[1]");
        await shown.waitFor();
        expect((await shown.innerText()).trim(), tag).toMatch(hours);
        if (tag === "en-GB") await shoot(page, "language-en-station");
      } finally {
        await context.close();
      }
    }
  });

  it("gives a Spanish phone the SPEC's Spanish", async () => {
    const { context, page } = await phone(session(), "es-ES");
    try {
      await page.goto(session().url(RESULTS));
      await stationCards(page).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
      expect(await visibleText(page)).toContain("Ordenar por");
      expect(await stationCards(page).first().locator(".price").first().innerText()).toMatch(/\d,\d{3}\s€/);
    } finally {
      await context.close();
    }
  });

  it("keeps Català chosen on /config across a reload, on a Spanish phone", async () => {
    const { context, page } = await phone(session(), "es-ES");
    try {
      await page.goto(session().url("/config"));
      const select = page.getByRole("combobox", { name: "Idioma" });
      await select.selectOption({ label: "Català" });
      await page.waitForFunction(() => document.documentElement.lang === "ca");
      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === "ca");
      await page.goto(session().url(RESULTS));
      await stationCards(page).first().waitFor();
      const results = await visibleText(page);
      for (const phrase of SPANISH_PHRASES) expect(results, phrase).not.toContain(phrase);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("ca");
    } finally {
      await context.close();
    }
  });
});
