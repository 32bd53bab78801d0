// Several server processes (server/main.ts) on one PostgreSQL, as the README's scale-out runs them:
// three starting together on an empty database all serve, and only one of them ingests
// the feed; a token one signs is accepted by another (each has its own DATA_DIR); wrong passwords
// count across processes; an ingest is served by every process within 5 s. Needs the PostgreSQL of
// TEST_DATABASE_URL (CI sets it); skipped loudly without it.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/db.ts";
import { createPostgresDb } from "../../server/db/postgres-db.ts";
import { fileSource, runFeed } from "../../server/feed/run-feed.ts";
import { startServer, type RunningServer } from "../../bench/server-process.ts";
import { serverForm } from "../helpers/server-build.ts";
import { adminQuery, terminateBackends } from "../helpers/pg-admin.ts";
import { feedJson, feedRows } from "./feed/feed-fixture.ts";

const URL_ = process.env.TEST_DATABASE_URL;
if (!URL_) console.warn("\n*** TEST_DATABASE_URL not set: the multi-process PostgreSQL tests are skipped ***\n");

const XSRF = "x".repeat(40);
const EMAIL = "conductora@example.es";
const PASSWORD = "repostaje-compartido-2026";
const LOGIN_FAILURES_PER_MIN = 3;

const admin = async (sql: string) => { await adminQuery(URL_!, sql); };

async function call(server: RunningServer, route: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(server.url + route, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      cookie: `XSRF-TOKEN=${XSRF}`,
      "x-xsrf-token": XSRF,
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; entity: unknown } };
}

const lastUpdate = async (server: RunningServer) =>
  (await call(server, "/api/gasolinaeco/getlastupdate")).body.entity as { fecha: string | null; estaciones: number };

describe.skipIf(!URL_)("three server processes on one PostgreSQL", () => {
  const schema = `t_multi_${randomBytes(4).toString("hex")}`;
  const applicationName = `gasolinaeco-multi-${randomBytes(4).toString("hex")}`;
  let workDir = "";
  let feedFile = "";
  let db: Db | undefined;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    workDir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-multi-"));
    feedFile = path.join(workDir, "feed.json");
    await writeFile(feedFile, feedJson(feedRows(20), "01/10/2025 08:00:00"));
    const url = new URL(URL_!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const env = {
      DATABASE_URL: url.href,
      FEED_FILE: feedFile,
      FEED_INTERVAL_MIN: "30",
      RATE_LOGIN_FAILURES_PER_MIN: String(LOGIN_FAILURES_PER_MIN),
      ROUTING_URL: "off",
      GEOCODER_URL: "off",
      STATIC_DIR: "/nonexistent-static",
      JWT_SECRET: "",
    };
    // Cold starts, all at once, on an empty schema: migrations, key and first ingest race each other.
    const started = await Promise.allSettled([0, 1, 2].map((i) =>
      startServer({ ...env, PGAPPNAME: `${applicationName}-${i}` }, { readyTimeoutMs: 90_000, waitForStations: true, form: serverForm() })));
    servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const failures = started.flatMap((s) => (s.status === "rejected" ? [String(s.reason)] : []));
    if (failures.length > 0) throw new Error(failures.join("\n"));
    db = await createPostgresDb(URL_!, { schema, max: 2 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    await rm(workDir, { recursive: true, force: true });
    await admin(`drop schema if exists ${schema} cascade`);
  }, 30_000);

  it("all start together on an empty database and serve the stations", async () => {
    expect(servers).toHaveLength(3);
    for (const server of servers) expect(await lastUpdate(server)).toMatchObject({ estaciones: 20 });
  });

  it("ingest the feed once between them", async () => {
    const runs = await db!.query<{ n: number }>("select count(*)::int as n from feed_runs");
    expect(runs[0]!.n).toBe(1);
  });

  it("accept on one process a token signed by another", async () => {
    const [a, b] = servers;
    expect((await call(a!, "/api/users/register", { body: { email: EMAIL, password: PASSWORD } })).status).toBe(200);
    const login = await call(a!, "/api/token/login", { body: { email: EMAIL, password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.entity as string;
    expect((await call(a!, "/api/users/getuserdata", { token })).status).toBe(200);
    expect((await call(b!, "/api/users/getuserdata", { token })).status).toBe(200);
  });

  it("count wrong passwords across processes", async () => {
    const wrong = { email: EMAIL, password: "no-es-la-contraseña-1" };
    const statuses: number[] = [];
    for (const server of [servers[0], servers[1], servers[2], servers[1]]) {
      statuses.push((await call(server!, "/api/token/login", { body: wrong })).status);
    }
    // One process alone has seen at most two of them; together they are past the limit.
    expect(statuses).toEqual([...Array<number>(LOGIN_FAILURES_PER_MIN).fill(400), 429]);
  });

  /** Ingests a feed with `count` stations from this process, and resolves how long each server took to serve it. */
  const ingestAndWatch = async (count: number, fecha: string) => {
    await writeFile(feedFile, feedJson(feedRows(count), fecha));
    // An ingest by another process (the CLI's way): announced to every server at commit.
    await runFeed(db!, fileSource(feedFile));
    const committed = performance.now();
    return Promise.all(servers.map(async (server) => {
      while (performance.now() - committed < 5_000) {
        if ((await lastUpdate(server)).estaciones === count) return performance.now() - committed;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Number.POSITIVE_INFINITY;
    }));
  };

  it("all serve an ingest within 5 s of its commit", async () => {
    const seenAfterMs = await ingestAndWatch(25, "02/10/2025 09:30:00");
    expect(seenAfterMs.every((ms) => ms < 5_000), `seen after ${seenAfterMs.map((ms) => ms.toFixed(0)).join(", ")} ms`).toBe(true);
    // 09:30 in Madrid (summer time).
    for (const server of servers) expect((await lastUpdate(server)).fecha).toBe("2025-10-02T07:30:00.000Z");
  });

  it("still serve every ingest after one's database connections were terminated", async () => {
    // Its pool and its LISTEN session at least.
    expect(await terminateBackends(URL_!, `${applicationName}-0`)).toBeGreaterThanOrEqual(2);
    const seenAfterMs = await ingestAndWatch(30, "03/10/2025 10:00:00");
    expect(seenAfterMs.every((ms) => ms < 5_000), `seen after ${seenAfterMs.map((ms) => ms.toFixed(0)).join(", ")} ms`).toBe(true);
  });
});
