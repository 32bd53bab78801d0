// Chooses the database from configuration: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Db } from "./db.ts";
import { createPgliteDb } from "./pglite-db.ts";
import { createPostgresDb } from "./postgres-db.ts";
import { migrate } from "./migrate.ts";

export async function openDb(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = await createPostgresDb(config.databaseUrl);
  } else {
    const dir = path.resolve(config.dataDir, "pglite");
    await mkdir(dir, { recursive: true });
    db = await createPgliteDb(dir);
  }
  await migrate(db);
  return db;
}
