// Several API processes starting together on an empty PostgreSQL each run the migrations:
// they must all succeed, each migration applied once. PostgreSQL only (PGlite is one process);
// skipped loudly without TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/db.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createPostgresDb } from "../../server/db/postgres-db.ts";
import { adminQuery } from "../helpers/pg-admin.ts";

const URL_ = process.env.TEST_DATABASE_URL;
if (!URL_) console.warn("\n*** TEST_DATABASE_URL not set: the concurrent-migration tests are skipped ***\n");

const admin = async (sql: string) => { await adminQuery(URL_!, sql); };

describe.skipIf(!URL_)("migrations run by several processes at once on an empty PostgreSQL", () => {
  const schemas: string[] = [];
  const dbs: Db[] = [];

  const freshSchema = async () => {
    const schema = `t_mig_${randomBytes(4).toString("hex")}`;
    await admin(`create schema ${schema}`);
    schemas.push(schema);
    return schema;
  };
  const pools = async (schema: string, count: number) => {
    const opened = await Promise.all(Array.from({ length: count }, () => createPostgresDb(URL_!, { schema, max: 2 })));
    dbs.push(...opened);
    return opened;
  };

  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    for (const schema of schemas) await admin(`drop schema if exists ${schema} cascade`);
  });

  it("all succeed, five rounds of four, and each migration is recorded once", async () => {
    for (let round = 0; round < 5; round++) {
      const schema = await freshSchema();
      const results = await Promise.allSettled((await pools(schema, 4)).map((db) => migrate(db)));
      expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      const applied = results.flatMap((r) => (r as PromiseFulfilledResult<string[]>).value);
      const [first] = dbs.slice(-4);
      const recorded = await first!.query<{ version: string }>("select version from schema_migrations order by version");
      expect(applied.sort()).toEqual(recorded.map((r) => r.version));
    }
  });
});
