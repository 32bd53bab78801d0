// Why sw/post-cache.ts is our own and not Workbox's strategies with a cacheKeyWillBeUsed plugin
//: Workbox 7's NetworkFirst and StaleWhileRevalidate, run here on the same POST searches,
// store them under a body key only with extra plugins, and still answer differently from what the
// app relies on. Each test pins one difference; if a Workbox update makes one fail, revisit the choice.
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from "workbox-core/types.js";
import { NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { bodyKey } from "../../sw/post-cache.ts";
import { MemoryCaches } from "./helpers/memory-caches.ts";

// Workbox reads `self` when it loads (its development logger, silenced here).
// Its development build also checks that the event is an ExtendableEvent and knows FetchEvent.
const { ExtendableEvent } = vi.hoisted(() => {
  class ExtendableEvent {
    constructor(readonly waitUntil: (promise: Promise<unknown>) => void) {}
  }
  Object.assign(globalThis, { self: globalThis, location: { href: "https://gasolinaeco.test/sw.js" }, __WB_DISABLE_DEV_LOGS: true, ExtendableEvent, FetchEvent: class extends ExtendableEvent {} });
  return { ExtendableEvent };
});

const ORIGIN = "https://gasolinaeco.test";
const searchKey = bodyKey("search", { ignore: ["timestamp"], coordinates: ["latitud", "longitud"] });
const search = () =>
  new Request(`${ORIGIN}/api/gasolinaeco/search`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ producto: "diesel", latitud: "40.4169", longitud: "-3.7035", timestamp: String(Date.now()) }) });
const answer = (entity: unknown, status = 200) => Response.json({ entity }, { status });

let caches: MemoryCaches;
let network: (request: Request) => Promise<Response>;
const background: Promise<unknown>[] = [];
const event = new ExtendableEvent((p) => void background.push(p.catch(() => undefined))) as unknown as RouteHandlerCallbackOptions["event"];
const settle = () => Promise.all(background.splice(0));

const realFetch = globalThis.fetch;
afterAll(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => {
  caches = new MemoryCaches();
  // What a service worker gives Workbox: self.caches (open, and match across caches) and fetch.
  const storage = Object.assign(caches, {
    match: async (request: Request, options?: { cacheName?: string }) => (await caches.open(options?.cacheName ?? "")).match(request),
  });
  Object.assign(globalThis, { caches: storage });
  globalThis.fetch = (input: RequestInfo | URL) => network(input as Request);
});
afterEach(async () => {
  await settle();
});

/** The plugin suggested for it: the body key, read from the request when Workbox asks for it. */
const naiveBodyKey: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => searchKey(request) };

/** The same key worked out before the request is sent, as Workbox needs (see the first test). */
function keyedBeforeFetch(): WorkboxPlugin {
  const keys = new WeakMap<Request, Promise<string>>();
  return {
    handlerWillStart: async ({ request }) => void keys.set(request, searchKey(request)),
    cacheKeyWillBeUsed: async ({ request }) => (await keys.get(request)) ?? request,
  };
}

describe("Workbox strategies on POST searches", () => {
  test("store nothing with a key read from the body: the network request has used the body by then", async () => {
    network = async (request) => (await request.text(), answer(["fresh"]));
    const strategy = new NetworkFirst({ cacheName: "search", plugins: [naiveBodyKey] });
    const [answered, stored] = strategy.handleAll({ request: search(), event });
    expect((await answered).status).toBe(200);
    await expect(stored).rejects.toThrow(TypeError);
    expect(caches.cache("search").entries.size).toBe(0);
  });

  test("store under the body key, as a GET, once the key is worked out before the request is sent", async () => {
    network = async (request) => (await request.text(), answer(["fresh"]));
    const strategy = new NetworkFirst({ cacheName: "search", plugins: [keyedBeforeFetch()] });
    await strategy.handle({ request: search(), event });
    await settle();
    expect([...caches.cache("search").entries.keys()]).toEqual([await searchKey(search())]);
  });

  test("answer a server error instead of the stored search (ours shows the stored one)", async () => {
    const strategy = new NetworkFirst({ cacheName: "search", plugins: [keyedBeforeFetch()] });
    network = async (request) => (await request.text(), answer(["stored"]));
    await strategy.handle({ request: search(), event });
    await settle();
    network = async () => answer(null, 503);
    const response = await strategy.handle({ request: search(), event });
    expect(response.status).toBe(503);
  });

  test("answer a stored answer of any age at once in stale-while-revalidate (ours goes to the network first after 30 min)", async () => {
    const strategy = new StaleWhileRevalidate({ cacheName: "search", plugins: [keyedBeforeFetch()] });
    network = async (request) => (await request.text(), answer(["yesterday"]));
    await strategy.handle({ request: search(), event });
    await settle();
    network = async (request) => (await request.text(), answer(["now"]));
    const response = await strategy.handle({ request: search(), event });
    expect(await response.json()).toEqual({ entity: ["yesterday"] });
  });
});
