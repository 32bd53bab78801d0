// 20,000 price-alert notifications at once, on the real server with the national data (embedded
// database): new-point searches are loaded before the crossing (the baseline) and while the queue is
// being delivered, in the same run; their p99 during delivery is printed beside the baseline (target
// ≤ 2×), with the server's peak RSS (target ≤ 300 MB), the refresh's answer time and the pace of the
// delivery. The push service is a counting sink on 127.0.0.1 (what Google's or Mozilla's does is not
// ours to time); every message is still encrypted and signed as for a real one.
// Runnable alone: node --import tsx bench/alert-delivery.bench.ts
import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDb } from "../server/db/open-db.ts";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { SEARCH_PRODUCTS } from "../src/domain/fuels.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { newPointSearches, runLoad } from "./load-client.ts";
import { startServer, AS_NPM_START } from "./server-process.ts";

const NOTIFICATIONS = 20_000;
const SECONDS = 15;
const CONNECTIONS = 10;
const ADMIN_TOKEN = "bench-admin-token-0123456789abcdef";
/** The field the 95 search reads, lowered by 10 cents in the second feed. */
const PRICE_FIELD = "Precio Gasolina 95 E5";

interface FeedDocument { ListaEESSPrecio: Record<string, string>[] }

/** A push service that takes every message (201) and counts it, doing nothing else. */
async function countingPushSink() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function runAlertDeliveryBench(): Promise<Record<string, number | string>> {
  const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-alert-bench-"));
  const sink = await countingPushSink();
  try {
    const original = (await readFeedFile(NATIONAL_FILE)).toString("utf8");
    const feedFile = path.join(dir, "feed.json");
    await writeFile(feedFile, original);
    const stations = parseFeed(Buffer.from(original)).stations.filter((s) => s.prices[SEARCH_PRODUCTS["95"]] !== undefined);

    // 20,000 push alerts (some stations have several), 5 cents under today's price: the next feed,
    // 10 cents lower everywhere, crosses every one. Straight into the database before the server starts.
    const dataDir = path.join(dir, "data");
    const db = await openDb({ dataDir });
    const browser = createECDH("prime256v1");
    const p256dh = browser.generateKeys().toString("base64url");
    const auth = randomBytes(16).toString("base64url");
    const ids = Array.from({ length: NOTIFICATIONS }, (_, i) => i);
    await db.query(
      `insert into push_subscriptions (endpoint, p256dh, auth, created_at)
       select $1 || '/push/' || g, $2, $3, now() from generate_series(0, $4::int - 1) g`, [sink.origin, p256dh, auth, NOTIFICATIONS]);
    await db.query(
      `insert into price_alerts (subscription_id, combustible, umbral, station_id, created_at)
       select u.i + 1, '95', u.umbral, u.station_id, now() from unnest($1::int[], $2::float8[], $3::text[]) as u(i, umbral, station_id)`,
      [ids, ids.map((i) => Math.round((stations[i % stations.length]!.prices[SEARCH_PRODUCTS["95"]]! - 0.05) * 1000) / 1000),
        ids.map((i) => stations[i % stations.length]!.id)]);
    await db.close();

    const server = await startServer(
      { FEED_FILE: feedFile, DATA_DIR: dataDir, ADMIN_TOKEN, PUSH_ENDPOINT_ALLOW: sink.origin, DATABASE_URL: "", SMTP_URL: "" },
      { ...AS_NPM_START, waitForStations: true },
    );
    try {
      const searches = newPointSearches(stations, ["95", "98", "diesel", "glp"], 15);
      await runLoad(server.url, searches, 3, { connections: CONNECTIONS }); // warm-up
      const baseline = await runLoad(server.url, searches, SECONDS, { connections: CONNECTIONS });

      const peakBeforeMb = await server.peakRssMb();
      const lowered = JSON.parse(original) as FeedDocument;
      for (const row of lowered.ListaEESSPrecio) {
        const price = Number((row[PRICE_FIELD] ?? "").replace(",", "."));
        if (price > 0) row[PRICE_FIELD] = (price - 0.1).toFixed(3).replace(".", ",");
      }
      await writeFile(feedFile, JSON.stringify(lowered));
      const refreshStarted = performance.now();
      const refresh = await fetch(`${server.url}/api/admin/ingesta`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      await refresh.arrayBuffer();
      const refreshMs = performance.now() - refreshStarted;
      const sentBefore = sink.received();
      const deliveryStarted = performance.now();
      // From the refresh's answer on: the evaluation, the queueing and the first of the delivery.
      const during = await runLoad(server.url, searches, SECONDS, { connections: CONNECTIONS });
      const sentDuring = sink.received() - sentBefore;
      const deliverySeconds = (performance.now() - deliveryStarted) / 1000;
      const queue = ((await (await fetch(`${server.url}/api/gasolinaeco/getlastupdate`)).json()) as { entity: { avisosPendientes: number; avisoMasAntiguoS: number | null } }).entity;
      const rate = sentDuring / deliverySeconds;
      // The same queue with no search load: the delivery at its full pace.
      const idleBefore = sink.received();
      await new Promise((r) => setTimeout(r, 5000));
      const idleRate = (sink.received() - idleBefore) / 5;
      return {
        "notifications queued by the refresh": NOTIFICATIONS,
        "refresh answered in ms (status)": `${refreshMs.toFixed(0)} (${refresh.status})`,
        [`search p99 ms, ${CONNECTIONS} connections, before the crossing (baseline)`]: +baseline.p99Ms.toFixed(1),
        "search p99 ms during delivery (target ≤ 2× baseline)": +during.p99Ms.toFixed(1),
        "  its ratio to the baseline": +(during.p99Ms / baseline.p99Ms).toFixed(2),
        "searches per second before / during": `${baseline.rps.toFixed(0)} / ${during.rps.toFixed(0)}`,
        [`pushes delivered in the ${SECONDS} s window (per second; slowed while searches keep the loop busy)`]: `${sentDuring} (${rate.toFixed(0)}/s)`,
        "queue after the window (getlastupdate): pending / oldest s": `${queue.avisosPendientes} / ${queue.avisoMasAntiguoS}`,
        "pushes per second with no search load (next 5 s)": +idleRate.toFixed(0),
        "server peak RSS MB before the crossing / after (target ≤ 300)": `${peakBeforeMb.toFixed(0)} / ${(await server.peakRssMb()).toFixed(0)}`,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [label, value] of Object.entries(await runAlertDeliveryBench())) console.log(`  ${label.padEnd(58)} ${value}`);
}
