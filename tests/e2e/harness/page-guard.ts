// Watches a browser context for what a user never should see: uncaught page errors and console errors.
// Requests to any host but the loopback are aborted (map tiles, fonts…) so no test waits on the
// internet; their failures are expected and not counted.
import type { BrowserContext, ConsoleMessage, Page } from "playwright-core";

const LOOPBACK = "127.0.0.1";

const isLoopback = (url: string): boolean => {
  try {
    return new URL(url).hostname === LOOPBACK;
  } catch {
    return true; // data:, blob:, about: never leave the machine
  }
};

export interface PageGuard {
  /** Console errors matching one of these are expected from now on (e.g. a 401 the test provokes). */
  allow(pattern: RegExp): void;
  /** Unexpected errors since the last call, cleared. */
  takeUnexpected(): string[];
  /** Requests to other hosts that were aborted, for tests that want to assert on them. */
  readonly blockedRequests: readonly string[];
}

export async function guardContext(context: BrowserContext): Promise<PageGuard> {
  const allowed: RegExp[] = [];
  const unexpected: string[] = [];
  const blockedRequests: string[] = [];

  await context.route(
    (url) => url.protocol.startsWith("http") && url.hostname !== LOOPBACK,
    (route) => {
      blockedRequests.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );

  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!isLoopback(message.location().url) && /Failed to load resource/.test(text)) return;
    if (allowed.some((pattern) => pattern.test(text))) return;
    unexpected.push(`console.error: ${text} (${message.location().url})`);
  };
  const watch = (page: Page) => {
    page.on("console", onConsole);
    page.on("pageerror", (error) => unexpected.push(`page error: ${error.stack ?? error.message}`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);

  return {
    allow: (pattern) => void allowed.push(pattern),
    takeUnexpected: () => unexpected.splice(0),
    blockedRequests,
  };
}
