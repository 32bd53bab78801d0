// searchruta under the hostile polylines, on the real server with the national data: the
// slowest answer to any of them (refused with a 400, or answered when its work is within the limits)
// and the longest a health probe sent alongside
// had to wait, beside a real 1,000 km route of 20,000 vertices measured in the same run.
import { encodePolyline } from "../src/domain/polyline.ts";
import { HOSTILE_ROUTES, MADRID } from "../tests/helpers/hostile-routes.ts";
import { densify } from "../tests/helpers/route-fixtures.ts";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { startServer, AS_NPM_START } from "./server-process.ts";

const ROUNDS = 5;
const SEARCHRUTA = "/api/gasolinaeco/searchruta";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Madrid → Guadalajara → Zaragoza → Barcelona, 20,000 vertices. */
function realRoute(): string {
  const flat = densify([[40.4168, -3.7038], [40.63, -3.16], [41.35, -1.64], [41.6488, -0.8891], [41.39, 2.17]], 20_000);
  const points: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) points.push([flat[i]!, flat[i + 1]!]);
  return encodePolyline(points);
}

async function timedSearch(url: string, ruta: string, anchoKm = 5): Promise<{ ms: number; status: number }> {
  const body = JSON.stringify({ combustible: "diesel", latitud: MADRID[0], longitud: MADRID[1], ruta, anchoKm });
  const sent = performance.now();
  const res = await fetch(url + SEARCHRUTA, { method: "POST", headers: { "content-type": "application/json" }, body });
  await res.arrayBuffer();
  return { ms: performance.now() - sent, status: res.status };
}

export async function runHostileRoutesBench(): Promise<Record<string, number | string>> {
  const server = await startServer({ FEED_FILE: NATIONAL_FILE }, { ...AS_NPM_START, waitForStations: true });
  try {
    const real = realRoute();
    for (let i = 0; i < 3; i++) await timedSearch(server.url, real); // JIT warm-up
    const realTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) realTimes.push((await timedSearch(server.url, real)).ms);
    const realMs = median(realTimes);

    let probing = true;
    const waits: number[] = [];
    const probe = (async () => {
      while (probing) {
        const sent = performance.now();
        await (await fetch(`${server.url}/api/health`)).arrayBuffer();
        waits.push(performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const perCase: { name: string; ms: number; status: number }[] = [];
    for (const { name, ruta, anchoKm } of HOSTILE_ROUTES) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < ROUNDS; i++) ({ ms: times[i]!, status } = await timedSearch(server.url, ruta, anchoKm));
      perCase.push({ name, ms: median(times), status });
    }
    probing = false;
    await probe;

    const worst = perCase.reduce((a, b) => (b.ms > a.ms ? b : a));
    return {
      "real 1,000 km route, 20,000 vertices, 5 km each side, median ms (baseline)": +realMs.toFixed(1),
      "worst hostile polyline, median ms (client to answer, over loopback)": +worst.ms.toFixed(1),
      "  which": worst.name,
      "  its ratio to the real route": +(worst.ms / realMs).toFixed(2),
      "health probe worst wait ms while they run (target ≤ 100)": +Math.max(...waits).toFixed(1),
      "health probe median wait ms": +median(waits).toFixed(1),
      ...Object.fromEntries(perCase.map(({ name, ms, status }) => [`  ${name}: ms (status)`, `${ms.toFixed(1)} (${status})`])),
    };
  } finally {
    await server.stop();
  }
}
