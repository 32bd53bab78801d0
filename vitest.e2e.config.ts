// The browser tests (tests/e2e): the built app served by the real server, driven in Chromium. One file
// at a time: each starts a server and a browser, and these machines have two cores.
import { defineConfig } from "vitest/config";

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
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { hooks: "stack" },
  },
});
