import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countImplausible } from "../../../server/feed/implausible-count.ts";
import { ingestFeed } from "../../../server/feed/ingest.ts";
import { parseFeed } from "../../../server/feed/parse-feed.ts";
import { readFeedFile } from "../../../server/feed/read-feed-file.ts";
import { absurdPriceFeed } from "../../helpers/absurd-price-feed.ts";
import { FEED_FILES, hasSharedData } from "../../helpers/shared-data.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables } from "./feed-fixture.ts";

const ABSURD = { stationId: "1736", field: "Precio Gasoleo A", value: "0,300" };

describe.skipIf(!hasSharedData)("implausible prices in the real feeds", () => {
  it("finds none in the Barcelona and Zaragoza files, whose AdBlue at 0,36-0,50 €/l is not judged", async () => {
    const counts = await Promise.all([FEED_FILES.barcelona, FEED_FILES.zaragoza].map(async (f) => countImplausible(parseFeed(await readFeedFile(f)).stations).count));
    expect(counts).toEqual([0, 0]);
  });

  it("finds the three diesel prices over 30 % below their province's median in the national file of 4 March 2026", async () => {
    const parsed = parseFeed(await readFeedFile(FEED_FILES.national20260304));
    expect(countImplausible(parsed.stations)).toEqual({ count: 3, byReason: { bajo_mediana: 3 } });
  });

  it("finds a 0,300 € diesel written into the Barcelona file", async () => {
    const parsed = parseFeed(await absurdPriceFeed(FEED_FILES.barcelona, ABSURD));
    expect(countImplausible(parsed.stations)).toEqual({ count: 1, byReason: { fuera_de_rango: 1 } });
  });
});

describe.skipIf(!hasSharedData).each(TEST_DB_KINDS)("feed_runs counts implausible prices ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  beforeAll(async () => { db = await kind.create(); });
  afterAll(async () => { await db.dispose(); });
  beforeEach(async () => { await emptyFeedTables(db); });

  const lastRun = async () => (await db.query<{ implausible_prices: number; implausible_reasons: Record<string, number> }>(
    "select implausible_prices, implausible_reasons from feed_runs order by id desc limit 1"))[0];

  it("records the absurd price of an ingest, and keeps it as the official price", async () => {
    const result = await ingestFeed(db, parseFeed(await absurdPriceFeed(FEED_FILES.barcelona, ABSURD)), "barcelona-absurda.json");
    expect(result.implausible).toBe(1);
    expect(await lastRun()).toEqual({ implausible_prices: 1, implausible_reasons: { fuera_de_rango: 1 } });
    const [price] = await db.query<{ precio: number }>("select precio from station_prices where station_id = '1736' and producto = 'gasoleoA'");
    expect(Number(price!.precio)).toBe(0.3);
  });

  it("records zero for the real Barcelona file", async () => {
    await ingestFeed(db, parseFeed(await readFeedFile(FEED_FILES.barcelona)), "barcelona.json");
    expect(await lastRun()).toEqual({ implausible_prices: 0, implausible_reasons: {} });
  });
});
