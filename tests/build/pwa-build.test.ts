// The built PWA in dist/ (`npx vite build` first): the service worker exists, precaches the app shell
// and the manifest but not itself, and leaves the OpenLayers map chunk out (the worker keeps it at
// runtime once a map has been opened). Skipped, loudly, when there is no build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { MAP_CHUNK } from "../../vite.config.ts";

const DIST = path.resolve("dist");
const SW = path.join(DIST, "sw.js");
const hasBuild = existsSync(SW) && existsSync(path.join(DIST, "index.html"));
if (!hasBuild) {
  const bar = "!".repeat(100);
  console.warn(`\n${bar}\n!!! PWA BUILD TESTS SKIPPED: no build with a service worker in ${DIST}; run \`npx vite build\` first\n${bar}\n`);
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The precache list injectManifest wrote into the worker in place of self.__WB_MANIFEST. */
function precacheList(): PrecacheEntry[] {
  const source = readFileSync(SW, "utf8");
  const match = /(\[\{"revision":[^\]]*\])/.exec(source);
  if (!match) throw new Error("no precache list found in dist/sw.js");
  return JSON.parse(match[1]!) as PrecacheEntry[];
}

describe.skipIf(!hasBuild)("the built PWA", () => {
  test("asks for nothing but a few KB of script before the first paint: the app chunk comes after it", () => {
    const html = readFileSync(path.join(DIST, "index.html"), "utf8");
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
    const entrySource = readFileSync(path.join(DIST, entry!), "utf8");
    const staticImports = [...entrySource.matchAll(/(?:^|;)import\{[^}]*\}from"\.\/([^"]+)"/g)].map((m) => `assets/${m[1]}`);
    const beforePaint = [entry!, ...preloaded, ...staticImports];
    expect(beforePaint.filter((file) => /\/app-[^/]+\.js$/.test(file))).toEqual([]);
    const bytes = [...new Set(beforePaint)].reduce((sum, file) => sum + readFileSync(path.join(DIST, file)).length, 0);
    expect(bytes).toBeLessThan(5_000);
    // …and the entry does load the app, once painted.
    expect(entrySource).toMatch(/assets\/app-[^"]+\.js/);
  });

  test("has its service worker at /sw.js, registered by our own module", () => {
    expect(existsSync(SW)).toBe(true);
  });

  test("precaches index.html", () => {
    expect(precacheList().map((e) => e.url)).toContain("index.html");
  });

  test("precaches the web app manifest", () => {
    expect(precacheList().map((e) => e.url)).toContain("manifest.webmanifest");
  });

  test("does not precache the service worker itself", () => {
    expect(precacheList().map((e) => e.url).filter((url) => /(^|\/)sw\.(js|mjs)$/.test(url))).toEqual([]);
  });

  test("precaches every script index.html loads", () => {
    const html = readFileSync(path.join(DIST, "index.html"), "utf8");
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(loaded.length).toBeGreaterThan(0);
    expect(precacheList().map((e) => e.url)).toEqual(expect.arrayContaining(loaded));
  });

  test("precaches the offline search worker", () => {
    expect(precacheList().some((e) => /^assets\/local-search\.worker-.*\.js$/.test(e.url))).toBe(true);
  });

  test("precaches the install icons", () => {
    expect(precacheList().map((e) => e.url)).toEqual(expect.arrayContaining(["icons/icon-192.png", "icons/icon-512.png", "icons/maskable-512.png"]));
  });

  test("builds the map chunk but does not precache it", () => {
    const mapChunks = readdirSync(path.join(DIST, "assets")).filter((f) => f.startsWith(`${MAP_CHUNK}-`) && f.endsWith(".js"));
    expect(mapChunks).toHaveLength(1);
    expect(precacheList().map((e) => e.url)).not.toContain(`assets/${mapChunks[0]}`);
  });

  test("does not load the map chunk with the first screen", () => {
    expect(readFileSync(path.join(DIST, "index.html"), "utf8")).not.toContain(`/assets/${MAP_CHUNK}-`);
  });

  test("registers no service worker from an inline script (the CSP forbids inline scripts)", () => {
    const html = readFileSync(path.join(DIST, "index.html"), "utf8");
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(existsSync(path.join(DIST, "registerSW.js"))).toBe(false);
  });

  test("links the manifest from index.html", () => {
    expect(readFileSync(path.join(DIST, "index.html"), "utf8")).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  test("describes an installable app in the manifest", () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, "manifest.webmanifest"), "utf8")) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: "GasolinaEco: gasolineras baratas", short_name: "GasolinaEco", lang: "es", display: "standalone", start_url: "/" });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`)).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) expect(existsSync(path.join(DIST, icon.src))).toBe(true);
  });

  test("names only screenshots that exist, and does not precache them", () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, "manifest.webmanifest"), "utf8")) as { screenshots?: { src: string }[] };
    for (const shot of manifest.screenshots ?? []) {
      expect(existsSync(path.join(DIST, shot.src))).toBe(true);
      expect(precacheList().map((e) => `/${e.url}`)).not.toContain(shot.src);
    }
  });

  test("holds a Brotli and a gzip copy of every text file the browser loads, each the same bytes", () => {
    const texts = ["index.html", "sw.js", "manifest.webmanifest", ...readdirSync(path.join(DIST, "assets")).filter((f) => /\.(?:js|css)$/.test(f)).map((f) => `assets/${f}`)];
    expect(texts.length).toBeGreaterThan(10);
    for (const file of texts) {
      const original = readFileSync(path.join(DIST, file));
      expect(brotliDecompressSync(readFileSync(path.join(DIST, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(path.join(DIST, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
