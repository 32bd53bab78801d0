// The notification queue on each test database: a crossing is queued once even when two processes
// evaluate at once, two processes draining together send each notification once, a push service that
// is down gets the notification later (back-off on the app's clock) until it is 24 h old, and
// getlastupdate reports how many wait and for how long.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../helpers/test-dbs.ts";
import { createTestApp, type ApiClient, type TestApp } from "../../helpers/community-app.ts";
import { startLocalPushService, type LocalPushService, type TestSubscription } from "../../helpers/local-push-service.ts";
import { alertServiceFromConfig } from "../../../server/alerts/alert-service-from-config.ts";
import type { AlertService } from "../../../server/alerts/alert-service.ts";
import { createPostgresDb } from "../../../server/db/postgres-db.ts";
import type { Db } from "../../../server/db/db.ts";

/**
 * The databases as processes evaluating at once see them: each one's first read of the active alerts
 * answers only once every one of them has read them, so no evaluation stores its state before another read.
 */
function readingTogether(dbs: Db[]): Db[] {
  let waiting = dbs.length;
  let allRead!: () => void;
  const everyoneRead = new Promise<void>((resolve) => { allRead = resolve; });
  return dbs.map((db) => {
    let read = false;
    const query = async <Row,>(sql: string, params?: Parameters<Db["query"]>[1]): Promise<Row[]> => {
      const rows = await db.query<Row>(sql, params);
      if (!read && /from price_alerts a where not a\.paused/.test(sql)) {
        read = true;
        if (--waiting === 0) allRead();
        await everyoneRead;
      }
      return rows;
    };
    return Object.assign(Object.create(db) as Db, { query });
  });
}

describe.each(TEST_DB_KINDS)("price-alert notification queue ($name)", (kind) => {
  let t: TestApp;
  let push: LocalPushService;
  let api: ApiClient;
  /** The same database as another process sees it (a pool of its own on PostgreSQL). */
  let otherProcessDb: Db;
  const service = (db: Db = t.db): AlertService => alertServiceFromConfig({ ...t.ctx, db }, t.mail, { sendsPerSecond: 1000 });

  const subscribeTo = async (): Promise<TestSubscription> => {
    const sub = push.subscribe();
    const res = await api.post("/api/alertas", { suscripcion: sub.json, combustible: "95", umbral: 1.6, idEstacion: "1001" });
    if (res.status !== 200) throw new Error(res.body.message ?? "");
    return sub;
  };
  const dropPrice = async () => {
    await t.db.query("update station_prices set precio = 1.589 where station_id = '1001' and producto = 'gasolina95'");
    await t.ctx.catalog.reload();
  };
  const lastUpdate = async () =>
    (await api.get<{ avisosPendientes: number; avisoMasAntiguoS: number | null }>("/api/gasolinaeco/getlastupdate")).body.entity;

  beforeAll(async () => {
    push = await startLocalPushService();
    t = await createTestApp(kind, { env: { PUSH_ENDPOINT_ALLOW: push.origin } });
    api = await t.client();
    if (kind.name === "postgres") {
      const [row] = await t.db.query<{ schema: string }>("select current_schema() as schema");
      otherProcessDb = await createPostgresDb(process.env.TEST_DATABASE_URL!, { schema: row!.schema, max: 4 });
    } else {
      otherProcessDb = t.db; // one process only, by design
    }
  });
  afterAll(async () => {
    if (otherProcessDb !== t.db) await otherProcessDb.close();
    await t.dispose();
    await push.close();
  });
  beforeEach(async () => {
    await t.db.query("update station_prices set precio = 1.659 where station_id = '1001' and producto = 'gasolina95'");
    await t.ctx.catalog.reload();
    await t.db.query("delete from push_subscriptions");
  });

  it("queues a crossing once when two processes evaluate at the same time", async () => {
    const subs = await Promise.all(Array.from({ length: 5 }, subscribeTo));
    await dropPrice();
    // At the same time: each has read the alerts before either stores what it saw (on a loaded machine
    // one could otherwise finish before the other starts, and the second would see no crossing).
    const [one, other] = readingTogether([t.db, otherProcessDb]);
    const [a, b] = await Promise.all([service(one).evaluate(), service(other).evaluate()]);
    expect([a.crossings, b.crossings]).toEqual([5, 5]);
    expect(a.queued + b.queued).toBe(5);
    await service().delivery.drain();
    for (const sub of subs) expect(push.forSubscription(sub)).toHaveLength(1);
  });

  it("sends each notification once when two processes drain the queue at the same time", async () => {
    const subs = await Promise.all(Array.from({ length: 40 }, subscribeTo));
    await dropPrice();
    await service().evaluate();
    push.slowDown(20);
    const [one, two] = await Promise.all([service().delivery.drain(), service(otherProcessDb).delivery.drain()]);
    push.slowDown(0);
    expect(one.sent + two.sent).toBe(40);
    expect(subs.map((sub) => push.forSubscription(sub).length)).toEqual(Array(40).fill(1));
  });

  it("tries a push service that is down again later, with back-off, and delivers once it is back", async () => {
    const sub = await subscribeTo();
    push.failWith(sub, 503);
    await dropPrice();
    const alerts = service();
    await alerts.evaluate();
    expect(await alerts.delivery.drain()).toMatchObject({ sent: 0, retried: 1 });
    // Not due again yet: nothing is tried.
    expect(await alerts.delivery.drain()).toMatchObject({ sent: 0, retried: 0 });
    t.clock.advance(31_000);
    expect(await alerts.delivery.drain()).toMatchObject({ retried: 1 });
    push.failWith(sub, null);
    t.clock.advance(61_000);
    expect(await alerts.delivery.drain()).toMatchObject({ sent: 1 });
    expect(push.forSubscription(sub)).toHaveLength(1);
  });

  it("gives up a notification still failing after 24 h", async () => {
    const sub = await subscribeTo();
    push.failWith(sub, 500);
    await dropPrice();
    const alerts = service();
    await alerts.evaluate();
    let givenUp = 0;
    for (let hour = 0; hour < 26 && givenUp === 0; hour++) {
      givenUp = (await alerts.delivery.drain()).givenUp;
      t.clock.advance(3600_000);
    }
    expect(givenUp).toBe(1);
    expect((await alerts.queue.stats()).pending).toBe(0);
    push.failWith(sub, null);
  });

  it("reports in getlastupdate how many notifications wait and how old the oldest is", async () => {
    const sub = await subscribeTo();
    push.failWith(sub, 502);
    await dropPrice();
    await service().evaluate();
    t.clock.advance(90_000);
    expect(await lastUpdate()).toMatchObject({ avisosPendientes: 1, avisoMasAntiguoS: 90 });
    push.failWith(sub, null);
  });
});
