// The two price reports (average by province and by brand), computed once per index rebuild (both
// by the first call of either): the first call after the national ingest, then the median of the
// next ones, beside a health check sent the same way in the same run.
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { startServer, AS_NPM_START } from "./server-process.ts";

const CALLS = 50;
const REPORTS = ["/api/reporting/informemediaprovinciaproducto", "/api/reporting/informemediabanderaproducto"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runReportsBench(): Promise<Record<string, number | string>> {
  const server = await startServer({ FEED_FILE: NATIONAL_FILE }, { ...AS_NPM_START, waitForStations: true });
  try {
    const cookie = (await fetch(`${server.url}/api/health`)).headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="))!.split(";")[0]!;
    const headers = { "content-type": "application/json", cookie, "x-xsrf-token": cookie.slice("XSRF-TOKEN=".length) };
    const timed = async (path: string, method: "GET" | "POST" = "POST") => {
      const sent = performance.now();
      const res = await fetch(server.url + path, { method, headers, ...(method === "POST" ? { body: "{}" } : {}) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return performance.now() - sent;
    };
    const figures: Record<string, number | string> = {};
    const health: number[] = [];
    for (let i = 0; i < CALLS; i++) health.push(await timed("/api/health", "GET"));
    figures["health median ms (baseline)"] = +median(health).toFixed(2);
    for (const path of REPORTS) {
      const first = await timed(path);
      const later: number[] = [];
      for (let i = 0; i < CALLS; i++) later.push(await timed(path));
      const name = path.slice(path.lastIndexOf("/") + 1);
      figures[`${name}: first call ms`] = +first.toFixed(1);
      figures[`${name}: median of the next ${CALLS} ms (/ health)`] = `${median(later).toFixed(2)} (${(median(later) / median(health)).toFixed(2)})`;
    }
    return figures;
  } finally {
    await server.stop();
  }
}
