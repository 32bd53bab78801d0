// Every product searchable: new-point searches on the 2019 national file (the national
// file that lists 10 products; today's lists two), every request a point never asked before, with
// the Accept-Encoding browsers send. The same server answers, in rounds alternating with each other,
// the four fuels the app searched before (95, 98, diesel, GLP) and every product the file sells, each
// in turn; the figures are that load's beside the four-fuel one, in the same run. A product sold at
// few stations (GNC, GNL, biodiésel) has a small index of its own, so it should cost no more.
import { SEARCH_PRODUCT_CODES, SEARCH_PRODUCTS } from "../src/domain/fuels.ts";
import { parseFeed } from "../server/feed/parse-feed.ts";
import { readFeedFile } from "../server/feed/read-feed-file.ts";
import { newPointSearches, runLoad } from "./load-client.ts";
import { startServer, AS_NPM_START } from "./server-process.ts";

export const NATIONAL_2019_FILE = "../shared/data/estaciones-nacional-2019-09-04.json.gz";
const ROUNDS = 3;
const FOUR_FUELS = ["95", "98", "diesel", "glp"] as const;
const SEED = 27;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runEveryProductBench(seconds = 10): Promise<Record<string, number | string>> {
  const stations = parseFeed(await readFeedFile(NATIONAL_2019_FILE)).stations;
  const sold = SEARCH_PRODUCT_CODES.filter((code) => stations.some((s) => (s.prices[SEARCH_PRODUCTS[code]] ?? 0) > 0));
  const server = await startServer({ FEED_FILE: NATIONAL_2019_FILE }, { ...AS_NPM_START, waitForStations: true });
  try {
    const loads = {
      four: newPointSearches(stations, FOUR_FUELS, SEED),
      every: newPointSearches(stations, sold, SEED),
    };
    for (const what of Object.values(loads)) await runLoad(server.url, what, 2);
    const rounds = { four: [] as { rps: number; p99: number; errors: number }[], every: [] as { rps: number; p99: number; errors: number }[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of round % 2 === 0 ? (["four", "every"] as const) : (["every", "four"] as const)) {
        const result = await runLoad(server.url, loads[name], seconds);
        rounds[name].push({ rps: result.rps, p99: result.p99Ms, errors: result.errors });
      }
    }
    const rps = (name: keyof typeof rounds) => median(rounds[name].map((r) => r.rps));
    const p99 = (name: keyof typeof rounds) => Math.max(...rounds[name].map((r) => r.p99));
    return {
      "products the file sells, searched in turn": `${sold.length} (${sold.join(", ")})`,
      "four fuels (95, 98, diesel, GLP): new point req/s (median of rounds)": Math.round(rps("four")),
      "every product: new point req/s (median of rounds)": Math.round(rps("every")),
      "every product / four fuels, req/s": (rps("every") / rps("four")).toFixed(2),
      "p99 ms, worst round: four fuels / every product": `${p99("four")} / ${p99("every")}`,
      "errors or non-2xx": [...rounds.four, ...rounds.every].reduce((sum, r) => sum + r.errors, 0),
    };
  } finally {
    await server.stop();
  }
}
