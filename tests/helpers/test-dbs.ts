// The databases every integration test runs against: PGlite in memory always, and the real PostgreSQL
// server of TEST_DATABASE_URL when set (CI sets it). Each Postgres test Db gets its own fresh schema so
// test files can run in parallel on one database.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import type { Db } from "../../server/db/db.ts";
import { createPgliteDb } from "../../server/db/pglite-db.ts";
import { createPostgresDb } from "../../server/db/postgres-db.ts";
import { migrate } from "../../server/db/migrate.ts";

export interface TestDbKind {
  name: "pglite" | "postgres";
  /** A migrated, empty database; close it with `dispose`. */
  create(): Promise<Db & { dispose(): Promise<void> }>;
}

// PGlite's initdb is most of the cost of a new database: each one is a copy of the migrated, empty
// database the run's global setup made (tests/helpers/pglite-template.ts), or, without that setup,
// of the first one this file created.
let migratedEmpty: Promise<Blob> | undefined;

function migratedEmptyDump(): Promise<Blob> {
  const made = inject("pgliteTemplateDump");
  migratedEmpty ??= made
    ? readFile(made).then((bytes) => new Blob([bytes]))
    : (async () => {
        const db = await createPgliteDb();
        try {
          await migrate(db);
          return await db.dumpDataDir();
        } finally {
          await db.close();
        }
      })();
  return migratedEmpty;
}

const pgliteKind: TestDbKind = {
  name: "pglite",
  async create() {
    const db = await createPgliteDb(undefined, await migratedEmptyDump());
    // Already migrated: run for what it checks (every migration recorded), as on a new database.
    await migrate(db);
    return Object.assign(db, { dispose: () => db.close() });
  },
};

function postgresKind(url: string): TestDbKind {
  return {
    name: "postgres",
    async create() {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const db = await createPostgresDb(url, { schema, max: 4 });
      await migrate(db);
      return Object.assign(db, {
        async dispose() {
          await db.close();
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`drop schema ${schema} cascade`);
          await cleanup.end();
        },
      });
    },
  };
}

export const TEST_DB_KINDS: TestDbKind[] = process.env.TEST_DATABASE_URL
  ? [pgliteKind, postgresKind(process.env.TEST_DATABASE_URL)]
  : [pgliteKind];

if (!process.env.TEST_DATABASE_URL && process.env.CI) {
  throw new Error("CI is set but TEST_DATABASE_URL is not: the PostgreSQL tests would be skipped.");
}
