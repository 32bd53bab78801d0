// Chooses the database from configuration: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Db } from "./db.ts";
import { migrate } from "./migrate.ts";

export async function openDb(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  let db: Db;
  // Only the driver in use is loaded: the other one's code would be resident memory for nothing.
  if (config.databaseUrl) {
    const { createPostgresDb } = await import("./postgres-db.ts");
    db = await createPostgresDb(config.databaseUrl);
  } else {
    const { createPgliteDb } = await import("./pglite-db.ts");
    const dir = path.resolve(config.dataDir, "pglite");
    await mkdir(dir, { recursive: true });
    db = await createPgliteDb(dir);
  }
  await migrate(db);
  return db;
}
