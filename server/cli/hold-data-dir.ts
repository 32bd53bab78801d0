// The command-line tools that open the embedded database take DATA_DIR as the server does
// (server/data-dir-lock.ts): while the server or another tool holds it, they stop with its line.
import { mkdirSync } from "node:fs";
import { lockDataDir } from "../data-dir-lock.ts";

/** On PGlite, holds DATA_DIR until this process ends, or ends it with exit code 1; nothing on PostgreSQL. */
export function holdEmbeddedDataDir(config: { databaseUrl?: string | undefined; dataDir: string }, program: string): void {
  if (config.databaseUrl) return;
  mkdirSync(config.dataDir, { recursive: true });
  const taken = lockDataDir(config.dataDir, program);
  if (taken.ok) return;
  console.error(taken.message);
  process.exit(1);
}
