// One Vite config for the PWA build, the dev server and vitest.
import { existsSync, readFileSync } from "node:fs";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import { VitePWA, type ManifestOptions } from "vite-plugin-pwa";
import type { TestProjectInlineConfiguration } from "vitest/config";

const THEME_COLOR = "#0b7a3b";
const BACKGROUND_COLOR = "#f3f6f4";

/** OpenLayers and its dependencies: one chunk, loaded the first time a map is shown (DESIGN "The PWA"). */
export const MAP_CHUNK = "ol";

// The bundle's layout follows folders and dynamic imports, never a list of file names: a file's chunk is
// its folder's, or that of the first folder (by the priorities below) whose code imports it; every other
// screen is its own chunk by its route's lazy import (src/app/AppRoutes.tsx). tests/build/bundle-layout
// and the first-screen browser test keep it so.

/**
 * The app's core: the code in the folders of the shell, its stores and shared widgets (src/app,
 * src/stores, src/ui), every contract (src/domain/contract), the router and stores' packages, and
 * whatever these import (a group takes its modules' static imports with it): one chunk, fetched once
 * the boot shell is painted. Small files of their own cost more in headers than code on a weak signal.
 */
export const APP_CHUNK = "app";
const APP_CORE = /[\\/](node_modules[\\/](wouter|regexparam|use-sync-external-store|zustand|idb-keyval)[\\/]|src[\\/](app|stores|ui)[\\/].+\.tsx?$|src[\\/]domain[\\/]contract[\\/])/;
/**
 * React itself, fetched beside the app chunk and evaluated before it as a task of its own (the folder
 * src/app/react/, which the entry imports on its own): react-dom's start-up and the app's modules in
 * one task were the longest wait a tap could meet on the first screen.
 */
const REACT_CHUNK = "react";
// Rolldown's own runtime (its CommonJS interop, which react-dom needs first) rides with it.
const REACT_CORE = /[\\/](node_modules[\\/](react|react-dom|scheduler)|src[\\/]app[\\/]react)[\\/]|rolldown[\\/]runtime/;
/**
 * What the entry itself runs before the first paint, the folder src/app/boot/ (and Vite's helper that
 * loads the app's chunk and stylesheet): a small chunk of its own, never the app chunk, or the entry
 * would import (and the page preload) the whole app.
 */
const BOOT_CHUNK = "boot";
const ENTRY_ONLY = /[\\/]src[\\/]app[\\/]boot[\\/]|vite[\\/]preload-helper(\.js)?$/;

/**
 * The results screen, by folder: everything under src/features/search/ and src/features/results/, with
 * what they import that the app chunk does not carry (their domain rules, the alert bell, the freshness
 * note...), in one chunk rather than twenty small ones: on a weak signal each file costs its own headers
 * and round trip. A screen that imports any of it (station, favourites, route results) loads this chunk.
 */
export const RESULTS_CHUNK = "results";
const RESULTS_SCREEN = /[\\/]src[\\/]features[\\/](search|results)[\\/]/;

/**
 * Lingui's macro transform, applied to a file only when it imports a macro. The Spanish source text
 * stays in the code (stripMessageField false) and Spanish loads no catalog (src/i18n/i18n.ts): each
 * screen's chunk carries its own Spanish, as before the app spoke five languages. With the whole
 * Spanish catalog in the first load instead, the first screen weighed 124 KB against its 110 KB budget.
 */
const LINGUI_MACROS = defineRolldownBabelPreset({
  preset: { plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/** Width and height of a PNG, from its IHDR header. */
function pngSize(file: string): string {
  const header = readFileSync(file).subarray(16, 24);
  return `${header.readUInt32BE(0)}x${header.readUInt32BE(4)}`;
}

/**
 * Install-dialog screenshots, listed only when their files exist in public/screenshots/ (the browser
 * tests take them), so the manifest never names a missing file.
 */
function screenshots(): NonNullable<ManifestOptions["screenshots"]> {
  const candidates = [
    { file: "screenshots/movil.png", form_factor: "narrow" as const, label: "Gasolineras más baratas cerca de ti" },
    { file: "screenshots/escritorio.png", form_factor: "wide" as const, label: "Las gasolineras más baratas de la zona, de un vistazo" },
  ];
  return candidates
    .filter(({ file }) => existsSync(`public/${file}`))
    .map(({ file, form_factor, label }) => ({ src: `/${file}`, sizes: pngSize(`public/${file}`), type: "image/png", form_factor, label }));
}

const manifest: Partial<ManifestOptions> = {
  id: "/",
  name: "GasolinaEco: gasolineras baratas",
  short_name: "GasolinaEco",
  description: "Encuentra la gasolinera más barata cerca de ti o en tu ruta, con los precios oficiales del Ministerio. Funciona sin conexión.",
  lang: "es",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ["travel", "navigation", "utilities"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
  screenshots: screenshots(),
  shortcuts: [
    { name: "Nueva ruta", url: "/nueva-ruta", description: "Gasolineras baratas en tu ruta" },
    { name: "Precios medios", url: "/datos", description: "Precios medios por provincia y por marca" },
  ],
};

/** The unit tests' order (tests/helpers/long-files-first.ts), loaded only when vitest reads this file, not by a build. */
async function unitTestOrder() {
  if (!process.env.VITEST) return undefined;
  const { longFilesFirst } = await import("./tests/helpers/long-files-first.ts");
  return longFilesFirst([
    "tests/server/images/upload-memory.test.ts", "tests/server/feed/ingest.test.ts",
    "tests/server/alerts/delivery-isolation.test.ts", "tests/server/db-pglite-files.test.ts",
  ], ["node", "dom"]);
}

/**
 * The unit tests in two projects: the server's and the domain's in a process of their own each, as
 * before; the DOM files (tests/helpers/dom-test-files.ts) on the VM pool, where a worker loads jsdom and
 * the app's libraries once and each file still gets a fresh context (its own globals and modules).
 */
async function unitTestProjects(): Promise<TestProjectInlineConfiguration[] | undefined> {
  if (!process.env.VITEST) return undefined;
  const { domTestFiles } = await import("./tests/helpers/dom-test-files.ts");
  const dom = domTestFiles(import.meta.dirname);
  return [
    {
      extends: true,
      test: {
        name: "node",
        include: ["tests/**/*.test.{ts,tsx}"],
        exclude: ["tests/e2e/**", "node_modules/**", ...dom],
        // One migrated embedded database for the whole run (the tests' new ones are copies of it), and a
        // folder where the files share what is costly to make (the national feed, parsed once).
        globalSetup: ["tests/helpers/pglite-template.ts", "tests/helpers/run-cache-dir.ts"],
      },
    },
    { extends: true, test: { name: "dom", include: dom, pool: "vmForks" } },
  ];
}

export default defineConfig({
  plugins: [
    react(),
    // Lingui: its macros (t`…`, <Trans>, msg`…`) through Babel, only in the files that import
    // one (the rest of the app is never parsed by Babel), and the .po catalogs compiled when imported.
    babel({ presets: [LINGUI_MACROS] }),
    lingui(),
    VitePWA({
      // Our own worker (sw/sw.ts) with the precache list injected; registered by our own module
      // (src/offline/register-sw.ts), never by an inline script the CSP would refuse.
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      manifest,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,ico,webmanifest}"],
        // Not precached: the map chunk (a large download nobody needs before opening a map; the worker
        // keeps it at runtime once opened), install screenshots, source maps.
        globIgnores: [`assets/${MAP_CHUNK}-*.js`, `assets/${MAP_CHUNK}-*.css`, "screenshots/**", "**/*.map"],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: BOOT_CHUNK, test: ENTRY_ONLY, priority: 3 },
            { name: MAP_CHUNK, test: /[\\/]node_modules[\\/]ol[\\/]/, priority: 2 },
            { name: REACT_CHUNK, test: REACT_CORE, priority: 2 },
            // What every screen starts with, in one file rather than a dozen small ones: the app is
            // fetched after the first paint, and on HTTP/1.1 a dozen files queue behind six connections.
            { name: APP_CHUNK, test: APP_CORE, priority: 1 },
            // Below the app: what the app chunk already has (an API call, a contract) stays there, so
            // the results chunk never comes with every page. Every other screen is its own chunk, by
            // its route's dynamic import (src/app/AppRoutes.tsx).
            { name: RESULTS_CHUNK, test: RESULTS_SCREEN, priority: 0 },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8080" } },
  test: {
    environment: "node",
    setupFiles: ["tests/helpers/spanish-phone.ts"],
    reporters: ["default", "./tests/helpers/slowest-files-reporter.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers than that only adds contention for the WASM database.
    maxWorkers: 2,
    sequence: { sequencer: await unitTestOrder() },
    projects: await unitTestProjects(),
  },
});
