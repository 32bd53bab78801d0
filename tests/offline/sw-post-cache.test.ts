// The service worker's body-keyed caching (sw/post-cache.ts): how POST bodies become cache keys, and
// network-first / stale-while-revalidate over them, with the stored time stamped on cached answers.
import { afterEach, describe, expect, test, vi } from "vitest";
import { bodyKey, networkFirst, staleWhileRevalidate, urlKey, type CacheDeps } from "../../sw/post-cache.ts";
import { CACHE_HEADER } from "../../src/offline/cache-header.ts";
import { MemoryCaches } from "./helpers/memory-caches.ts";

const ORIGIN = "https://gasolinaeco.test";
const STORED_AT = new Date("2026-04-15T10:00:00Z");

const post = (path: string, body: unknown) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const search = (body: Record<string, unknown>) => post("/api/gasolinaeco/search", body);
const searchKey = bodyKey("search", { ignore: ["timestamp"], coordinates: ["latitud", "longitud"] });
const answer = (entity: unknown, status = 200) => Response.json({ success: status === 200, message: null, entity }, { status });
const madrid = { distancia: 5, producto: "diesel", latitud: "40.4169", longitud: "-3.7035", timestamp: "1776420000000" };

function setup(fetchImpl: (request: Request) => Promise<Response>) {
  const caches = new MemoryCaches();
  const background: Promise<unknown>[] = [];
  const deps: CacheDeps = { caches, fetch: vi.fn(fetchImpl), now: () => STORED_AT, waitUntil: (p) => void background.push(p) };
  const settle = () => Promise.all(background);
  return { caches, deps, settle };
}

const searchFirst = (deps: CacheDeps, timeoutMs = 4000) =>
  networkFirst({ cacheName: "gasolinaeco-search", maxEntries: 3, timeoutMs, key: searchKey }, deps);

afterEach(() => {
  vi.useRealTimers();
});

describe("cache keys of POST bodies", () => {
  test("gives two searches that differ only in their timestamp the same key", async () => {
    expect(await searchKey(search(madrid))).toBe(await searchKey(search({ ...madrid, timestamp: "1776423600000" })));
  });

  test("gives coordinates sent as text and as numbers the same key", async () => {
    expect(await searchKey(search(madrid))).toBe(await searchKey(search({ ...madrid, latitud: 40.4169, longitud: -3.7035 })));
  });

  test("gives positions a few metres apart the same key", async () => {
    expect(await searchKey(search(madrid))).toBe(await searchKey(search({ ...madrid, latitud: "40.41691" })));
  });

  test("gives searches for another fuel another key", async () => {
    expect(await searchKey(search(madrid))).not.toBe(await searchKey(search({ ...madrid, producto: "95" })));
  });

  test("ignores the order of the body's fields", async () => {
    const reversed = Object.fromEntries(Object.entries(madrid).reverse());
    expect(await searchKey(search(madrid))).toBe(await searchKey(search(reversed)));
  });

  test("keys by a readable URL under /__post-cache/ on the app's origin", async () => {
    const key = await bodyKey("searchstation")(post("/api/gasolinaeco/searchstation", { id: "1783" }));
    expect(key).toBe(`${ORIGIN}/__post-cache/searchstation?${encodeURIComponent('{"id":1783}')}`);
  });

  test("keys a long route body by its SHA-256", async () => {
    const key = await bodyKey("searchruta")(post("/api/gasolinaeco/searchruta", { combustible: "95", ruta: "x".repeat(5000) }));
    expect(key).toMatch(/\/__post-cache\/searchruta\?sha256=[0-9a-f]{64}$/);
  });
});

describe("network first by body", () => {
  test("answers with the network's answer when it comes in time", async () => {
    const { deps } = setup(async () => answer(["fresh"]));
    const response = await searchFirst(deps)(search(madrid));
    expect(await response.json()).toMatchObject({ entity: ["fresh"] });
    expect(response.headers.get(CACHE_HEADER)).toBeNull();
  });

  test("answers the stored search, stamped with when it was stored, when the network fails", async () => {
    const online = setup(async () => answer(["stored"]));
    await searchFirst(online.deps)(search(madrid));
    await online.settle();
    const offline = { ...online.deps, fetch: () => Promise.reject(new TypeError("Failed to fetch")) };
    const response = await searchFirst(offline)(search({ ...madrid, timestamp: "1776430000000" }));
    expect(await response.json()).toMatchObject({ entity: ["stored"] });
    expect(response.headers.get(CACHE_HEADER)).toBe(STORED_AT.toISOString());
  });

  test("answers the stored search when the network is slower than the timeout", async () => {
    const online = setup(async () => answer(["stored"]));
    await searchFirst(online.deps)(search(madrid));
    await online.settle();
    const slow = { ...online.deps, fetch: () => new Promise<Response>((resolve) => setTimeout(() => resolve(answer(["late"])), 1000)) };
    const response = await searchFirst(slow, 20)(search(madrid));
    expect(await response.json()).toMatchObject({ entity: ["stored"] });
  });

  test("waits for a slow network when nothing is stored", async () => {
    const { deps } = setup(() => new Promise((resolve) => setTimeout(() => resolve(answer(["late"])), 50)));
    const response = await searchFirst(deps, 10)(search(madrid));
    expect(await response.json()).toMatchObject({ entity: ["late"] });
  });

  test("fails like the network when nothing is stored", async () => {
    const { deps } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(searchFirst(deps)(search(madrid))).rejects.toThrow("Failed to fetch");
  });

  test("does not store an error answer", async () => {
    const { caches, deps, settle } = setup(async () => answer(null, 400));
    await searchFirst(deps)(search(madrid));
    await settle();
    expect(caches.cache("gasolinaeco-search").entries.size).toBe(0);
  });

  test("answers the stored search rather than a server error", async () => {
    const online = setup(async () => answer(["stored"]));
    await searchFirst(online.deps)(search(madrid));
    await online.settle();
    const broken = { ...online.deps, fetch: async () => answer(null, 502) };
    expect(await (await searchFirst(broken)(search(madrid))).json()).toMatchObject({ entity: ["stored"] });
  });

  test("keeps only the newest searches", async () => {
    const { caches, deps, settle } = setup(async () => answer([]));
    for (const distancia of [1, 2, 3, 4, 5]) await searchFirst(deps)(search({ ...madrid, distancia }));
    await settle();
    const keys = [...caches.cache("gasolinaeco-search").entries.keys()].map((k) => decodeURIComponent(k));
    expect(keys.map((k) => /"distancia":(\d)/.exec(k)?.[1])).toEqual(["3", "4", "5"]);
  });

  test("keys a GET by its URL", async () => {
    const { caches, deps, settle } = setup(async () => answer({}));
    await networkFirst({ cacheName: "kiosko", maxEntries: 5, timeoutMs: 4000, key: urlKey }, deps)(new Request(`${ORIGIN}/api/gasolinaeco/kiosko/1783`));
    await settle();
    expect([...caches.cache("kiosko").entries.keys()]).toEqual([`${ORIGIN}/api/gasolinaeco/kiosko/1783`]);
  });
});

describe("stale while revalidate by body", () => {
  const stationKey = bodyKey("searchstation");
  const station = () => post("/api/gasolinaeco/searchstation", { id: "1783" });
  const swr = (deps: CacheDeps) => staleWhileRevalidate({ cacheName: "gasolinaeco-searchstation", maxEntries: 10, key: stationKey }, deps);

  test("answers the network when nothing is stored", async () => {
    const { deps } = setup(async () => answer({ rotulo: "BALLENOIL" }));
    expect(await (await swr(deps)(station())).json()).toMatchObject({ entity: { rotulo: "BALLENOIL" } });
  });

  test("answers the stored copy at once, marked with its time", async () => {
    const first = setup(async () => answer({ precio: 1.2 }));
    await swr(first.deps)(station());
    await first.settle();
    const response = await swr({ ...first.deps, fetch: async () => answer({ precio: 1.3 }) })(station());
    expect(await response.json()).toMatchObject({ entity: { precio: 1.2 } });
    expect(response.headers.get(CACHE_HEADER)).toBe(STORED_AT.toISOString());
  });

  test("stores the network's newer answer for next time", async () => {
    const first = setup(async () => answer({ precio: 1.2 }));
    await swr(first.deps)(station());
    await first.settle();
    const second = { ...first.deps, fetch: async () => answer({ precio: 1.3 }) };
    await swr(second)(station());
    await first.settle();
    expect(await (await swr(second)(station())).json()).toMatchObject({ entity: { precio: 1.3 } });
  });

  test("asks the network first when the stored copy is older than its limit", async () => {
    const first = setup(async () => answer({ precio: 1.2 }));
    await swr(first.deps)(station());
    await first.settle();
    const later = { ...first.deps, now: () => new Date(STORED_AT.getTime() + 31 * 60_000), fetch: async () => answer({ precio: 1.3 }) };
    const limited = staleWhileRevalidate({ cacheName: "gasolinaeco-searchstation", maxEntries: 10, key: stationKey, maxAgeMs: 30 * 60_000 }, later);
    expect(await (await limited(station())).json()).toMatchObject({ entity: { precio: 1.3 } });
  });

  test("falls back to a stored copy older than its limit when offline", async () => {
    const first = setup(async () => answer({ precio: 1.2 }));
    await swr(first.deps)(station());
    await first.settle();
    const later = { ...first.deps, now: () => new Date(STORED_AT.getTime() + 31 * 60_000), fetch: () => Promise.reject(new TypeError("Failed to fetch")) };
    const limited = staleWhileRevalidate({ cacheName: "gasolinaeco-searchstation", maxEntries: 10, key: stationKey, maxAgeMs: 30 * 60_000 }, later);
    expect(await (await limited(station())).json()).toMatchObject({ entity: { precio: 1.2 } });
  });

  test("answers the stored copy when offline", async () => {
    const first = setup(async () => answer({ precio: 1.2 }));
    await swr(first.deps)(station());
    await first.settle();
    const offline = { ...first.deps, fetch: () => Promise.reject(new TypeError("Failed to fetch")) };
    expect(await (await swr(offline)(station())).json()).toMatchObject({ entity: { precio: 1.2 } });
  });
});
