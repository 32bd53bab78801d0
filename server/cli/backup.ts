// Copies the embedded database (PGlite under DATA_DIR) to one file, with the server stopped:
//   npm run backup -- --out <fichero>
// On PostgreSQL (DATABASE_URL) use pg_dump instead. Exit code 1 when nothing was written.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { backupEmbedded } from "../db/embedded-backup.ts";
import { runBackupCommand } from "./backup-command.ts";

await runBackupCommand("Uso: npm run backup -- --out <fichero>", () => parseArgs({ options: { out: { type: "string" } }, strict: true }).values.out,
  (file) => backupEmbedded(loadConfig().dataDir, file));
