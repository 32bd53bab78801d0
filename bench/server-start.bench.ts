// What compiling the server buys at start-up: the same data directory (stations already ingested) is
// opened by the compiled server (dist-server/main.js, as `npm start` runs it) and by the TypeScript
// source through tsx (as `npm start` ran it before), in turns, three times each. Measured: the time
// from spawning node until the stations are loaded and served, and resident memory at that moment.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NATIONAL_FILE } from "./ingest.bench.ts";
import { COMPILED_SERVER, SERVER_NODE_ARGS, startServer, type ServerForm } from "./server-process.ts";

const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startOnce(form: ServerForm, dataDir: string, env: Record<string, string>): Promise<{ readyMs: number; rssMb: number }> {
  const started = performance.now();
  const server = await startServer({ ...env, DATA_DIR: dataDir }, { form, waitForStations: true, nodeArgs: SERVER_NODE_ARGS });
  const readyMs = performance.now() - started;
  const rssMb = await server.rssMb();
  await server.stop();
  return { readyMs, rssMb };
}

export async function runServerStartBench(): Promise<Record<string, number | string>> {
  if (!existsSync(COMPILED_SERVER)) return { skipped: `no ${COMPILED_SERVER}: run \`npm run build\` first` };
  const dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-start-"));
  try {
    // First start ingests the national file; every measured start finds it in the database.
    await startOnce("compiled", dataDir, { FEED_FILE: NATIONAL_FILE });
    const runs: Record<ServerForm, { readyMs: number; rssMb: number }[]> = { compiled: [], source: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const form of ["source", "compiled"] as const) runs[form].push(await startOnce(form, dataDir, {}));
    }
    const ready = (form: ServerForm) => median(runs[form].map((r) => r.readyMs));
    const rss = (form: ServerForm) => median(runs[form].map((r) => r.rssMb));
    return {
      "tsx source: spawn to stations loaded, ms (median of 3)": Math.round(ready("source")),
      "compiled: spawn to stations loaded, ms (median of 3)": Math.round(ready("compiled")),
      "compiled / tsx start time": +(ready("compiled") / ready("source")).toFixed(2),
      "tsx source: RSS with stations loaded, MB": +rss("source").toFixed(1),
      "compiled: RSS with stations loaded, MB": +rss("compiled").toFixed(1),
      "compiled / tsx RSS": +(rss("compiled") / rss("source")).toFixed(2),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
