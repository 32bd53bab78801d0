import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/db.ts";
import { ingestFeed } from "../../../server/feed/ingest.ts";
import { lastGoodRun } from "../../../server/feed/last-good-run.ts";
import { parseFeed, type ParsedFeed } from "../../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";
import { runFeed, type FeedSource } from "../../../server/feed/run-feed.ts";
import type { Station } from "../../../server/feed/station.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables, feedJson, feedRow, feedRows, storedChangeCount, storedChanges, type FeedRow } from "./feed-fixture.ts";
import { parsedFeedFile } from "../../helpers/parsed-feed.ts";

const count = async (db: Db, table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;
const priceOf = async (db: Db, stationId: string, producto: string) =>
  (await db.query<{ precio: number }>("select precio from station_prices where station_id = $1 and producto = $2", [stationId, producto]))[0]?.precio;
const lastRun = async (db: Db) =>
  (await db.query<{ outcome: string; error: string | null; stations: number; rejected: number; rejected_reasons: Record<string, number> }>(
    "select outcome, error, stations, rejected, rejected_reasons from feed_runs order by id desc limit 1",
  ))[0];
const memorySource = (name: string, text: string): FeedSource => ({ name, load: async () => new TextEncoder().encode(text) });
const laterBy = (feed: ParsedFeed, minutes: number, stations: Station[] = feed.stations): ParsedFeed => ({
  ...feed, stations, fecha: new Date(feed.fecha.getTime() + minutes * 60_000),
});
const withPrice = (station: Station, producto: keyof Station["prices"], precio: number | undefined): Station => ({
  ...station, prices: { ...station.prices, [producto]: precio },
});

describe.each(TEST_DB_KINDS)("ingest ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  beforeAll(async () => { db = await kind.create(); });
  afterAll(async () => { await db.dispose(); });
  beforeEach(async () => { await emptyFeedTables(db); });

  describe.skipIf(!hasSharedData)("with the national file of 15 April 2026", () => {
    let national: ParsedFeed;
    beforeAll(async () => { national = await parsedFeedFile(FEED_FILES.national20260415); });

    it("stores its 12,204 stations and 22,909 current prices, each price as a first history row", async () => {
      const result = await ingestFeed(db, national, "national.json.gz");
      expect(result).toMatchObject({ stations: 12_204, prices: 22_909, historyRows: 22_909, rejected: 2 });
      expect(await count(db, "stations")).toBe(12_204);
      expect(await count(db, "station_prices")).toBe(22_909);
      expect(await storedChangeCount(db)).toBe(22_909);
      expect(await priceOf(db, "5122", "gasoleoA")).toBe(1.999);
    });

    it("records the run as ok with its counts and rejection reasons", async () => {
      await ingestFeed(db, national, "national.json.gz");
      expect(await lastRun(db)).toEqual({
        outcome: "ok", error: null, stations: 12_204, rejected: 2,
        rejected_reasons: { coordinates_zero: 2, swapped_fixed: 1 },
      });
    });

    it("writes no history rows when the same file is ingested a second time", async () => {
      await ingestFeed(db, national, "national.json.gz");
      const again = await ingestFeed(db, national, "national.json.gz");
      expect(again.historyRows).toBe(0);
      expect(await storedChangeCount(db)).toBe(22_909);
    });

    it("writes exactly one history row when one price changed", async () => {
      await ingestFeed(db, national, "national.json.gz");
      const stations = national.stations.map((s) => (s.id === "5122" ? withPrice(s, "gasoleoA", 2.009) : s));
      const result = await ingestFeed(db, laterBy(national, 30, stations), "national.json.gz");
      expect(result.historyRows).toBe(1);
      expect(await priceOf(db, "5122", "gasoleoA")).toBe(2.009);
      expect(await storedChanges(db, "5122", "gasoleoA")).toEqual([
        [1.999, "2026-04-15T06:00:00.000Z"],
        [2.009, "2026-04-15T06:30:00.000Z"],
      ]);
    });

    it("leaves the previous data intact and records a failed run when the next file is truncated", async () => {
      // The file as runFeed(fileSource(...)) would store it, from the run's one parse of it.
      await ingestFeed(db, national, FEED_FILES.national20260415);
      const text = (await readFeedFile(FEED_FILES.national20260304)).toString("utf8");
      await expect(runFeed(db, memorySource("cut.json", text.slice(0, 2_000_000)))).rejects.toMatchObject({ code: "invalid_json" });
      expect(await count(db, "stations")).toBe(12_204);
      expect(await priceOf(db, "5122", "gasoleoA")).toBe(1.999);
      expect(await lastRun(db)).toMatchObject({ outcome: "failed", error: expect.stringMatching(/JSON/) });
      expect((await lastGoodRun(db))?.fecha.toISOString()).toBe("2026-04-15T06:00:00.000Z");
    });
  });

  it("rejects a well-formed feed with under half the stations of the last good run from the same source", async () => {
    await runFeed(db, memorySource("feed", feedJson(feedRows(100))));
    await expect(runFeed(db, memorySource("feed", feedJson(feedRows(49), "27/09/2025 18:35:47"))))
      .rejects.toMatchObject({ code: "too_few_stations" });
    expect(await lastRun(db)).toMatchObject({ outcome: "failed" });
    expect((await lastGoodRun(db))?.stations).toBe(100);
  });

  it("refuses a first run from a new source when two thirds of its rows are garbage", async () => {
    const rows = feedRows(300, (i): FeedRow => (i % 3 === 0 ? {} : { Latitud: "0,000000", "Longitud (WGS84)": "0,000000" }));
    await expect(runFeed(db, memorySource("nuevo-origen", feedJson(rows)))).rejects.toMatchObject({ code: "too_many_rejected" });
    expect(await lastRun(db)).toMatchObject({ outcome: "failed", error: "El feed trae 200 filas inservibles de 300 (66,7 %; se admite hasta un 10 %): no se confía en él" });
    expect(await count(db, "stations")).toBe(0);
  });

  it("accepts a feed with one unusable row in twenty", async () => {
    const rows = feedRows(20, (i): FeedRow => (i === 7 ? { IDEESS: "" } : {}));
    expect((await runFeed(db, memorySource("feed", feedJson(rows)))).stations).toBe(19);
  });

  it("accepts a small feed from another source after a large one", async () => {
    await runFeed(db, memorySource("national", feedJson(feedRows(100))));
    const result = await runFeed(db, memorySource("province", feedJson(feedRows(10), "27/09/2025 18:35:47")));
    expect(result.stations).toBe(10);
  });

  it("rolls back the stations already written when a later statement fails", async () => {
    const first = parseFeed(feedJson([feedRow({ IDEESS: "1", "Rótulo": "ANTES" })]));
    await ingestFeed(db, first, "feed");
    const broken = laterBy(first, 30, [
      { ...first.stations[0]!, rotulo: "DESPUES" },
      // A price that is not a number fails the price statements, which run after the station upsert.
      { ...first.stations[0]!, id: "2", prices: { gasoleoA: "abc" as unknown as number } },
    ]);
    await expect(ingestFeed(db, broken, "feed")).rejects.toThrow();
    expect(await db.query("select id, rotulo from stations")).toEqual([{ id: "1", rotulo: "ANTES" }]);
    expect(await lastRun(db)).toMatchObject({ outcome: "failed", error: expect.stringMatching(/double precision/) });
  });

  it("keeps stations that a later feed no longer lists, with their older seen_at", async () => {
    const first = parseFeed(feedJson(feedRows(3)));
    await ingestFeed(db, first, "feed");
    const result = await ingestFeed(db, laterBy(first, 30, first.stations.slice(0, 2)), "feed");
    expect(result.staleStations).toBe(1);
    expect(await count(db, "stations")).toBe(3);
    const [row] = await db.query<{ seen_at: Date }>("select seen_at from stations where id = '1002'");
    expect(new Date(row!.seen_at).toISOString()).toBe(first.fecha.toISOString());
  });

  it("removes from the current prices a product the station no longer lists", async () => {
    const first = parseFeed(feedJson([feedRow()]));
    await ingestFeed(db, first, "feed");
    await ingestFeed(db, laterBy(first, 30, [withPrice(first.stations[0]!, "gasolina95", undefined)]), "feed");
    expect(await db.query("select producto from station_prices")).toEqual([{ producto: "gasoleoA" }]);
  });

  it("writes no history rows for an older feed whose prices are unchanged", async () => {
    const first = parseFeed(feedJson(feedRows(5)));
    await ingestFeed(db, first, "feed");
    const older = await ingestFeed(db, laterBy(first, -60), "feed");
    expect(older.historyRows).toBe(0);
  });

  it("reports the last good run's Fecha, finish time and station count, skipping failed runs", async () => {
    await runFeed(db, memorySource("feed", feedJson(feedRows(4))));
    await expect(runFeed(db, memorySource("feed", "{"))).rejects.toThrow();
    const run = await lastGoodRun(db);
    expect(run).toMatchObject({ stations: 4, source: "feed" });
    expect(run?.fecha.toISOString()).toBe("2025-09-27T16:05:47.000Z");
    expect(Date.now() - (run?.finishedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
