// Applies server/db/migrations/NNN_name.sql in order, each once, each in its own transaction.
// Several processes may start together on one empty PostgreSQL: every step runs under a transaction
// advisory lock (keyed by the schema, so tests on other schemas do not wait) and checks again, inside
// it, whether another process has already applied the migration.
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Db, DbQueries } from "./db.ts";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

const lockMigrations = (tx: DbQueries) =>
  tx.query("select pg_advisory_xact_lock(hashtextextended('gasolinaeco:migrate:' || current_schema(), 0))");

export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key, applied_at timestamptz not null default now())`);
  });
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const done = new Set((await db.query<{ version: string }>("select version from schema_migrations")).map((r) => r.version));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, "utf8");
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      const [already] = await tx.query("select 1 from schema_migrations where version = $1", [file]);
      if (already) return false;
      await tx.exec(sql);
      await tx.query("insert into schema_migrations (version) values ($1)", [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
