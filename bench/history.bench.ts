// A year of the national feed's history on the embedded database: every past day made from the real
// national file (each price on a seeded random walk, changing on about a third of the days, as the
// real feed does), back-filled day by day newest first the way the server does, then the bytes the
// history takes per stored change (table and indexes ÷ rows) and the time to read one station's year
// of one product (the station page's "1 año"). BENCH_HISTORY_DAYS shortens the year for a quick look.
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPgliteDb } from "../server/db/pglite-db.ts";
import { migrate } from "../server/db/migrate.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { historyDayPrices } from "../server/feed/history-day-prices.ts";
import { ENTRY_BYTES } from "../server/history/packed-changes.ts";
import { historyVacuum, VACUUM_EVERY_DAYS } from "../server/history/history-vacuum.ts";
import { ingestFeed } from "../server/feed/ingest.ts";
import { backfillHistory } from "../server/feed/backfill.ts";
import { historyWindow } from "../server/feed/history-window.ts";
import { stationPriceHistory } from "../server/stations/price-history.ts";
import { changesSince } from "../server/history/price-changes.ts";
import type { Station } from "../server/feed/station.ts";
import { mulberry32 } from "../tests/helpers/seeded-random.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)]!;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The day before `later`: each price moved back on about a third of the days. */
function dayBefore(later: readonly Station[], random: () => number): Station[] {
  return later.map((s) => {
    const prices: Station["prices"] = {};
    for (const [fuel, precio] of Object.entries(s.prices) as [keyof Station["prices"], number][]) {
      prices[fuel] = random() < 0.33 ? round3(precio + (random() - 0.5) * 0.02) : precio;
    }
    return { ...s, prices };
  });
}

export async function runHistoryBench() {
  const days = Number(process.env.BENCH_HISTORY_DAYS ?? 365);
  const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-history-"));
  const db = await createPgliteDb(path.join(dir, "pglite"));
  try {
    await migrate(db);
    const bytes = await readFeedFile(NATIONAL_FILE);
    let t = performance.now();
    const today = parseFeed(bytes);
    const parseMs = performance.now() - t;
    await ingestFeed(db, today, NATIONAL_FILE);

    const random = mulberry32(365);
    const storeMs: number[] = [];
    const vacuumEveryMs: number[] = [];
    // The back-filler's own vacuum of the embedded database (server/history/history-vacuum.ts).
    const vacuumNow = historyVacuum(db);
    let stations = today.stations;
    const backfillStarted = performance.now();
    for (const [n, day] of historyWindow(new Date(), days).entries()) {
      if (n % 30 === 0) console.error(`  history bench: day ${n} of ${days}, ${Math.round((performance.now() - backfillStarted) / 1000)} s`);
      stations = dayBefore(stations, random);
      const prices = historyDayPrices({ ...today, stations, fecha: day.validFrom });
      t = performance.now();
      await backfillHistory(db, prices, `bench/${day.label}`);
      storeMs.push(performance.now() - t);
      t = performance.now();
      await vacuumNow();
      const held = performance.now() - t;
      if (held > 1) vacuumEveryMs.push(held);
    }

    const sizeNow = async () => (await db.query<{ total: number }>("select pg_total_relation_size('price_months')::float8 as total"))[0]!.total;
    const beforeVacuum = await sizeNow();
    // The embedded database runs no autovacuum: what a back-fill's moved rows leave is reclaimed here.
    t = performance.now();
    await db.exec("vacuum price_months");
    const vacuumMs = performance.now() - t;
    const [size] = await db.query<{ rows: number; month_rows: number; table: number; indexes: number }>(
      `select (select sum(length(changes)) / ${ENTRY_BYTES} from price_months)::float8 as rows,
              (select count(*) from price_months)::float8 as month_rows,
              pg_table_size('price_months')::float8 as table,
              pg_indexes_size('price_months')::float8 as indexes`,
    );
    const rows = size!.rows;
    const bytesPerChange = (size!.table + size!.indexes) / rows;

    // One station's year, for 200 stations spread over the file: one product (what the chart draws)
    // and every product (what the station page's "1 año" asks for).
    const reads: number[] = [];
    const pageReads: number[] = [];
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    const priced = today.stations.filter((s) => Object.values(s.prices).some((p) => p !== undefined));
    const step = Math.floor(priced.length / 200);
    for (let i = 0; i < 200; i++) {
      const station = priced[i * step]!;
      const producto = Object.entries(station.prices).find(([, p]) => p !== undefined)![0];
      t = performance.now();
      const year = await changesSince(db, [station.id], yearAgo, producto);
      reads.push(performance.now() - t);
      if (!year.get(station.id)?.get(producto)?.length) throw new Error(`no year of ${producto} read for station ${station.id}`);
      t = performance.now();
      await stationPriceHistory(db, station.id, 365);
      pageReads.push(performance.now() - t);
    }

    const totalStoreS = storeMs.reduce((a, b) => a + b, 0) / 1000;
    return {
      "days back-filled": days,
      "machine's load average over the last 15 min at the end (2 cores, shared)": +loadavg()[2]!.toFixed(1),
      stations: today.stations.length,
      "stored changes": rows,
      "rows (station × product × month)": size!.month_rows,
      "changes per day": Math.round(rows / (days + 1)),
      "parse of one national day ms": Math.round(parseMs),
      "store one day median ms (its slices' turns and rests included)": Math.round(median(storeMs)),
      "store one day p99 ms": Math.round(p99(storeMs)),
      [`back-fill of these ${days} days, parse + store, s`]: Math.round(totalStoreS + (days * parseMs) / 1000),
      [`  of which storing (the server's path, slices included), s`]: Math.round(totalStoreS),
      "a year at the median pace, parse + store, min (pauses not counted)": Math.round((365 * (median(storeMs) + parseMs)) / 60_000),
      "history table MB": +(size!.table / 2 ** 20).toFixed(1),
      "history indexes MB": +(size!.indexes / 2 ** 20).toFixed(1),
      "bytes per stored change before vacuum": +(beforeVacuum / rows).toFixed(1),
      "vacuum of the history ms": Math.round(vacuumMs),
      [`longest of the back-filler's vacuums (every ${VACUUM_EVERY_DAYS} days) ms`]: Math.round(Math.max(0, ...vacuumEveryMs)),
      "bytes per stored change (target ≤ 40)": +bytesPerChange.toFixed(1),
      "one station's year of one product read, median ms (target ≤ 20)": +median(reads).toFixed(2),
      "one station's year of one product read, p99 ms": +p99(reads).toFixed(2),
      "one station's year of every product (the page's 1 año), median / p99 ms": `${median(pageReads).toFixed(2)} / ${p99(pageReads).toFixed(2)}`,
    };
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
