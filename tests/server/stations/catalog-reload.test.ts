// Reloads of the in-memory index asked for while one is under way: the caller has heard of a run
// (its own ingest, or another process's NOTIFY) that the reload under way may have read the database
// too early to see, so it gets a reload begun after its call; callers meanwhile share that one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/db.ts";
import { runFeed, type FeedSource } from "../../../server/feed/run-feed.ts";
import { createStationCatalog } from "../../../server/stations/station-catalog.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables, feedJson, feedRows } from "../feed/feed-fixture.ts";

const source = (count: number): FeedSource => ({ name: "reload-test", load: async () => new TextEncoder().encode(feedJson(feedRows(count))) });

describe.each(TEST_DB_KINDS)("reloading the station index ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  let loads = 0;
  /** The database, counting the index loads (each one transaction). */
  let counted: Db;

  beforeAll(async () => {
    db = await kind.create();
    await emptyFeedTables(db);
    counted = { ...db, transaction: (fn) => { loads += 1; return db.transaction(fn); } };
  });
  afterAll(async () => { await db.dispose(); });

  it("serves a run committed during a reload when reloaded again during it", async () => {
    // The first reload has read the database and is held before it swaps in what it read.
    let open = () => {};
    const gate = new Promise<void>((resolve) => { open = resolve; });
    let held = false;
    const slow: Db = {
      ...db,
      async transaction(fn) {
        const result = await db.transaction(fn);
        if (!held) { held = true; await gate; }
        return result;
      },
    };
    const catalog = createStationCatalog(slow);
    await runFeed(db, source(3));
    const first = catalog.reload();
    await expect.poll(() => held).toBe(true);
    // The run lands after the first reload read the database; its announcement asks for a reload.
    await runFeed(db, source(7));
    const again = catalog.reload();
    open();
    await Promise.all([first, again]);
    expect(catalog.current.stations.length).toBe(7);
  });

  it("reads the database once more for every call made during a reload, not once per call", async () => {
    const catalog = createStationCatalog(counted);
    loads = 0;
    const under = catalog.reload();
    const asked = [catalog.reload(), catalog.reload(), catalog.reload()];
    expect(asked[1]).toBe(asked[0]);
    await Promise.all([under, ...asked]);
    expect(loads).toBe(2);
  });
});
