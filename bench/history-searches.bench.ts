// Searches while the server back-fills the national history: the real server (as `npm start` runs
// it) against a local stand-in for the Ministry that serves the national file as today's feed and, as
// each past day, the same stations with their prices moved on a seeded random walk. One client asks
// nearby searches one after another, first while the back-fill runs, then once it is over (the
// baseline, same server, same run).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import { mulberry32 } from "../tests/helpers/seeded-random.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { AS_NPM_START, startServer } from "./server-process.ts";

const DAYS = Number(process.env.BENCH_HISTORY_SEARCH_DAYS ?? 6);
const SECONDS = 15;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

type Row = Record<string, string>;

async function nationalStandIn() {
  const raw = await readFile(NATIONAL_FILE);
  const document = JSON.parse(gunzipSync(raw).toString("utf8")) as { Fecha: string; ListaEESSPrecio: Row[] };
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
  const server = http.createServer((req, res) => {
    const hist = /EstacionesTerrestresHist\/(\d{2}-\d{2}-\d{4})$/.exec(req.url ?? "");
    const body = hist ? day(hist[1]!) : raw;
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

/** Nearby searches one after another at points around Spain, for `seconds`; each answer's ms. */
async function searches(url: string, seconds: number, seed: number): Promise<number[]> {
  const random = mulberry32(seed);
  const until = Date.now() + seconds * 1000;
  const times: number[] = [];
  while (Date.now() < until) {
    const body = JSON.stringify({ distancia: 10, producto: "diesel", latitud: 37 + random() * 6, longitud: -6 + random() * 8 });
    const sent = performance.now();
    const res = await fetch(`${url}/api/gasolinaeco/search`, { method: "POST", headers: { "content-type": "application/json" }, body });
    await res.arrayBuffer();
    times.push(performance.now() - sent);
  }
  return times;
}

export async function runHistorySearchBench(): Promise<Record<string, number | string>> {
  const standIn = await nationalStandIn();
  const firstDay = standIn.nextServed();
  const server = await startServer(
    { FEED_URL: standIn.url, FEED_RETRIES: "0", HISTORY_DAYS: String(DAYS), HISTORY_PAUSE_MS: "0" },
    { ...AS_NPM_START, waitForStations: true, readyTimeoutMs: 300_000 },
  );
  try {
    await firstDay;
    const started = performance.now();
    const during = await searches(server.url, SECONDS, 1);
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
    const baseline = await searches(server.url, SECONDS, 1);
    const p99 = percentile(during, 0.99);
    const baseP99 = percentile(baseline, 0.99);
    return {
      "national days back-filled beside the searches": DAYS,
      "back-fill of those days by the server, s (from the first day served)": Math.round(backfillS),
      "search p99 ms, back-fill done (baseline)": +baseP99.toFixed(1),
      "search p99 ms while the back-fill runs": +p99.toFixed(1),
      "  its ratio to the baseline": +(p99 / baseP99).toFixed(2),
      "search p50 ms while / after": `${percentile(during, 0.5).toFixed(1)} / ${percentile(baseline, 0.5).toFixed(1)}`,
      "longest search ms while the back-fill runs": +Math.max(...during).toFixed(0),
    };
  } finally {
    await server.stop();
    await standIn.close();
  }
}
