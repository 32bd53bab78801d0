// Loads prices by hand, for first starts without network and for history:
//   npm run ingest -- --file F [--force]        a saved response (.json or .json.gz) becomes the current data
//   npm run ingest -- --date dd-mm-yyyy [--file F]   back-fills that day's history (from the Ministry, or F)
// Uses the same configuration and database as the server. Exit code 1 when the run fails.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { openDb } from "../db/open-db.ts";
import { ministryHistorySource, parseHistoryDay, runBackfill } from "../feed/backfill.ts";
import type { IngestResult } from "../feed/ingest.ts";
import { fileSource, runFeed } from "../feed/run-feed.ts";
import { summariseRun, summariseRunEnglish } from "../feed/run-summary.ts";
import { holdEmbeddedDataDir } from "./hold-data-dir.ts";

const USAGE = `Uso / usage:
  npm run ingest -- --file <feed.json|feed.json.gz> [--force]
  npm run ingest -- --date <dd-mm-aaaa> [--file <feed.json>]
  --force  acepta el fichero aunque traiga menos de la mitad de estaciones que la última carga del mismo origen
           / accept the file even with fewer than half the stations of the last run from the same source`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        file: { type: "string" },
        date: { type: "string" },
        force: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (args.help || (!args.file && !args.date)) {
    console.log(USAGE);
    return args.help ? 0 : 1;
  }

  const config = loadConfig();
  const file = args.file ? path.resolve(args.file) : undefined;
  const day = args.date ? parseHistoryDay(args.date) : undefined;
  holdEmbeddedDataDir(config, "npm run ingest");
  const db = await openDb(config);
  const started = performance.now();
  try {
    let result: IngestResult;
    let heading: string;
    if (day) {
      const source = file ? fileSource(file) : ministryHistorySource(config, day, (m) => console.log(m));
      console.log(`Histórico del ${day.label} / history of ${day.label}: ${source.name}`);
      const backfill = await runBackfill(db, day, source);
      result = backfill;
      heading = backfill.mode === "history"
        ? "Histórico completado / history back-filled"
        : "Sin datos más recientes: el día pasa a ser el dato actual / no newer data: the day became current";
    } else {
      const source = fileSource(file as string);
      console.log(`Ingesta de / ingesting ${source.name}`);
      result = await runFeed(db, source, { minShareOfPrevious: args.force ? 0 : undefined });
      heading = "Ingesta correcta / ingest ok";
    }
    const elapsed = performance.now() - started;
    console.log(`${heading} (${db.kind}, run ${result.runId})`);
    console.log(`  ${summariseRun(result, elapsed)}`);
    console.log(`  ${summariseRunEnglish(result, elapsed)}`);
    return 0;
  } catch (error) {
    console.error(`Ingesta fallida / ingest failed: ${(error as Error).message}`);
    console.error("Los datos anteriores no han cambiado / previous data left unchanged");
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`Error: ${(error as Error).message}`);
    process.exitCode = 1;
  },
);
