// What a phone downloads for the first screen, as Chromium receives it from our server: every JS and
// CSS file of / in Brotli, all of them together within the 110 KB budget, the map's code
// not among them; robots.txt is a text file, not the app; an old asset name is a 404.
import { expect, it } from "vitest";
import { describeInBrowser } from "./harness/browser-suite.ts";

/** Budget of the first screen's JS + CSS as transferred (compressed bodies), bytes. */
const FIRST_SCREEN_BUDGET = 110 * 1024;

interface LoadedAsset { url: string; encoding: string | null; bytes: number }

describeInBrowser("the first screen on a weak signal", {}, (session) => {
  it("loads its JS and CSS in Brotli, within 110 KB as transferred, without the map", async () => {
    const { page, url } = session();
    const assets: LoadedAsset[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (!/\.(?:js|css)$/.test(path)) return;
      assets.push({ url: path, encoding: response.headers()["content-encoding"] ?? null, bytes: 0 });
    });
    await page.goto(url("/"), { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Chromium's own count of the body bytes that crossed the network, per file.
    const transferred = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\.(?:js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize })));
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) expect(asset.encoding, asset.url).toBe("br");
    const total = transferred.reduce((sum, entry) => sum + entry.bytes, 0);
    console.log(`first screen: ${transferred.length} JS/CSS files, ${(total / 1024).toFixed(1)} KB transferred`);
    expect(total).toBeGreaterThan(30 * 1024);
    expect(total).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
    expect(transferred.some((entry) => /\/ol-[^/]*\.js$/.test(entry.url))).toBe(false);
  });

  it("paints the cookie notice with the page on a first visit, and leaves it out once accepted", async () => {
    const { page, url } = session();
    await page.context().clearCookies();
    const first = await page.goto(url("/"));
    expect(await first?.text()).toContain('aria-label="Aviso de cookies"');
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await banner.getByRole("button", { name: "Aceptar" }).click();
    await banner.waitFor({ state: "detached" });

    const again = await page.reload();
    expect(await again?.text()).not.toContain("Aviso de cookies");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);
  });

  it("serves robots.txt as text that points crawlers to the sitemap", async () => {
    const { page, url } = session();
    const response = await page.goto(url("/robots.txt"));
    expect(response?.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await page.locator("body").innerText();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    expect(await page.locator("#root").count()).toBe(0);
  });

  it("answers an asset name from an older build with 404, not the app", async () => {
    const { page, url, guard } = session();
    guard.allow(/404/);
    const response = await page.goto(url("/assets/index-0ld8u1ld.js"));
    expect(response?.status()).toBe(404);
  });
});
