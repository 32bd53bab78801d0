// The unit test files that run in a browser-like DOM: those whose header says `@vitest-environment
// jsdom`. vite.config.ts runs them in a project of their own on vitest's VM pool, where one worker
// loads jsdom and the app's libraries once and gives each file a fresh context of its own, instead of
// a new process per file that loads jsdom again (1.5 s of CPU each, ~75 s a run over 49 files).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TEST_FILE = /\.test\.tsx?$/;
const DOM_ENVIRONMENT = /^\s*(\/\/|\/?\*+)\s*@vitest-environment\s+jsdom\b/m;

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(entryPath);
    return TEST_FILE.test(entry.name) ? [entryPath] : [];
  });
}

/** The DOM test files under `testsDir` (the browser tests of tests/e2e aside), as paths from `root`. */
export function domTestFiles(root: string, testsDir = "tests"): string[] {
  return testFilesUnder(path.join(root, testsDir))
    .filter((file) => !file.includes(`${path.sep}e2e${path.sep}`))
    .filter((file) => DOM_ENVIRONMENT.test(readFileSync(file, "utf8").slice(0, 2_000)))
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .sort();
}
