// What `npm run backup` and `npm run restore` share: the file argument, the refusal on PostgreSQL,
// one Spanish line for the outcome and the exit code.
import type { BackupOutcome } from "../db/embedded-backup.ts";

export async function runBackupCommand(usage: string, fileArgument: () => string | undefined, run: (file: string) => Promise<BackupOutcome>): Promise<void> {
  let file: string | undefined;
  try {
    file = fileArgument();
  } catch {
    file = undefined;
  }
  if (!file) {
    console.error(usage);
    process.exit(1);
  }
  if (process.env.DATABASE_URL) {
    console.error("Con DATABASE_URL la base de datos es PostgreSQL: haz la copia con pg_dump y restáurala con pg_restore.");
    process.exit(1);
  }
  const outcome = await run(file);
  (outcome.ok ? console.log : console.error)(outcome.message);
  process.exit(outcome.ok ? 0 : 1);
}
