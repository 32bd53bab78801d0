// Several API processes on one PostgreSQL: each has its own pool, like a process. One of
// them downloads and ingests each turn (the leader lock); every one hears of each run (NOTIFY) and
// reloads, and runs of another schema on the same database are not theirs. PostgreSQL only.
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import type { Db } from "../../../server/db/db.ts";
import { createPostgresDb } from "../../../server/db/postgres-db.ts";
import { startFeedCoordination, type FeedCoordination } from "../../../server/feed/feed-coordination.ts";
import { postgresFeedLeaderLock } from "../../../server/feed/feed-leader-lock.ts";
import { runFeed, type FeedSource } from "../../../server/feed/run-feed.ts";
import { startFeedScheduler, type FeedScheduler } from "../../../server/feed/scheduler.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables, feedJson, feedRows } from "./feed-fixture.ts";

const postgres = TEST_DB_KINDS.find((kind) => kind.name === "postgres");
if (!postgres) console.warn("\n*** TEST_DATABASE_URL not set: the feed coordination tests are skipped ***\n");

/** One source shared by the "processes", counting downloads; each takes a moment, like a real one. */
function slowSource(delayMs: number) {
  const source = {
    name: "coordination-feed",
    loads: 0,
    async load() {
      source.loads += 1;
      await sleep(delayMs);
      return new TextEncoder().encode(feedJson(feedRows(5)));
    },
  };
  return source satisfies FeedSource;
}

describe.skipIf(!postgres)("feed runs of several processes on one PostgreSQL", () => {
  let db: Awaited<ReturnType<NonNullable<typeof postgres>["create"]>>;
  let schema = "";
  const pools: Db[] = [];
  const coordinations: FeedCoordination[] = [];
  const schedulers: FeedScheduler[] = [];
  const logs: string[] = [];

  /** A "process": its own pool on the shared schema, its own LISTEN session and leader lock. */
  const process_ = async (heard: number[] = []) => {
    const pool = await createPostgresDb(process.env.TEST_DATABASE_URL!, { schema, max: 3 });
    pools.push(pool);
    const coordination = await startFeedCoordination(pool, async (runId) => { heard.push(runId); }, (m) => logs.push(m));
    coordinations.push(coordination);
    return { pool, coordination, heard };
  };
  const schedule = (p: { pool: Db; coordination: Pick<FeedCoordination, "leaderLock"> }, source: FeedSource, intervalMin: number) => {
    const scheduler = startFeedScheduler({
      db: p.pool,
      config: { ...loadConfig({}), feedIntervalMin: intervalMin },
      source,
      leaderLock: p.coordination.leaderLock!,
      log: (m) => logs.push(m),
    });
    schedulers.push(scheduler);
    return scheduler;
  };

  beforeAll(async () => {
    db = await postgres!.create();
    schema = (await db.query<{ s: string }>("select current_schema() as s"))[0]!.s;
  });
  afterAll(async () => { await db.dispose(); });
  beforeEach(async () => {
    await emptyFeedTables(db);
    logs.length = 0;
  });
  afterEach(async () => {
    await Promise.all(schedulers.splice(0).map((s) => s.stop()));
    await Promise.all(coordinations.splice(0).map((c) => c.stop()));
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it("downloads the feed once when three processes start together on an empty database", async () => {
    const source = slowSource(300);
    const processes = await Promise.all([process_(), process_(), process_()]);
    await Promise.all(processes.map((p) => schedule(p, source, 30).ready));
    expect(source.loads).toBe(1);
    const [runs] = await db.query<{ n: number }>("select count(*)::int as n from feed_runs");
    expect(runs!.n).toBe(1);
  });

  it("refreshes once per interval between two processes, not once each", async () => {
    const source = slowSource(20);
    const [a, b] = await Promise.all([process_(), process_()]);
    const intervalMs = 300;
    const started = Date.now();
    schedule(a!, source, intervalMs / 60_000);
    schedule(b!, source, intervalMs / 60_000);
    await sleep(2_400);
    // Each process alone would refresh every interval (plus the run): together, twice as many.
    const turns = (Date.now() - started) / intervalMs;
    expect(source.loads).toBeGreaterThanOrEqual(3);
    expect(source.loads).toBeLessThanOrEqual(Math.ceil(turns) + 1);
  });

  it("tells every process of a run, the one that ingested included, within 5 s", async () => {
    const heard = await Promise.all([process_(), process_()]);
    const started = performance.now();
    const run = await runFeed(pools[0]!, slowSource(0));
    await expect.poll(() => heard.map((p) => p.heard.includes(run.runId)), { timeout: 5_000, interval: 10 }).toEqual([true, true]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("ignores the runs of another schema on the same database", async () => {
    const { heard } = await process_();
    const other = await postgres!.create();
    try {
      await runFeed(other, slowSource(0));
      const own = await runFeed(db, slowSource(0));
      await expect.poll(() => heard.includes(own.runId), { timeout: 5_000 }).toBe(true);
      // Run ids of the two schemas may coincide: only ours was heard, once.
      expect(heard.filter((id) => id === own.runId)).toHaveLength(1);
      expect(heard.length).toBeLessThanOrEqual(2); // the catch-up at LISTEN time and our run
    } finally {
      await other.dispose();
    }
  });

  it("skips its turn with a line saying why when the lock's connection is refused, and ingests nothing", async () => {
    const source = slowSource(0);
    const { pool } = await process_();
    const refused = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { port: "1" }).href;
    const leaderLock = postgresFeedLeaderLock(() => new pg.Client({ connectionString: refused }), (m) => logs.push(m));
    await schedule({ pool, coordination: { leaderLock } }, source, 30).ready;
    expect(source.loads).toBe(0);
    expect(logs.some((m) => m.includes("no se pudo pedir el cerrojo de ingesta"))).toBe(true);
    expect(logs.some((m) => m.includes("otro proceso"))).toBe(false);
  });
});
