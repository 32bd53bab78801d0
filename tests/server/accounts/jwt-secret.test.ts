import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadJwtSecret } from "../../../server/accounts/jwt-secret.ts";
import { createPostgresDb } from "../../../server/db/postgres-db.ts";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";

describe("the token signing key", () => {
  let dataDir = "";
  beforeAll(async () => { dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-jwt-")); });
  afterAll(async () => { await rm(dataDir, { recursive: true, force: true }); });

  it("is JWT_SECRET when it is set", async () => {
    const key = await loadJwtSecret({ jwtSecret: "s".repeat(40), dataDir });
    expect(new TextDecoder().decode(key)).toBe("s".repeat(40));
  });

  it("is generated once into DATA_DIR/jwt-secret with mode 0600 and reused after a restart", async () => {
    const first = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    const second = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect((await stat(path.join(dataDir, "jwt-secret"))).mode & 0o777).toBe(0o600);
  });
});

const postgres = TEST_DB_KINDS.find((kind) => kind.name === "postgres");
if (!postgres) console.warn("\n*** TEST_DATABASE_URL not set: the shared signing key tests are skipped ***\n");

describe.skipIf(!postgres)("the token signing key of processes sharing one PostgreSQL", () => {
  let db: Awaited<ReturnType<NonNullable<typeof postgres>["create"]>>;
  const dataDirs: string[] = [];
  const newDataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-jwt-pg-"));
    dataDirs.push(dir);
    return dir;
  };
  beforeAll(async () => { db = await postgres!.create(); });
  afterAll(async () => {
    await db.dispose();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it("is one key for processes with their own DATA_DIR starting together, kept in the database only", async () => {
    await db.query("delete from server_keys");
    const schema = (await db.query<{ s: string }>("select current_schema() as s"))[0]!.s;
    // Each "process" has its own pool and its own DATA_DIR.
    const pools = await Promise.all([1, 2, 3].map(() => createPostgresDb(process.env.TEST_DATABASE_URL!, { schema, max: 1 })));
    try {
      const dirs = await Promise.all(pools.map(() => newDataDir()));
      const keys = await Promise.all(pools.map((pool, i) => loadJwtSecret({ jwtSecret: undefined, dataDir: dirs[i]!, db: pool })));
      expect(keys[0]!.length).toBeGreaterThanOrEqual(32);
      expect(keys[1]).toEqual(keys[0]);
      expect(keys[2]).toEqual(keys[0]);
      for (const dir of dirs) expect(await readdir(dir)).toEqual([]);
      expect(await loadJwtSecret({ jwtSecret: undefined, dataDir: await newDataDir(), db })).toEqual(keys[0]);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  it("starts from the key an older start left in DATA_DIR, so the tokens it signed stay valid", async () => {
    await db.query("delete from server_keys");
    const dir = await newDataDir();
    await writeFile(path.join(dir, "jwt-secret"), "k".repeat(64) + "\n", { mode: 0o600 });
    const key = await loadJwtSecret({ jwtSecret: undefined, dataDir: dir, db });
    expect(new TextDecoder().decode(key)).toBe("k".repeat(64));
    expect(new TextDecoder().decode(await loadJwtSecret({ jwtSecret: undefined, dataDir: await newDataDir(), db }))).toBe("k".repeat(64));
  });
});
