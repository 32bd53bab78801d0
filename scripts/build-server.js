// Compiles the API host (server/) to plain JavaScript in dist-server/, so production runs `node
// dist-server/main.js` instead of compiling TypeScript at every start (tsx). One ES module per entry,
// shared code in chunks beside them; packages stay in node_modules (PGlite's WebAssembly, sharp's and
// argon2's native parts are found there at run time, as before). Everything in dist-server/ sits at
// one level, so the files read by path next to the code (the SQL migrations, the server's message
// catalogs) are copied beside it.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const OUT = path.join(ROOT, "dist-server");

/** The programs of the server: the host, its command-line tools, and what the host runs on worker threads. */
export const SERVER_ENTRIES = {
  main: "server/main.ts",
  // Loaded by path at run time (server/places/places-off-thread.ts), so not in main.js's bundle.
  "places-rebuild-worker": "server/places/places-rebuild-worker.ts",
  // Loaded by path at run time (server/feed/history-day-off-thread.ts): parses a back-filled day.
  "history-day-worker": "server/feed/history-day-worker.ts",
  ingest: "server/cli/ingest.ts",
  moderate: "server/cli/moderate.ts",
  backup: "server/cli/backup.ts",
  restore: "server/cli/restore.ts",
};

rmSync(OUT, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints: SERVER_ENTRIES,
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // A map beside each file: `node --enable-source-maps` turns a stack trace back into TypeScript lines.
  sourcemap: true,
  sourcesContent: false,
  logLevel: "warning",
});
// server/db/migrate.ts reads ./migrations/ next to itself: in dist-server/ that is here.
cpSync(path.join(ROOT, "server/db/migrations"), path.join(OUT, "migrations"), { recursive: true });
// The server's message catalogs (server/i18n/server-i18n.ts reads them beside itself).
cpSync(path.join(ROOT, "server/i18n/locales"), path.join(OUT, "locales"), { recursive: true });
console.log(`dist-server/: ${Object.keys(SERVER_ENTRIES).map((name) => `${name}.js`).join(", ")}`);
