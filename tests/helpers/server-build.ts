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

/** The server's programs: the server itself and its command-line tools (npm run ingest | moderate | backup | restore). */
type Program = "main" | "ingest" | "moderate" | "backup" | "restore";

/**
 * Node's arguments to run one of the server's programs, in the form serverForm() picks: compiled, as
 * production runs it (`npm run serve`; a tool through scripts/server-cli.js, as `npm run ingest` does),
 * or from source through tsx.
 */
export function serverProgramArgs(program: Program = "main"): string[] {
  if (serverForm() === "source") return ["--import", "tsx", program === "main" ? "server/main.ts" : `server/cli/${program}.ts`];
  return program === "main" ? [COMPILED_SERVER] : ["--enable-source-maps", "scripts/server-cli.js", program];
}

/** A command-line tool's program and its arguments. */
export const serverCliArgs = (tool: Exclude<Program, "main">, args: string[]): string[] => [...serverProgramArgs(tool), ...args];
