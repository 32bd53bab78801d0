// One browser test file = one suite: the real server, one Chromium and one fresh browser context
// shared by its tests, which run in order. Without Chromium the suite is skipped with a loud warning,
// or fails when CI is set. Every test fails on a page error or an unexpected console error.
import { afterAll, afterEach, beforeAll, describe, it } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./app-server.ts";
import { chromiumRequired, hasChromium, launchChromium, MISSING_CHROMIUM_MESSAGE } from "./chromium.ts";
import { guardContext, type PageGuard } from "./page-guard.ts";
import { shoot } from "./screenshots.ts";

export interface BrowserSession {
  server: AppServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  guard: PageGuard;
  /** Absolute URL of an app path on the test server. */
  url(pathname: string): string;
}

export interface SuiteOptions {
  /** Extra server environment, computed in beforeAll (e.g. the URL of a fake router started there). */
  serverEnv?: () => Promise<Record<string, string>> | Record<string, string>;
  context?: BrowserContextOptions;
  /** Runs last in afterAll (stop what serverEnv started). */
  teardown?: () => Promise<void>;
}

const DEFAULT_CONTEXT: BrowserContextOptions = {
  viewport: { width: 360, height: 780 },
  locale: "es-ES",
  timezoneId: "Europe/Madrid",
  // The service worker would answer from its cache between tests of one file; the offline tests turn it on.
  serviceWorkers: "block",
};

function warnLoudly(message: string): void {
  const bar = "!".repeat(100);
  console.warn(`\n${bar}\n!!! BROWSER TESTS SKIPPED: ${message}\n${bar}\n`);
}

export function describeInBrowser(name: string, options: SuiteOptions, body: (session: () => BrowserSession) => void): void {
  if (!hasChromium) {
    if (chromiumRequired) {
      describe(name, () => {
        it("needs Chromium (CI is set, so browser tests are required)", () => {
          throw new Error(MISSING_CHROMIUM_MESSAGE);
        });
      });
      return;
    }
    warnLoudly(MISSING_CHROMIUM_MESSAGE);
    describe.skip(name, () => body(() => {
      throw new Error("no browser session: suite skipped");
    }));
    return;
  }

  describe.sequential(name, () => {
    let session: BrowserSession | undefined;
    let server: AppServer | undefined;
    let browser: Browser | undefined;

    beforeAll(async () => {
      const extraEnv = (await options.serverEnv?.()) ?? {};
      [server, browser] = await Promise.all([startAppServer(extraEnv), launchChromium()]);
      const context = await browser.newContext({ ...DEFAULT_CONTEXT, ...options.context });
      // Well under the test timeout, so a missing element fails with its own message.
      context.setDefaultTimeout(15_000);
      const guard = await guardContext(context);
      const page = await context.newPage();
      const base = server.url;
      session = { server, browser, context, page, guard, url: (pathname) => new URL(pathname, base).href };
    });

    afterEach(async ({ task }) => {
      if (!session) return;
      if (task.result?.state === "fail") {
        await shoot(session.page, `FAILED-${task.name.replace(/[^\w-]+/g, "-").slice(0, 60)}`).catch(() => {});
      }
      const unexpected = session.guard.takeUnexpected();
      if (unexpected.length > 0) throw new Error(`unexpected errors in the page:\n${unexpected.join("\n")}`);
    });

    afterAll(async () => {
      await session?.context.close().catch(() => {});
      await browser?.close();
      await server?.stop();
      await options.teardown?.();
    });

    body(() => {
      if (!session) throw new Error("browser session not started (see the beforeAll error above)");
      return session;
    });
  });
}
