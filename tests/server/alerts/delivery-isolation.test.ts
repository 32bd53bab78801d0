// Alert deliveries isolated from each other, on the real server process (embedded database): 40 valid push alerts, one
// on a push service that drips its answer, 8 alerts with keys no message can be encrypted to refused
// at creation and 3 such keys put straight into the database. A price drop reaches the 40; the
// refresh answers within seconds and a second refresh meanwhile ingests its own file. Then a slow
// round is cut by kill -9 after a few pushes: after the restart every one of the 40 has its message,
// and a message sent twice carries the same Topic.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../bench/server-process.ts";
import { serverForm } from "../../helpers/server-build.ts";
import { openDb } from "../../../server/db/open-db.ts";
import { withFreshDatabase } from "../../helpers/fresh-data-dir.ts";
import { feedJson, feedRow } from "../feed/feed-fixture.ts";
import { startLocalPushService, type LocalPushService, type TestSubscription } from "../../helpers/local-push-service.ts";
import { startDrippingPushService } from "../../helpers/dripping-push-service.ts";
import { newBrowserKeys } from "../../helpers/web-push-decrypt.ts";

const ADMIN_TOKEN = "admin-token-of-the-isolation-tests-0123";
const VALID = 40;
/** 0x04 and 64 bytes of 0x01: the right length and prefix, not a point of P-256. */
const NOT_A_POINT = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");

const feed = (precio95: string, fecha: string, extraStation = false) =>
  feedJson([
    feedRow({ IDEESS: "4001", "Rótulo": "PLENOIL ABRERA", "Precio Gasolina 95 E5": precio95 }),
    feedRow({ IDEESS: "4002", "Rótulo": "GALP ABRERA", Latitud: "41,520000", "Precio Gasolina 95 E5": "1,559" }),
    ...(extraStation ? [feedRow({ IDEESS: "4003", "Rótulo": "BP ABRERA", Latitud: "41,530000", "Precio Gasolina 95 E5": "1,549" })] : []),
  ], fecha);

const waitUntil = async (check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not in ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("price alert delivery isolated, never holding the refresh, surviving kill -9", () => {
  let server: RunningServer;
  let push: LocalPushService;
  let dripping: Awaited<ReturnType<typeof startDrippingPushService>>;
  let dir: string;
  let dataDir: string;
  let feedFile: string;
  let env: Record<string, string>;
  const valid: TestSubscription[] = [];

  const xsrfHeaders = async () => {
    const cookie = (await fetch(`${server.url}/api/health`)).headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="))!.split(";")[0]!;
    return { "content-type": "application/json", cookie, "x-xsrf-token": cookie.slice("XSRF-TOKEN=".length) };
  };
  const createAlert = async (suscripcion: unknown) => {
    const res = await fetch(`${server.url}/api/alertas`, {
      method: "POST", headers: await xsrfHeaders(), body: JSON.stringify({ suscripcion, combustible: "95", umbral: "1,5", idEstacion: "4001" }),
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };
  const ingest = async (precio95: string, fecha: string, extraStation = false) => {
    await writeFile(feedFile, feed(precio95, fecha, extraStation));
    const started = performance.now();
    const res = await fetch(`${server.url}/api/admin/ingesta`, { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    const body = (await res.json()) as { entity: { estaciones: number; fecha: string } };
    return { status: res.status, ms: performance.now() - started, entity: body.entity };
  };
  const roundOf = (sub: TestSubscription, precio: number) => push.forSubscription(sub).filter((m) => (m.payload as { precio: number }).precio === precio);
  const start = () => startServer(env, { waitForStations: true, form: serverForm() });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gasolinaeco-isolation-"));
    dataDir = path.join(dir, "data");
    feedFile = path.join(dir, "feed.json");
    await writeFile(feedFile, feed("1,519", "25/11/2026 10:00:00"));
    push = await startLocalPushService();
    dripping = await startDrippingPushService(2000);
    // Keys no message can be encrypted to, as an older server accepted them: straight into the database.
    const db = await openDb({ dataDir: await withFreshDatabase(dataDir) });
    for (let i = 0; i < 3; i++) {
      const [sub] = await db.query<{ id: number }>(
        "insert into push_subscriptions (endpoint, p256dh, auth, created_at) values ($1, $2, $3, now()) returning id",
        [`${push.origin}/push/stored-bad-${i}`, NOT_A_POINT, Buffer.alloc(16, 2).toString("base64url")]);
      await db.query(
        "insert into price_alerts (subscription_id, combustible, umbral, station_id, created_at) values ($1, '95', 1.5, '4001', now())", [sub!.id]);
    }
    await db.close();
    env = {
      FEED_FILE: feedFile, ADMIN_TOKEN, DATA_DIR: dataDir, STATIC_DIR: dir, DATABASE_URL: "", SMTP_URL: "",
      PUSH_ENDPOINT_ALLOW: `${push.origin},${dripping.origin}`,
      JWT_SECRET: "delivery-isolation-secret-0123456789abcdef",
    };
    server = await start();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await push?.close();
    await dripping?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses the 8 alerts whose keys no message can be encrypted to", async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const keys = newBrowserKeys();
      const bad = i % 2 === 0 ? { p256dh: NOT_A_POINT, auth: keys.auth } : { p256dh: keys.p256dh, auth: Buffer.alloc(8).toString("base64url") };
      answers.push(await createAlert({ endpoint: `${push.origin}/push/bad-${i}`, expirationTime: null, keys: bad }));
    }
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(400));
  });

  it("delivers to the 40 while one push service drips; the refresh answers within seconds and a second one ingests its own file", async () => {
    for (let i = 0; i < VALID; i++) {
      const sub = push.subscribe();
      expect((await createAlert(sub.json)).status).toBe(200);
      valid.push(sub);
    }
    const slow = newBrowserKeys();
    expect((await createAlert({ endpoint: `${dripping.origin}/push/slow`, expirationTime: null, keys: { p256dh: slow.p256dh, auth: slow.auth } })).status).toBe(200);

    const first = await ingest("1,479", "25/11/2026 10:30:00");
    expect(first.status).toBe(200);
    expect(first.ms).toBeLessThan(5000);
    await waitUntil(() => dripping.openConnections() > 0, 10_000, "the dripping push service is being sent to");
    const second = await ingest("1,479", "25/11/2026 11:00:00", true);
    expect([second.status, second.entity.estaciones, second.entity.fecha]).toEqual([200, 3, expect.stringMatching(/^2026-11-25T10:00:00/)]);
    expect(second.ms).toBeLessThan(5000);
    // The drip is still going: the second refresh did not wait for it.
    expect(dripping.openConnections()).toBeGreaterThan(0);

    await waitUntil(() => valid.every((sub) => roundOf(sub, 1.479).length >= 1), 20_000, "the 40 pushes of the drop to 1,479");
    expect(push.problems).toEqual([]);
    // The alerts stored with unusable keys crossed with the others (their notifications were among them).
    const stored = await fetch(`${server.url}/api/alertas/listar`, { method: "POST", headers: await xsrfHeaders(), body: JSON.stringify({ endpoint: `${push.origin}/push/stored-bad-0` }) });
    expect(((await stored.json()) as { entity: { ultimoPrecio: number }[] }).entity).toEqual([expect.objectContaining({ ultimoPrecio: 1.479 })]);
    // The attempt on the dripping service is given up at its 10 s deadline, and its connection closed.
    await waitUntil(() => dripping.openConnections() === 0, 15_000, "the dripping attempt given up");
  }, 60_000);

  it("delivers every message of a round cut by kill -9 after the restart, a repeat with the same Topic", async () => {
    // Back above the threshold (the alerts re-arm), then a slow round of the next drop.
    await ingest("1,519", "25/11/2026 11:30:00", true);
    const alertsOf = async (sub: TestSubscription) => {
      const res = await fetch(`${server.url}/api/alertas/listar`, { method: "POST", headers: await xsrfHeaders(), body: JSON.stringify({ endpoint: sub.json.endpoint }) });
      return ((await res.json()) as { entity: { ultimoPrecio: number }[] }).entity;
    };
    await waitUntil(async () => (await alertsOf(valid[VALID - 1]!))[0]?.ultimoPrecio === 1.519, 10_000, "the alerts re-armed");
    push.slowDown(400);
    await ingest("1,459", "25/11/2026 12:00:00", true);
    const roundTwo = () => valid.filter((sub) => roundOf(sub, 1.459).length > 0).length;
    await waitUntil(() => roundTwo() >= 3, 15_000, "a few pushes of the slow round");
    process.kill(server.pid, "SIGKILL");
    const cutAt = roundTwo();
    await waitUntil(() => { try { process.kill(server.pid, 0); return false; } catch { return true; } }, 5_000, "the server gone");
    expect(cutAt).toBeLessThan(VALID);

    push.slowDown(0);
    server = await start();
    await waitUntil(() => roundTwo() === VALID, 30_000, `all ${VALID} pushes of the drop to 1,459 after the restart (had ${cutAt})`);
    for (const sub of valid) {
      const topics = new Set(roundOf(sub, 1.459).map((m) => m.headers.topic));
      expect(topics.size).toBe(1);
      expect([...topics][0]).toMatch(/^aviso-\d+$/);
    }
    expect(push.problems).toEqual([]);
  }, 90_000);
});
