// The browser tests (tests/e2e): the built app served by the real server, driven in Chromium. Two files
// at a time, each with its own server, data folder and browser: a browser test spends much of its time
// waiting (the network going quiet, a service worker installing), which the other file's work fills.
import { defineConfig } from "vitest/config";
import { longFilesFirst } from "./tests/helpers/long-files-first.ts";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    // run-cache-dir.ts: the files that need the national stations themselves share one parse of the feed.
    globalSetup: ["tests/e2e/harness/global-setup.ts", "tests/helpers/run-cache-dir.ts"],
    reporters: ["default", "./tests/helpers/slowest-files-reporter.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    maxWorkers: 2,
    sequence: { hooks: "stack", sequencer: longFilesFirst(["tests/e2e/accessibility.e2e.test.ts"]) },
  },
});
