// Price alerts after a national ingest: 100,000 alerts (70 % for one station, 30 % for an area of
// 5-25 km, thresholds around the prices they watch) evaluated against the national index after a
// change of a third of the prices. The evaluation (target ≤ 200 ms) is printed beside the index
// rebuild every ingest already pays, measured in the same run, and beside the database work around it
// on PGlite (reading the active alerts, storing the changed state).
// Runnable alone: node --import tsx bench/alerts.bench.ts
import { pathToFileURL } from "node:url";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { buildStationIndex } from "../server/stations/station-index.ts";
import type { Station } from "../server/feed/station.ts";
import { evaluateAlerts, priceView, type AlertState } from "../server/alerts/evaluate-alerts.ts";
import { createAlertsRepository } from "../server/alerts/alerts-repository.ts";
import { createPgliteDb } from "../server/db/pglite-db.ts";
import { migrate } from "../server/db/migrate.ts";
import { SEARCH_PRODUCTS } from "../src/domain/fuels.ts";
import { ALERT_FUELS } from "../src/domain/contract/alerts.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { mulberry32 } from "../tests/helpers/seeded-random.ts";

const ALERTS = 100_000;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timed(fn: () => void): number[] {
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times;
}

function makeAlerts(stations: readonly Station[], rand: () => number): AlertState[] {
  const alerts: AlertState[] = [];
  while (alerts.length < ALERTS) {
    const s = stations[Math.floor(rand() * stations.length)]!;
    const combustible = ALERT_FUELS[Math.floor(rand() * ALERT_FUELS.length)]!;
    const precio = s.prices[SEARCH_PRODUCTS[combustible]];
    if (precio === undefined) continue;
    const umbral = Math.round((precio - 0.03 + rand() * 0.04) * 1000) / 1000;
    const area = rand() < 0.3;
    alerts.push({
      id: alerts.length + 1, combustible, umbral,
      stationId: area ? null : s.id,
      latitud: area ? s.latitud + (rand() - 0.5) * 0.05 : null,
      longitud: area ? s.longitud + (rand() - 0.5) * 0.05 : null,
      radioKm: area ? 5 + Math.round(rand() * 20) : null,
      below: false, lastPrice: null,
    });
  }
  return alerts;
}

/** The next feed: a third of the stations' prices move by -5 to +2 cents. */
function nextFeed(stations: readonly Station[], rand: () => number): Station[] {
  return stations.map((s) => {
    if (rand() > 1 / 3) return s;
    const prices = Object.fromEntries(Object.entries(s.prices).map(([k, p]) => [k, Math.round((p! - 0.05 + rand() * 0.07) * 1000) / 1000]));
    return { ...s, prices };
  });
}

export async function runAlertsBench(): Promise<Record<string, number | string>> {
  const before = parseFeed(await readFeedFile(NATIONAL_FILE)).stations;
  const rand = mulberry32(13); // every run benches the same alerts
  const after = nextFeed(before, rand);
  const alerts = makeAlerts(before, rand);
  // The state the alerts had before this ingest: each evaluated once against the previous prices.
  const first = evaluateAlerts(alerts, priceView(before, new Map(before.map((s) => [s.id, s]))));
  const previous = new Map(first.changes.map((c) => [c.id, c]));
  const states = alerts.map((a) => ({ ...a, below: previous.get(a.id)?.below ?? false, lastPrice: previous.get(a.id)?.lastPrice ?? null }));

  let index = buildStationIndex(after);
  const rebuild = timed(() => {
    index = buildStationIndex(after);
  });
  let result = evaluateAlerts([], priceView([], new Map()));
  const evaluation = timed(() => {
    result = evaluateAlerts(states, priceView(index.stations, index.byId));
  });

  // The database around it, on the embedded database: read the active alerts, store what changed.
  const db = await createPgliteDb();
  try {
    await migrate(db);
    const subscriptions = Math.ceil(ALERTS / 20);
    await db.query(
      `insert into push_subscriptions (endpoint, p256dh, auth, created_at)
       select 'https://push.example/' || g, 'k', 'a', now() from generate_series(1, $1::int) g`, [subscriptions]);
    await db.query(
      `insert into price_alerts (subscription_id, combustible, umbral, station_id, latitud, longitud, radio_km, below, last_price, created_at)
       select (u.i - 1) / 20 + 1, u.combustible, u.umbral, u.station_id, u.latitud, u.longitud, u.radio_km, u.below, u.last_price, now()
         from unnest($1::int[], $2::text[], $3::float8[], $4::text[], $5::float8[], $6::float8[], $7::float8[], $8::boolean[], $9::float8[])
           as u(i, combustible, umbral, station_id, latitud, longitud, radio_km, below, last_price)`,
      [states.map((a) => a.id), states.map((a) => a.combustible), states.map((a) => a.umbral), states.map((a) => a.stationId),
        states.map((a) => a.latitud), states.map((a) => a.longitud), states.map((a) => a.radioKm), states.map((a) => a.below), states.map((a) => a.lastPrice)],
    );
    // The longest statement is the longest the event loop waits on PGlite (requests wait that long).
    let longestMs = 0;
    const timedDb = Object.assign(Object.create(db) as typeof db, {
      async query<Row>(sql: string, params?: Parameters<typeof db.query>[1]) {
        const start = performance.now();
        const rows = await db.query<Row>(sql, params);
        longestMs = Math.max(longestMs, performance.now() - start);
        return rows;
      },
    });
    const repository = createAlertsRepository(timedDb);
    const readStart = performance.now();
    const read = [];
    for await (const page of repository.activeStatePages()) read.push(...page);
    const readMs = performance.now() - readStart;
    const writeStart = performance.now();
    await repository.applyChanges(result.changes);
    const writeMs = performance.now() - writeStart;
    const evaluateMs = median(evaluation);
    const rebuildMs = median(rebuild);
    return {
      "alerts (station / area)": `${ALERTS} (${states.filter((a) => a.stationId).length} / ${states.filter((a) => !a.stationId).length})`,
      "crossings notified / state changes stored": `${result.crossings.length} / ${result.changes.length}`,
      "index rebuild, median ms (baseline)": +rebuildMs.toFixed(1),
      "evaluation, median ms (target ≤ 200) (/ rebuild)": `${evaluateMs.toFixed(1)} (${(evaluateMs / rebuildMs).toFixed(2)}×)`,
      "PGlite: read active alerts ms / store changed state ms": `${readMs.toFixed(0)} (${read.length} rows) / ${writeMs.toFixed(0)}`,
      "PGlite: longest statement (event loop held) ms": +longestMs.toFixed(0),
    };
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [label, value] of Object.entries(await runAlertsBench())) console.log(`  ${label.padEnd(58)} ${value}`);
}
