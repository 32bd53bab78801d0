// Accessibility sweep (DESIGN "Accessible (WCAG 2.2 AA)"): every screen of src/app/AppRoutes.tsx, on a
// 360×640 phone, in Spanish and in English, checked by axe-core against the WCAG 2.2 A and AA rules
// (and the 2.0/2.1 ones they include). One device pixel per CSS pixel: axe reads the CSS, not the
// raster, and drawing twice the pixels cost the sweep time. A route added to AppRoutes.tsx without a
// URL here fails the first test, so the sweep grows with the app.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { audit, type Violation } from "./harness/axe.ts";
import { describeInBrowser } from "./harness/browser-suite.ts";
import { guardContext } from "./harness/page-guard.ts";

const PHONE = { width: 360, height: 640 };
const SOL = { latitude: 40.4168, longitude: -3.7038 };

/** A URL that shows each route's screen, by its path in AppRoutes.tsx ("" is the fallback route). */
const SCREENS: Record<string, string> = {
  "/welcome": "/welcome",
  "/config": "/config",
  "/privacidad": "/privacidad",
  "/login": "/login",
  "/logout": "/logout",
  "/registro": "/registro",
  "/registro-ok": "/registro-ok",
  "/tienda": "/tienda",
  "/contacto": "/contacto",
  "/consejos-ahorrar-combustible": "/consejos-ahorrar-combustible",
  "/station/:id": "/station/1736",
  "/search/:prod/:range/:long/:lat": `/search/diesel/10/${SOL.longitude}/${SOL.latitude}`,
  "/error/:msg": "/error/no-encontrado",
  "/usuario": "/usuario",
  "/validaremail/:id": `/validaremail/${"0".repeat(64)}`,
  "/datos": "/datos",
  "/informe-preciomedio-provincia": "/informe-preciomedio-provincia",
  "/informe-preciomedio-bandera": "/informe-preciomedio-bandera",
  "/nueva-ruta": "/nueva-ruta",
  "/alertas": "/alertas",
  "/ruta/:prod/:lon1/:lat1/:lon2/:lat2": `/ruta/diesel/${SOL.longitude}/${SOL.latitude}/-0.8773/41.6561`,
  "/favoritas": "/favoritas",
  "/descuentos": "/descuentos",
  "/mapa": "/mapa",
  "/mapa/:producto/:lon/:lat/:zoom": "/mapa/diesel/2.1686/41.3874/13",
  "": "/",
};

/** Every route of the app: `<Route path="…">`, and the fallback `<Route component=…>` as "". */
function appRoutes(): string[] {
  const source = readFileSync("src/app/AppRoutes.tsx", "utf8");
  return [...source.matchAll(/<Route\s+(?:path="([^"]*)"\s+)?component=/g)].map((m) => m[1] ?? "");
}

async function phone(browser: { newContext: (o: object) => Promise<BrowserContext> }, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE, isMobile: true, hasTouch: true, locale, timezoneId: "Europe/Madrid",
    geolocation: SOL, permissions: ["geolocation"], serviceWorkers: "block",
  });
  context.setDefaultTimeout(15_000);
  await guardContext(context);
  return { context, page: await context.newPage() };
}

describeInBrowser("every screen against WCAG 2.2 A and AA, at 360×640", {}, (session) => {
  it("has a URL for every route of the app", () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !(route in SCREENS))).toEqual([]);
  });

  for (const locale of ["es-ES", "en-GB"]) {
    it(`finds no violation on any screen in ${locale}`, async () => {
      const { context, page } = await phone(session().browser, locale);
      try {
        const found: Record<string, Violation[]> = {};
        for (const route of appRoutes()) {
          const pathname = SCREENS[route]!;
          await page.goto(session().url(pathname));
          await page.locator("h1").first().waitFor();
          await page.waitForLoadState("networkidle");
          const { violations, passed } = await audit(page);
          // A screen axe found nothing to check on would pass without saying anything.
          expect(passed, pathname).toBeGreaterThan(5);
          if (violations.length > 0) found[pathname] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    }, 240_000);
  }
});
