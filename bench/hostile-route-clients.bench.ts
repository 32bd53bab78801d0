// Four clients looping on the largest route search the limits accept (49,999 vertices, desvioKm 5)
// against the real server with the national data, and a health probe beside them: its p99 (target
// ≤ 100 ms) beside its own p99 with no route clients, in the same run. The clients share one address
// (loopback), so they share one work budget (RATE_ROUTE_WORK_PER_MIN): most of their requests get a
// 429, and the figures say how many were answered.
// Runnable alone: node --import tsx bench/hostile-route-clients.bench.ts
import { pathToFileURL } from "node:url";
import { largestAcceptedRoute, MADRID } from "../tests/helpers/hostile-routes.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { startServer, AS_NPM_START } from "./server-process.ts";

const CLIENTS = 4;
const SECONDS = 15;
const BASELINE_SECONDS = 5;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** Sequential health probes (one every 5 ms after each answer) until `stop` resolves. */
async function probeHealth(url: string, stop: Promise<void>): Promise<number[]> {
  let running = true;
  void stop.then(() => (running = false));
  const waits: number[] = [];
  while (running) {
    const sent = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    waits.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return waits;
}

export async function runHostileRouteClientsBench(): Promise<Record<string, number | string>> {
  const server = await startServer({ FEED_FILE: NATIONAL_FILE }, { ...AS_NPM_START, waitForStations: true });
  try {
    const body = JSON.stringify({ combustible: "diesel", latitud: MADRID[0], longitud: MADRID[1], ruta: largestAcceptedRoute(), desvioKm: 5 });
    const search = async () => {
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/gasolinaeco/searchruta`, { method: "POST", headers: { "content-type": "application/json" }, body });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - sent };
    };
    const first = await search(); // also warms the JIT
    const baseline = await probeHealth(server.url, new Promise((r) => setTimeout(r, BASELINE_SECONDS * 1000)));

    const statuses = new Map<number, number>();
    const answeredMs: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < until) {
        const { status, ms } = await search();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) answeredMs.push(ms);
      }
    });
    const underAttack = await probeHealth(server.url, Promise.all(clients).then(() => undefined));
    const baseP99 = percentile(baseline, 0.99);
    const p99 = percentile(underAttack, 0.99);
    return {
      "one largest search alone, ms (status)": `${first.ms.toFixed(0)} (${first.status})`,
      "health p99 ms, no route clients (baseline)": +baseP99.toFixed(1),
      [`health p99 ms, ${CLIENTS} looping route clients (target ≤ 100)`]: +p99.toFixed(1),
      "  its ratio to the baseline": +(p99 / baseP99).toFixed(2),
      "health p50 / max ms with them": `${percentile(underAttack, 0.5).toFixed(1)} / ${Math.max(...underAttack).toFixed(1)}`,
      "route answers in the run (status: count)": [...statuses].map(([s, n]) => `${s}: ${n}`).join(", "),
      "answered searches, median ms": answeredMs.length ? +percentile(answeredMs, 0.5).toFixed(0) : "none",
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [label, value] of Object.entries(await runHostileRouteClientsBench())) console.log(`  ${label.padEnd(58)} ${value}`);
}
