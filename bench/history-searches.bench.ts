// Searches while the server back-fills the national history: the real server (as `npm start` runs
// it) against a local stand-in for the Ministry that serves the national file as today's feed and, as
// each past day, the same stations with their prices moved on a seeded random walk. One client asks
// nearby searches while the back-fill runs, first one every PACED_EVERY_MS (the back-fill runs in the
// gaps), then one after another with no gap (it then runs a slice a second), then once it is over.
// Each point is also asked, in turn, of a twin server that does no back-fill: the baseline, same run,
// same load on a shared machine whose load moves a lot from one window to the next. The past days are
// made before the servers start: made on demand, each held this process's event loop (the client's)
// for a few hundred ms and showed up as slow searches that the server had answered in time.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { mulberry32 } from "../tests/helpers/seeded-random.ts";
import { historyWindow } from "../server/feed/history-window.ts";
import { MADRID_ZONE, zoneOffsetMs } from "../src/domain/local-time.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { AS_NPM_START, startServer } from "./server-process.ts";

const DAYS = Number(process.env.BENCH_HISTORY_SEARCH_DAYS ?? 14);
/** The paced window: a search (to each server) every this many ms, as a busy day's traffic might come. */
const PACED_EVERY_MS = 20;
const SECONDS = 15;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

type Row = Record<string, string>;

const METRICS_TOKEN = "bench-history-searches-metrics-token";

/** The server's own longest and p99 event-loop delay since the last call (prom-client resets them). */
async function loopDelay(url: string): Promise<{ max: number; p99: number }> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) * 1000;
  return { max: value("nodejs_eventloop_lag_max_seconds"), p99: value("nodejs_eventloop_lag_p99_seconds") };
}

/** Now as the Ministry writes its Fecha: Spanish wall-clock time, "dd/mm/yyyy hh:mm:ss". */
function madridNow(): string {
  const wall = new Date(Date.now() + zoneOffsetMs(MADRID_ZONE, Date.now()));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

async function nationalStandIn() {
  const document = JSON.parse(gunzipSync(await readFile(NATIONAL_FILE)).toString("utf8")) as { Fecha: string; ListaEESSPrecio: Row[] };
  // Today's feed is dated now, as the Ministry's is: every past day is then older than the current
  // data and only adds history. (Dated as the file is, in the past, the newest past day became the
  // current data: a whole ingest and index rebuild on the event loop, in the first seconds measured.)
  const raw = gzipSync(JSON.stringify({ ...document, Fecha: madridNow() }));
  const asked: string[] = [];
  let served = () => {};
  const day = (label: string): Buffer => {
    const random = mulberry32([...label].reduce((a, c) => a * 31 + c.charCodeAt(0), 7));
    const rows = document.ListaEESSPrecio.map((row) => {
      const copy: Row = { ...row };
      for (const [key, value] of Object.entries(row)) {
        if (!key.startsWith("Precio ") || !value || random() > 0.33) continue;
        const price = Number(value.replace(",", ".")) + (random() - 0.5) * 0.02;
        copy[key] = price.toFixed(3).replace(".", ",");
      }
      return copy;
    });
    return gzipSync(JSON.stringify({ ...document, Fecha: "", ListaEESSPrecio: rows }));
  };
  const days = new Map(historyWindow(new Date(), DAYS).map((d) => [d.label, day(d.label)]));
  const server = http.createServer((req, res) => {
    const hist = /EstacionesTerrestresHist\/(\d{2}-\d{2}-\d{4})$/.exec(req.url ?? "");
    const body = hist ? (days.get(hist[1]!) ?? day(hist[1]!)) : raw;
    if (hist) asked.push(hist[1]!);
    res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(body, () => { if (hist) served(); });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/`,
    asked,
    nextServed: () => new Promise<void>((resolve) => { served = resolve; }),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/**
 * Nearby searches one after another at points around Spain, for `seconds`, each point asked of every
 * server in turn; each server's answer times in ms.
 */
async function searches(urls: string[], seconds: number, seed: number, everyMs = 0): Promise<number[][]> {
  const random = mulberry32(seed);
  const until = Date.now() + seconds * 1000;
  const times = urls.map(() => [] as number[]);
  let next = Date.now();
  while (Date.now() < until) {
    next += everyMs;
    if (everyMs > 0 && next > Date.now()) await new Promise((resolve) => setTimeout(resolve, next - Date.now()));
    const body = JSON.stringify({ distancia: 10, producto: "diesel", latitud: 37 + random() * 6, longitud: -6 + random() * 8 });
    for (const [i, url] of urls.entries()) {
      const sent = performance.now();
      const res = await fetch(`${url}/api/gasolinaeco/search`, { method: "POST", headers: { "content-type": "application/json" }, body });
      await res.arrayBuffer();
      times[i]!.push(performance.now() - sent);
    }
  }
  return times;
}

const ms = (n: number) => n.toFixed(1);

export async function runHistorySearchBench(): Promise<Record<string, number | string>> {
  const standIn = await nationalStandIn();
  const firstDay = standIn.nextServed();
  const env = { FEED_URL: standIn.url, FEED_RETRIES: "0", HISTORY_PAUSE_MS: "0", METRICS_TOKEN };
  const options = { ...AS_NPM_START, waitForStations: true, readyTimeoutMs: 300_000 };
  // The baseline beside it: the same server with no back-fill, asked the same points in turn, so the
  // machine's load (shared, noisy) weighs on both alike.
  const twin = await startServer({ ...env, HISTORY_DAYS: "0" }, options);
  const server = await startServer({ ...env, HISTORY_DAYS: String(DAYS) }, options);
  try {
    await firstDay;
    // The server's start is over once its first "historically low" thresholds are in the index (a
    // rebuild of the index, ~100 ms on the event loop, that the twin had done before it): measured
    // from then on, as the searches of a server that has been up for a while.
    while (!server.stdout().includes("umbrales de")) await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    // First searches that come every PACED_EVERY_MS (the back-fill runs in the gaps between them),
    // then searches one after another with no gap at all (it then runs a slice a second).
    const [paced, twinPaced] = (await searches([server.url, twin.url], SECONDS, 2, PACED_EVERY_MS)) as [number[], number[]];
    const daysPaced = new Set(standIn.asked).size;
    await loopDelay(server.url);
    const [during, twinDuring] = (await searches([server.url, twin.url], SECONDS, 1)) as [number[], number[]];
    const loopDuring = await loopDelay(server.url);
    const daysDuring = new Set(standIn.asked).size - daysPaced;
    while (new Set(standIn.asked).size < DAYS) await standIn.nextServed();
    // The last day stored and the thresholds worked out: getlastupdate counts the days held.
    for (;;) {
      const res = await fetch(`${server.url}/api/gasolinaeco/getlastupdate`);
      const { entity } = (await res.json()) as { entity: { historiaDias: number } };
      if (entity.historiaDias >= DAYS) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const backfillS = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await loopDelay(server.url);
    const [after, twinAfter] = (await searches([server.url, twin.url], SECONDS, 1)) as [number[], number[]];
    const loopAfter = await loopDelay(server.url);
    const p99 = percentile(during, 0.99);
    const twinP99 = percentile(twinDuring, 0.99);
    const afterP99 = percentile(after, 0.99);
    return {
      "national days back-filled beside the searches": DAYS,
      "machine's load average over the last 5 min at the end (2 cores, shared)": +loadavg()[1]!.toFixed(1),
      [`paced searches (one every ${PACED_EVERY_MS} ms): days asked of the stand-in in their ${SECONDS} s`]: daysPaced,
      "  search p99 ms while the back-fill runs / twin without back-fill (baseline)": `${ms(percentile(paced, 0.99))} / ${ms(percentile(twinPaced, 0.99))}`,
      "  their ratio (target ≤ 1.5)": +(percentile(paced, 0.99) / percentile(twinPaced, 0.99)).toFixed(2),
      "  search p50 / p99.9 / longest ms while the back-fill runs": `${ms(percentile(paced, 0.5))} / ${ms(percentile(paced, 0.999))} / ${Math.max(...paced).toFixed(0)}`,
      "  the same, twin without back-fill": `${ms(percentile(twinPaced, 0.5))} / ${ms(percentile(twinPaced, 0.999))} / ${Math.max(...twinPaced).toFixed(0)}`,
      [`searches with no gap: days asked of the stand-in in their ${SECONDS} s`]: daysDuring,
      "  search p99 ms while the back-fill runs": +ms(p99),
      "  search p99 ms, twin server without back-fill, same points in turn (baseline)": +ms(twinP99),
      "  ratio to the twin (target ≤ 1.5)": +(p99 / twinP99).toFixed(2),
      "  search p99 ms, same server once the back-fill is done (baseline)": +ms(afterP99),
      "  ratio to the same server after": +(p99 / afterP99).toFixed(2),
      "  twin's p99 ms in the after window (the machine's drift)": +ms(percentile(twinAfter, 0.99)),
      "  search p50 ms while / twin / after": `${ms(percentile(during, 0.5))} / ${ms(percentile(twinDuring, 0.5))} / ${ms(percentile(after, 0.5))}`,
      "  search p99.9 ms while / twin / after": `${ms(percentile(during, 0.999))} / ${ms(percentile(twinDuring, 0.999))} / ${ms(percentile(after, 0.999))}`,
      "  longest search ms while / twin / after": `${Math.max(...during).toFixed(0)} / ${Math.max(...twinDuring).toFixed(0)} / ${Math.max(...after).toFixed(0)}`,
      "  server's longest event-loop delay ms while / after": `${loopDuring.max.toFixed(0)} / ${loopAfter.max.toFixed(0)}`,
      "  server's event-loop delay p99 ms while / after": `${ms(loopDuring.p99)} / ${ms(loopAfter.p99)}`,
      "  searches while / after": `${during.length} / ${after.length}`,
      "back-fill of all the days by the server, s (from the first day served)": Math.round(backfillS),
    };
  } finally {
    await server.stop();
    await twin.stop();
    await standIn.close();
  }
}
