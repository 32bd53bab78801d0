import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import { runFeed, type FeedSource } from "../../../server/feed/run-feed.ts";
import { startFeedScheduler, type FeedScheduler } from "../../../server/feed/scheduler.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables, feedJson, feedRows } from "./feed-fixture.ts";

const MINUTE = 60_000;

/** A source that counts its loads; `fail` makes every load throw. */
function countingSource(name = "test-feed", fail = false) {
  const source = {
    name,
    loads: 0,
    async load() {
      source.loads += 1;
      if (fail) throw new Error("servicio caído");
      return new TextEncoder().encode(feedJson(feedRows(5)));
    },
  };
  return source satisfies FeedSource;
}

describe.each(TEST_DB_KINDS)("feed scheduler ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  let scheduler: FeedScheduler | undefined;
  const logs: string[] = [];
  const config = (intervalMin: number) => ({ ...loadConfig({}), feedIntervalMin: intervalMin });
  const start = (source: FeedSource, intervalMin: number, now = () => new Date(), afterIngest?: () => void) => {
    scheduler = startFeedScheduler({ db, config: config(intervalMin), source, now, afterIngest, log: (m) => logs.push(m) });
    return scheduler;
  };

  beforeAll(async () => { db = await kind.create(); });
  afterAll(async () => { await db.dispose(); });
  beforeEach(async () => {
    await emptyFeedTables(db);
    logs.length = 0;
  });
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  it("marks runs left 'running' by a stopped process as failed at start, and only those", async () => {
    const startedAgo = async (ms: number) => {
      const [row] = await db.query<{ id: number }>(
        "insert into feed_runs (kind, started_at, source, outcome) values ('current', $1, 'killed', 'running') returning id::int as id",
        [new Date(Date.now() - ms)],
      );
      return row!.id;
    };
    const twoHoursAgo = await startedAgo(120 * MINUTE);
    const twoMinutesAgo = await startedAgo(2 * MINUTE);
    await start(countingSource(), 30).ready;
    const runs = await db.query<{ id: number; outcome: string; error: string | null }>("select id::int as id, outcome, error from feed_runs where source = 'killed'");
    const outcome = (id: number) => runs.find((r) => r.id === id);
    expect(outcome(twoHoursAgo)).toMatchObject({ outcome: "failed", error: expect.stringMatching(/^Interrumpida/) });
    // The embedded database is this process's alone; on PostgreSQL another process may be ingesting.
    expect(outcome(twoMinutesAgo)?.outcome).toBe(db.kind === "pglite" ? "failed" : "running");
    expect(logs.some((m) => m.includes("interrumpida"))).toBe(true);
  });

  it("ingests at start when there has never been a good run", async () => {
    const source = countingSource();
    let rebuilt = 0;
    await start(source, 30, undefined, () => { rebuilt += 1; }).ready;
    expect([source.loads, rebuilt]).toEqual([1, 1]);
  });

  it("ingests at start when the last good run is older than the interval", async () => {
    const source = countingSource();
    await runFeed(db, source);
    await start(source, 30, () => new Date(Date.now() + 31 * MINUTE)).ready;
    expect(source.loads).toBe(2);
  });

  it("does not ingest at start when the last good run is fresher than the interval", async () => {
    const source = countingSource();
    await runFeed(db, source);
    await start(source, 30, () => new Date(Date.now() + 5 * MINUTE)).ready;
    expect(source.loads).toBe(1);
  });

  it("ingests at start when the fresh data came from another source", async () => {
    await runFeed(db, countingSource("old-file.json"));
    const source = countingSource("new-file.json");
    await start(source, 30).ready;
    expect(source.loads).toBe(1);
  });

  it("ingests again once the interval has passed", async () => {
    const source = countingSource();
    await start(source, 0.002).ready; // 120 ms
    await expect.poll(() => source.loads, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(2);
  });

  it("never refreshes periodically when the interval is 0", async () => {
    const source = countingSource();
    await runFeed(db, source);
    await start(source, 0).ready;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(source.loads).toBe(1);
  });

  it("joins a run in progress instead of starting a second one", async () => {
    const source = countingSource();
    await runFeed(db, source);
    const s = start(source, 30);
    await s.ready;
    const [a, b] = await Promise.all([s.runNow(), s.runNow()]);
    expect(a).toBe(b);
    expect(source.loads).toBe(2);
  });

  it("logs a failed run, resolves without throwing and keeps the previous data", async () => {
    await runFeed(db, countingSource("test-feed"));
    const s = start(countingSource("test-feed", true), 30, () => new Date(Date.now() + 31 * MINUTE));
    await s.ready;
    expect(await s.runNow()).toBeUndefined();
    expect(logs.filter((m) => m.includes("ingesta fallida") && m.includes("servicio caído"))).toHaveLength(2);
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from stations");
    expect(row?.n).toBe(5);
  });

  it("runs nothing after stop()", async () => {
    const source = countingSource();
    const s = start(source, 0.002);
    await s.stop();
    const loadsAtStop = source.loads;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await s.runNow()).toBeUndefined();
    expect(source.loads).toBe(loadsAtStop);
  });
});
