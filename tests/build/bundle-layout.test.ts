// The bundle's layout follows folders (vite.config.ts): the results screen's folders (src/features/search
// and src/features/results) are the results chunk, less what the app chunk takes for the shell; no file
// of the results list rides in the first screen's app chunk, and none lands in another screen's chunk.
// Read from the build's source maps (`npx vite build` first); skipped, loudly, when there is no build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { APP_CHUNK, RESULTS_CHUNK } from "../../vite.config.ts";

const ASSETS = path.resolve("dist", "assets");
const hasBuild = existsSync(ASSETS) && readdirSync(ASSETS).some((file) => file.startsWith(`${RESULTS_CHUNK}-`));
if (!hasBuild) {
  const bar = "!".repeat(100);
  console.warn(`\n${bar}\n!!! BUNDLE LAYOUT TESTS SKIPPED: no build in ${ASSETS}; run \`npx vite build\` first\n${bar}\n`);
}

/** Each built script's name (without its hash) and the project's source files in it. */
function chunks(): { name: string; file: string; sources: string[] }[] {
  return readdirSync(ASSETS)
    .filter((file) => file.endsWith(".js.map"))
    .map((map) => {
      const { sources } = JSON.parse(readFileSync(path.join(ASSETS, map), "utf8")) as { sources: string[] };
      const file = map.replace(/\.map$/, "");
      return {
        file,
        name: file.replace(/-[\w-]{8}\.js$/, ""),
        sources: sources.map((source) => source.replace(/^(\.\.\/)+/, "")).filter((source) => source.startsWith("src/")),
      };
    });
}

const RESULTS_FOLDERS = /^src\/features\/(search|results)\//;

describe.skipIf(!hasBuild)("the bundle's layout", () => {
  test("puts the results screen's folders in one results chunk, or in the app chunk the shell needs", () => {
    const built = chunks();
    const results = built.filter((chunk) => chunk.name === RESULTS_CHUNK);
    expect(results.map((chunk) => chunk.file)).toHaveLength(1);
    expect(results[0]!.sources.filter((source) => source.startsWith("src/features/results/")).length).toBeGreaterThan(10);
    const elsewhere = built
      .filter((chunk) => chunk.name !== RESULTS_CHUNK && chunk.name !== APP_CHUNK)
      .flatMap((chunk) => chunk.sources.filter((source) => RESULTS_FOLDERS.test(source)).map((source) => `${chunk.file}: ${source}`));
    expect(elsewhere).toEqual([]);
  });

  test("keeps the results list out of the first screen's app chunk", () => {
    const app = chunks().filter((chunk) => chunk.name === APP_CHUNK);
    expect(app).toHaveLength(1);
    expect(app[0]!.sources.filter((source) => source.startsWith("src/features/results/"))).toEqual([]);
    expect(app[0]!.sources).toContain("src/app/Shell.tsx");
  });
});
