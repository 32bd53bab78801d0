// The back-fill by itself, against a local stand-in for the Ministry serving a year of days: each day
// asked once, newest first, the stored history equal to what was served, resumed after a stop without
// asking again, and a Ministry that is away logged and tried again, never thrown. Both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import type { Db } from "../../../server/db/db.ts";
import { parseHistoryDay } from "../../../server/feed/backfill.ts";
import { postgresFeedLeaderLock } from "../../../server/feed/feed-leader-lock.ts";
import { startHistoryBackfiller, type HistoryBackfillerOptions } from "../../../server/feed/history-backfiller.ts";
import { daysOfHistory, historyWindow } from "../../../server/feed/history-window.ts";
import { ministrySource, runFeed } from "../../../server/feed/run-feed.ts";
import { buildYearOfDays, startMinistryStandIn, type MinistryStandIn, type StandInProduct } from "../../helpers/ministry-stand-in.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { emptyFeedTables, storedChangeCount } from "./feed-fixture.ts";
import { changesSince } from "../../../server/history/price-changes.ts";
import { buildApp } from "../../../server/app.ts";
import { createStationCatalog } from "../../../server/stations/station-catalog.ts";
import { computeLowMarks } from "../../../server/stations/historic-low-marks.ts";
import { decodeSnapshot, searchSnapshot, type NationalSnapshot } from "../../../src/domain/snapshot.ts";
import type { StationResult, WhenToFill } from "../../../src/domain/contract/stations.ts";
import { BARCELONA, PLANTED_DAY, ZARAGOZA } from "../../helpers/ministry-stand-in.ts";

const year = buildYearOfDays();
/**
 * Days the tests back-fill of the stand-in's year: enough for both rules (90 days of data for the
 * historic low, 12 weeks and a half for the weekday), few enough to take seconds on both databases.
 */
const FILLED = 100;

/** Runs a back-filler until the window is full (or `until` says stop); resolves with its log. */
async function backfill(db: Db, standIn: MinistryStandIn, days: number, extra: Partial<HistoryBackfillerOptions> = {}, until?: (served: number) => boolean) {
  const log: string[] = [];
  const config = { ...loadConfig({ FEED_URL: standIn.feedUrl, FEED_RETRIES: "0" }), historyDays: days, historyPauseMs: 0 };
  let served = 0;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => { finish = resolve; });
  standIn.onServed = () => {
    served++;
    if (until?.(served)) finish();
  };
  const backfiller = startHistoryBackfiller({ db, config, log: (m) => log.push(m), onFull: () => finish(), backoffMs: 5, maxBackoffMs: 20, ...extra });
  await done;
  await backfiller.stop();
  standIn.onServed = undefined;
  return log;
}

/** The price of each station and product in force at each day's 23:59, read back from the history. */
async function storedDays(db: Db, labels: readonly string[]) {
  const series = await changesSince(db, year.stations.map((s) => s.IDEESS!), new Date(0));
  const inForce = (id: string, producto: string, at: number) => series.get(id)?.get(producto)?.filter((p) => p.at <= at).at(-1)?.precio;
  return labels.map((label) => {
    const at = parseHistoryDay(label).validFrom.getTime();
    return new Map(year.stations.map((s) => [s.IDEESS!, { gasoleoA: inForce(s.IDEESS!, "gasoleoA", at), gasolina95: inForce(s.IDEESS!, "gasolina95", at) }]));
  });
}

describe.each(TEST_DB_KINDS)("history back-fill from the Ministry ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  let standIn: MinistryStandIn;
  beforeAll(async () => {
    db = await kind.create();
    standIn = await startMinistryStandIn(year);
  });
  afterAll(async () => {
    await standIn.close();
    await db.dispose();
  });

  it("fills the window one day at a time, newest first, each day asked once, and stores what was served", async () => {
    await emptyFeedTables(db);
    standIn.asked.length = 0;
    await runFeed(db, ministrySource(loadConfig({ FEED_URL: standIn.feedUrl })));
    const log = await backfill(db, standIn, FILLED);
    const window = historyWindow(new Date(), FILLED).map((d) => d.label);
    expect(standIn.asked).toEqual(window);
    expect(log.at(-1)).toBe(`histórico completo: ${FILLED} días`);
    const stored = await storedDays(db, window);
    window.forEach((label, i) => {
      const served = year.prices.get(label)!;
      for (const [id, prices] of stored[i]!) {
        for (const product of ["gasoleoA", "gasolina95"] as StandInProduct[]) expect(prices[product], `${id} ${product} ${label}`).toBe(served.get(id)![product]);
      }
    });
    // Only changes: one per price that differs from the day before (today's live feed last).
    let changes = 0;
    for (const s of year.stations) {
      for (const product of ["gasoleoA", "gasolina95"] as StandInProduct[]) {
        const served = [...window].reverse().map((label) => year.prices.get(label)!.get(s.IDEESS!)![product]);
        served.push(year.today.get(s.IDEESS!)![product]);
        changes += served.filter((p, i) => i === 0 || p !== served[i - 1]).length;
      }
    }
    expect(await storedChangeCount(db)).toBe(changes);
    // From the oldest day's 23:59 to now.
    expect(await daysOfHistory(db, new Date())).toBeGreaterThanOrEqual(FILLED);
    expect(await daysOfHistory(db, new Date())).toBeLessThanOrEqual(FILLED + 1);
    // The live prices stay the current ones.
    const [current] = await db.query<{ precio: number }>("select precio from station_prices where station_id = $1 and producto = 'gasoleoA'", [year.lowToday[0]!]);
    expect(current?.precio).toBe(year.today.get(year.lowToday[0]!)!.gasoleoA);
  }, 120_000);

  it("flags only the stations whose price today is the lowest of their year, in searches and the snapshot, and finds the planted Monday in Zaragoza only", async () => {
    // The database as the year's back-fill left it.
    const catalog = createStationCatalog(db);
    await catalog.reload();
    catalog.setLowMarks(await computeLowMarks(db, catalog.current.stations.map((s) => s.id), new Date()));
    const config = loadConfig({ STATIC_DIR: "/nonexistent-static-dir", JWT_SECRET: "history-tests-secret-0123456789abcdef", DATA_DIR: "/tmp/gasolinaeco-test-unused" });
    const app = buildApp({ config, db, catalog, now: () => new Date() });
    const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as { message: string | null; entity: T } });
    const search = async (producto: string, latitud: number, longitud: number) =>
      (await json<StationResult[]>(await app.request("/api/gasolinaeco/search", {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ distancia: 50, producto, latitud, longitud }),
      }))).body.entity;
    const snapshot = decodeSnapshot((await json<NationalSnapshot>(await app.request("/api/gasolinaeco/snapshot"))).body.entity);
    const seen = new Set<string>();
    for (const id of year.lowToday) {
      const station = catalog.current.byId.get(id)!;
      for (const producto of ["diesel", "95"]) {
        const online = await search(producto, station.latitud, station.longitud);
        const offline = searchSnapshot(snapshot, { producto: producto as "diesel", distancia: 50, latitud: station.latitud, longitud: station.longitud, at: new Date() });
        expect(online.length).toBeGreaterThan(3);
        for (const result of online) {
          seen.add(result.id);
          expect(result.historicamenteBajo === true, `${result.id} ${producto}`).toBe(year.lowToday.includes(result.id));
        }
        expect(offline.map((r) => [r.id, r.historicamenteBajo ?? false])).toEqual(online.map((r) => [r.id, r.historicamenteBajo ?? false]));
      }
    }
    expect(seen.size).toBeGreaterThan(year.lowToday.length);

    const whenToFill = async (id: string, producto: string) => json<WhenToFill>(await app.request(`/api/gasolinaeco/cuandorepostar/${id}?producto=${producto}`));
    const zaragoza = year.stations.find((s) => s.IDProvincia === ZARAGOZA && !year.lowToday.includes(s.IDEESS!))!.IDEESS!;
    const barcelona = year.stations.find((s) => s.IDProvincia === BARCELONA && !year.lowToday.includes(s.IDEESS!))!.IDEESS!;
    const planted = (await whenToFill(zaragoza, "diesel")).body.entity;
    expect(planted).toMatchObject({ historicamenteBajo: false, tendencia: "sube", mejorDia: { dia: PLANTED_DAY, ambito: "provincia" } });
    expect(planted.mejorDia!.ahorro).toBeGreaterThanOrEqual(0.01);
    expect(planted.mejorDia!.semanas).toBeGreaterThanOrEqual(9);
    expect(planted.percentil).toBeGreaterThan(80);
    expect(planted.diasConDatos).toBeGreaterThanOrEqual(FILLED);
    // The same rise of several c€/l over the weeks, and no weekday: nothing said.
    expect((await whenToFill(zaragoza, "95")).body.entity.mejorDia).toBeNull();
    expect((await whenToFill(barcelona, "diesel")).body.entity.mejorDia).toBeNull();
    expect((await whenToFill(year.lowToday[0]!, "diesel")).body.entity).toMatchObject({ historicamenteBajo: true, percentil: 0 });
    const unknownProduct = await whenToFill(zaragoza, "queroseno");
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.message).toMatch(/producto/);
    expect((await whenToFill("99999999", "diesel")).status).toBe(404);
  });

  it("resumes after a stop without asking again for a day it already has", async () => {
    await emptyFeedTables(db);
    standIn.asked.length = 0;
    await backfill(db, standIn, 12, {}, (served) => served === 5);
    const firstRound = [...standIn.asked];
    expect(firstRound.length).toBeGreaterThanOrEqual(5);
    expect(firstRound.length).toBeLessThan(12);
    await backfill(db, standIn, 12);
    const window = historyWindow(new Date(), 12).map((d) => d.label);
    expect([...standIn.asked].sort()).toEqual([...window].sort());
    expect(standIn.asked.slice(firstRound.length)).toEqual(window.slice(firstRound.length));
  });

  it("logs a Ministry that is away and tries again with back-off, never throwing", async () => {
    await emptyFeedTables(db);
    standIn.asked.length = 0;
    standIn.down = true;
    let failures = 0;
    await backfill(db, standIn, 3, {
      log: (m) => {
        if (/día no cargado/.test(m) && ++failures === 3) standIn.down = false;
      },
    });
    expect(failures).toBe(3);
    expect(standIn.asked).toEqual(historyWindow(new Date(), 3).map((d) => d.label));
  });

  it.runIf(kind.name === "postgres")("is done by one process only when several share the database (the feed's leader lock)", async () => {
    await emptyFeedTables(db);
    standIn.asked.length = 0;
    const lock = () => postgresFeedLeaderLock(db.newClient!, () => {});
    const config = { ...loadConfig({ FEED_URL: standIn.feedUrl, FEED_RETRIES: "0" }), historyDays: 8, historyPauseMs: 0 };
    let full = 0;
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => { finish = resolve; });
    const start = () =>
      startHistoryBackfiller({ db, config, leaderLock: lock(), log: () => {}, recheckMs: 5, onFull: () => { if (++full === 1) finish(); } });
    const both = [start(), start()];
    await done;
    await Promise.all(both.map((b) => b.stop()));
    expect([...standIn.asked].sort()).toEqual(historyWindow(new Date(), 8).map((d) => d.label).sort());
  });
});
