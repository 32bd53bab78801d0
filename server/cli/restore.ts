// Puts a backup of `npm run backup` back as the embedded database, with the server stopped:
//   npm run restore -- --in <fichero>
// The database it replaces is kept aside in DATA_DIR. Exit code 1 when nothing was changed.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { restoreEmbedded } from "../db/embedded-backup.ts";
import { runBackupCommand } from "./backup-command.ts";

await runBackupCommand("Uso: npm run restore -- --in <fichero>", () => parseArgs({ options: { in: { type: "string" } }, strict: true }).values.in,
  (file) => restoreEmbedded(loadConfig().dataDir, file));
