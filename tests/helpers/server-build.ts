// Which form of the server a test spawns: the compiled dist-server/ when `npm run build` made it from
// the code as it is now (CI builds before the unit tests), otherwise the TypeScript source through tsx
// (`npm run check` without a build). Same program either way; the compiled one starts without tsx
// compiling server/ and src/ at every spawn, seconds of CPU per process on a small machine.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { COMPILED_SERVER, type ServerForm } from "../../bench/server-process.ts";

/** What dist-server/ is built from (scripts/build-server.js bundles server/ and the src/ it imports). */
const SOURCE_DIRS = ["server", "src", "scripts/build-server.js"];

function newestChangeMs(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChangeMs(path.join(entry, name)));
  return newest;
}

let chosen: ServerForm | undefined;

/** "compiled" when dist-server/main.js is newer than every file it is built from, else "source". */
export function serverForm(): ServerForm {
  if (chosen) return chosen;
  let builtMs = 0;
  try {
    builtMs = statSync(COMPILED_SERVER).mtimeMs;
  } catch { /* not built */ }
  chosen = builtMs > 0 && SOURCE_DIRS.every((dir) => newestChangeMs(dir) < builtMs) ? "compiled" : "source";
  return chosen;
}

/** The entries of dist-server/ (scripts/build-server.js SERVER_ENTRIES) and their sources. */
const ENTRY_SOURCES = {
  main: "server/main.ts",
  ingest: "server/cli/ingest.ts",
  moderate: "server/cli/moderate.ts",
  backup: "server/cli/backup.ts",
  restore: "server/cli/restore.ts",
} as const;

/** Node's arguments to run one of the server's programs, in the form serverForm() picks. */
export function serverProgramArgs(entry: keyof typeof ENTRY_SOURCES = "main"): string[] {
  return serverForm() === "compiled" ? [`dist-server/${entry}.js`] : ["--import", "tsx", ENTRY_SOURCES[entry]];
}
