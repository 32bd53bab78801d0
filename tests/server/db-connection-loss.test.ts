// PostgreSQL going away under load: its backends terminated, idle or busy, mid-load. The
// process neither crashes nor answers 500: requests in the gap get 503 with a Spanish message (or
// succeed on a fresh connection), and once the server takes connections again everything answers
// 200 by itself. A server process (server/main.ts) survives the same. Needs the PostgreSQL of
// TEST_DATABASE_URL (CI sets it); skipped loudly without it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/db.ts";
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnavailable } from "../../server/db/database-unavailable.ts";
import { migrate } from "../../server/db/migrate.ts";
import { createPostgresDb } from "../../server/db/postgres-db.ts";
import { createStationCatalog } from "../../server/stations/station-catalog.ts";
import { freePort } from "../../bench/server-process.ts";
import { adminQuery, terminateBackends } from "../helpers/pg-admin.ts";
import { serverProgramArgs } from "../helpers/server-build.ts";

const URL_ = process.env.TEST_DATABASE_URL;
if (!URL_) console.warn("\n*** TEST_DATABASE_URL not set: the PostgreSQL connection-loss tests are skipped ***\n");

/** Terminates every backend of this application name, as a restart or failover would. */
const terminate = (applicationName: string) => terminateBackends(URL_!, applicationName);
const admin = (sql: string) => adminQuery(URL_!, sql);

describe.skipIf(!URL_)("PostgreSQL connections dropped under load", () => {
  const schema = `t_drop_${randomBytes(4).toString("hex")}`;
  const applicationName = `gasolinaeco-drop-${randomBytes(4).toString("hex")}`;
  const logged: string[] = [];
  let db: Db;
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    db = await createPostgresDb(URL_!, { schema, max: 4, applicationName, log: (m) => logged.push(m) });
    await migrate(db);
    const catalog = createStationCatalog(db);
    await catalog.reload();
    const config = loadConfig({ JWT_SECRET: "drop-tests-secret-0123456789-abcdefghij", DATA_DIR: "/nonexistent-drop-tests", STATIC_DIR: "/nonexistent-static" });
    app = buildApp({ config, db, catalog, now: () => new Date(), mailer: { kind: "outbox", send: async () => {} } });
  });
  afterAll(async () => {
    await db?.close();
    await admin(`drop schema if exists ${schema} cascade`);
  });

  /** A call that reads the database on every request: a station's approved opinions. */
  const history = () => app.request("/api/comentarios/get", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ externalID: "1234" }) });

  it("answers 503 in Spanish or 200 while its connections are terminated, idle and busy, never 500, then 200 again", async () => {
    const statuses: number[] = [];
    const messages = new Set<string>();
    let loading = true;
    const load = (async () => {
      while (loading) {
        // A turn of the event loop between requests, so the timers of this test run.
        await new Promise((resolve) => setImmediate(resolve));
        const res = await history();
        statuses.push(res.status);
        if (res.status !== 200) messages.add(((await res.json()) as { message: string }).message);
      }
    })();
    // Busy connections: a slow query and a transaction in flight when the backends go.
    const slow = db.query("select pg_sleep(0.5)").then(() => "ok", (error: unknown) => error);
    const inTransaction = db.transaction(async (tx) => {
      await tx.query("select pg_sleep(0.5)");
      return "ok";
    }).then((v) => v, (error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await terminate(applicationName)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await terminate(applicationName); // the idle ones the pool had opened again meanwhile
    await new Promise((resolve) => setTimeout(resolve, 300));
    loading = false;
    await load;

    expect(await slow).toBeInstanceOf(DatabaseUnavailable);
    expect(await inTransaction).toBeInstanceOf(DatabaseUnavailable);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect([...messages].every((m) => m === DATABASE_UNAVAILABLE_MESSAGE)).toBe(true);
    // Idle connections terminated: the pool hears of it (an unheard 'error' event would end the process).
    expect((await history()).status).toBe(200);
    expect(await terminate(applicationName)).toBeGreaterThan(0);
    await expect.poll(() => logged.some((m) => m.includes("conexión perdida"))).toBe(true);
    // Back by itself: fresh connections.
    for (let i = 0; i < 5; i++) expect((await history()).status).toBe(200);
  });

  it("answers 503 with Retry-After while the database refuses connections", async () => {
    // New connections refused for this application name's database role would need superuser games;
    // a pool pointed at a closed port is the same from the app's side.
    const closed = await freePort();
    const away = await createPostgresDb(URL_!, { schema, max: 2, applicationName, log: () => {} });
    const broken: Db = {
      ...away,
      query: () => Promise.reject(new DatabaseUnavailable(Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${closed}`), { code: "ECONNREFUSED" }))),
    };
    try {
      const config = loadConfig({ JWT_SECRET: "drop-tests-secret-0123456789-abcdefghij", DATA_DIR: "/nonexistent-drop-tests", STATIC_DIR: "/nonexistent-static" });
      const catalog = createStationCatalog(db);
      const awayApp = buildApp({ config, db: broken, catalog, now: () => new Date() });
      const res = await awayApp.request("/api/comentarios/get", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ externalID: "1234" }) });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE, entity: null });
      // Searches are answered from memory meanwhile.
      expect((await awayApp.request("/api/health")).status).toBe(200);
    } finally {
      await away.close();
    }
  });
});

describe.skipIf(!URL_)("a server process whose PostgreSQL connections are terminated", () => {
  const schema = `t_proc_${randomBytes(4).toString("hex")}`;
  const applicationName = `gasolinaeco-proc-${randomBytes(4).toString("hex")}`;
  let child: ReturnType<typeof spawn> | undefined;
  let dataDir = "";
  let output = "";

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    dataDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-proc-"));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    await admin(`drop schema if exists ${schema} cascade`);
  });

  it("keeps running and answers again, with no restart", async () => {
    const port = await freePort();
    const url = new URL(URL_!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    child = spawn(process.execPath, serverProgramArgs("main"), {
      env: { ...process.env, DATABASE_URL: url.href, PGAPPNAME: applicationName, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, FEED_INTERVAL_MIN: "0", FEED_FILE: "/nonexistent/feed.json", ROUTING_URL: "off", GEOCODER_URL: "off", STATIC_DIR: "/nonexistent-static" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d: Buffer) => { output += d; });
    child.stderr!.on("data", (d: Buffer) => { output += d; });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const opinions = () => fetch(`${base}/api/comentarios/get`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ externalID: "1234" }) });
    expect((await opinions()).status).toBe(200);

    expect(await terminate(applicationName)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(child.exitCode, output).toBeNull();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await opinions()).status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    expect(child.exitCode, output).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event/);
  });
});
