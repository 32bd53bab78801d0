// Creates a new PGlite data directory in a short-lived child process, as PostgreSQL's own initdb is a
// program of its own. PGlite's initdb runs a second Postgres and the initdb WebAssembly side by side
// and copies the new cluster between them: ~600 MB at its peak, which the server would otherwise
// carry as its own resident memory until a full garbage collection, many seconds after it started.
// Run apart, that memory goes back to the system with the child, and the server opens the directory
// as it opens it on every later start.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describeWriteError } from "../data-dir-check.ts";

const execFileAsync = promisify(execFile);

/** PGlite's file system reports WASI errno numbers ("ErrnoError errno 51"): the ones a full or read-only disk gives. */
const WASI_ERRNO: Record<string, string> = { "51": "ENOSPC", "69": "EROFS", "63": "EPERM", "2": "EACCES", "19": "EDQUOT" };

function initdbFailure(stderr: string): string {
  const errno = /ErrnoError[^\n]*errno:\s*(\d+)/.exec(stderr)?.[1];
  const code = errno ? WASI_ERRNO[errno] : undefined;
  return (code && describeWriteError(code)) ?? stderr.trim().split("\n").filter(Boolean).at(-2) ?? stderr.trim();
}

/** A data directory Postgres has initialised holds PG_VERSION. */
export function isInitialisedDataDir(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}

/**
 * V8's baseline WebAssembly compiler only, as the server runs PGlite (pglite-db.ts): initdb is a few
 * seconds of SQL, too short for the optimising compiler's background work on 9 MB of WebAssembly to
 * pay off. Measured over three initdbs each way: a third less CPU (2.5 s instead of 3.8 s) and a
 * peak of ~770 MB instead of ~900 MB.
 */
const BASELINE_WASM_ONLY = ["--no-wasm-tier-up", "--no-wasm-dynamic-tiering"];

export async function initialisePgliteDataDir(dataDir: string): Promise<void> {
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const pg = await PGlite.create(${JSON.stringify(dataDir)});
await pg.close();`;
  try {
    await execFileAsync(process.execPath, [...BASELINE_WASM_ONLY, "--input-type=module", "--eval", script], { timeout: 120_000, maxBuffer: 1024 * 1024 });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`No se pudo crear la base de datos embebida en ${dataDir}: ${stderr ? initdbFailure(stderr) : (error as Error).message}`, { cause: error });
  }
  if (!isInitialisedDataDir(dataDir)) throw new Error(`No se pudo crear la base de datos embebida en ${dataDir}: falta PG_VERSION`);
}
