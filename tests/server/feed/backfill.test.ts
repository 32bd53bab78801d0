import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/db.ts";
import { parseHistoryDay, runBackfill } from "../../../server/feed/backfill.ts";
import { lastGoodRun } from "../../../server/feed/last-good-run.ts";
import { runFeed, type FeedSource } from "../../../server/feed/run-feed.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables, feedJson, feedRow, storedChanges } from "./feed-fixture.ts";

const memorySource = (name: string, text: string): FeedSource => ({ name, load: async () => new TextEncoder().encode(text) });
/** One station (13318) selling diesel at `diesel` and 95 at 1,519. */
const oneStation = (diesel: string, fecha = "27/09/2025 18:05:47") =>
  feedJson([feedRow({ "Precio Gasoleo A": diesel })], fecha);
/** A history answer for the day: diesel at 1,399. Its own Fecha does not matter, so it is left empty. */
const historyDay = (label: string) => memorySource(`hist/${label}`, oneStation("1,399", ""));

const history = (db: Db, producto: string) => storedChanges(db, "13318", producto);

describe("parseHistoryDay", () => {
  it("dates a day's prices at 23:59 Spanish time", () => {
    expect(parseHistoryDay("04-09-2019").validFrom.toISOString()).toBe("2019-09-04T21:59:00.000Z");
    expect(parseHistoryDay("15-01-2026").validFrom.toISOString()).toBe("2026-01-15T22:59:00.000Z");
  });

  it("refuses a date written the ISO way", () => {
    expect(() => parseHistoryDay("2019-09-04")).toThrow(/dd-mm-aaaa/);
  });

  it("refuses a day that does not exist", () => {
    expect(() => parseHistoryDay("30-02-2024")).toThrow(/no existe/);
  });

  it("refuses today, whose history the Ministry does not have yet", () => {
    expect(() => parseHistoryDay("10-03-2026", new Date("2026-03-10T12:00:00Z"))).toThrow(/aún no hay histórico/);
  });
});

describe.each(TEST_DB_KINDS)("history back-fill ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  beforeAll(async () => { db = await kind.create(); });
  afterAll(async () => { await db.dispose(); });
  beforeEach(async () => { await emptyFeedTables(db); });

  it("adds the older price to the history without touching newer current prices", async () => {
    await runFeed(db, memorySource("live", oneStation("1,419")));
    const result = await runBackfill(db, parseHistoryDay("20-09-2025"), historyDay("20-09-2025"));
    expect(result.mode).toBe("history");
    expect(await history(db, "gasoleoA")).toEqual([
      [1.399, "2025-09-20T21:59:00.000Z"],
      [1.419, "2025-09-27T16:05:47.000Z"],
    ]);
    expect(await db.query("select producto, precio from station_prices order by producto")).toEqual([
      { producto: "gasoleoA", precio: 1.419 },
      { producto: "gasolina95", precio: 1.519 },
    ]);
  });

  it("moves an unchanged price's start back to the back-filled day instead of repeating it", async () => {
    await runFeed(db, memorySource("live", oneStation("1,419")));
    await runBackfill(db, parseHistoryDay("20-09-2025"), historyDay("20-09-2025"));
    expect(await history(db, "gasolina95")).toEqual([[1.519, "2025-09-20T21:59:00.000Z"]]);
  });

  it("writes no history row when the day's price equals the one already in force", async () => {
    await runFeed(db, memorySource("live", oneStation("1,419")));
    await runBackfill(db, parseHistoryDay("20-09-2025"), historyDay("20-09-2025"));
    const next = await runBackfill(db, parseHistoryDay("21-09-2025"), historyDay("21-09-2025"));
    expect(next.historyRows).toBe(0);
  });

  it("records the back-fill as a history run that getlastupdate ignores", async () => {
    await runFeed(db, memorySource("live", oneStation("1,419")));
    await runBackfill(db, parseHistoryDay("20-09-2025"), historyDay("20-09-2025"));
    expect(await db.query("select kind, outcome from feed_runs order by id")).toEqual([
      { kind: "current", outcome: "ok" },
      { kind: "history", outcome: "ok" },
    ]);
    expect((await lastGoodRun(db))?.fecha.toISOString()).toBe("2025-09-27T16:05:47.000Z");
  });

  it("makes the day the current data when there is nothing newer", async () => {
    const result = await runBackfill(db, parseHistoryDay("20-09-2025"), historyDay("20-09-2025"));
    expect(result.mode).toBe("current");
    expect(await db.query("select precio from station_prices where producto = 'gasoleoA'")).toEqual([{ precio: 1.399 }]);
    expect((await lastGoodRun(db))?.fecha.toISOString()).toBe("2025-09-20T21:59:00.000Z");
  });

  it("records a failed back-fill and changes nothing when the answer is not JSON", async () => {
    await runFeed(db, memorySource("live", oneStation("1,419")));
    await expect(runBackfill(db, parseHistoryDay("20-09-2025"), memorySource("hist", "<html>"))).rejects.toMatchObject({ code: "invalid_json" });
    expect(await history(db, "gasoleoA")).toEqual([[1.419, "2025-09-27T16:05:47.000Z"]]);
    expect(await db.query("select kind, outcome from feed_runs order by id desc limit 1")).toEqual([{ kind: "history", outcome: "failed" }]);
  });
});
