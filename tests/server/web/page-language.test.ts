// The app's page as a browser first gets it, before any script: its tab title and the description a
// shared link shows are in the driver's language; Spanish is index.html as written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountStaticApp } from "../../../server/web/static-app.ts";
import { PAGE_TEXTS } from "../../../server/web/first-visit-page.ts";

const INDEX_HTML = readFileSync("index.html", "utf8");
let dir = "";
let app: Hono;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "gasolinaeco-page-"));
  writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  app = new Hono();
  mountStaticApp(app, { staticDir: dir, publicUrl: "https://gasolinaeco.example", trustProxy: false });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function page(acceptLanguage: string): Promise<string> {
  const res = await app.request("/", { headers: { "sec-fetch-mode": "navigate", "accept-language": acceptLanguage, cookie: "gasolinaeco_cookies=1" } });
  return res.text();
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe("the page's title and description", () => {
  it("are the texts the catalogs know, as index.html writes them", () => {
    expect(titleOf(INDEX_HTML)).toBe(`GasolinaEco | ${PAGE_TEXTS.tagline}`);
    expect(descriptionOf(INDEX_HTML)).toBe(PAGE_TEXTS.description);
  });

  it("are index.html's own for a Spanish browser", async () => {
    expect(await page("es-ES,es;q=0.9")).toBe(INDEX_HTML);
  });

  it("are in English for an English browser, and in Catalan, Basque and Galician for theirs", async () => {
    const english = await page("en-GB,en;q=0.9");
    expect(titleOf(english)).toBe("GasolinaEco | Find the cheapest petrol station and save");
    expect(descriptionOf(english)).toBe("Find the cheapest petrol station near you or on your route, with the Ministry’s official prices.");
    for (const locale of ["ca", "eu", "gl"]) {
      const html = await page(`${locale}-ES`);
      expect(titleOf(html), locale).toMatch(/^GasolinaEco \| /);
      expect(titleOf(html), locale).not.toContain(PAGE_TEXTS.tagline);
      expect(descriptionOf(html), locale).not.toBe(PAGE_TEXTS.description);
    }
  });
});
