import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../helpers/test-dbs.ts";
import { migrate } from "../../server/db/migrate.ts";

describe.each(TEST_DB_KINDS)("database ($name)", (kind) => {
  let db: Awaited<ReturnType<typeof kind.create>>;
  beforeAll(async () => { db = await kind.create(); });
  afterAll(async () => { await db.dispose(); });

  it("applies every migration once and a second run applies none", async () => {
    const rows = await db.query<{ version: string }>("select version from schema_migrations order by version");
    expect(rows.map((r) => r.version)).toContain("001_feed.sql");
    expect(await migrate(db)).toEqual([]);
  });

  it("rolls a transaction back when its body throws", async () => {
    await expect(db.transaction(async (tx) => {
      await tx.query("insert into feed_runs (started_at, source, outcome) values (now(), 'x', 'running')");
      throw new Error("boom");
    })).rejects.toThrow("boom");
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from feed_runs");
    expect(row?.n).toBe(0);
  });

  it("passes arrays as parameters for bulk statements", async () => {
    const rows = await db.query<{ x: number }>("select unnest($1::float8[]) as x", [[1.5, 2.25]]);
    expect(rows.map((r) => r.x)).toEqual([1.5, 2.25]);
  });
});
