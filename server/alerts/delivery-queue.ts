// The queue of price-alert notifications in the database (migration 010). A crossing is queued in
// the statement that marks its alert as notified, so it is stored once and never lost; a process
// claims due rows with FOR UPDATE SKIP LOCKED and leases them, so each goes out from one process at a
// time, and a lease left by a killed process runs out and the row is claimed again.
import type { Db } from "../db/db.ts";
import type { CrossingNews } from "./alert-messages.ts";
import { pagePacer } from "../db/background-pages.ts";

/** A crossing to queue: the alert, the price that crossed, and what the driver is told. */
export interface QueuedCrossing {
  alertId: number;
  precio: number;
  news: CrossingNews;
}

export interface ClaimedDelivery {
  id: number;
  alertId: number;
  news: CrossingNews;
  createdAt: Date;
  /** Attempts made before this one. */
  attempts: number;
  push: { subscriptionId: number; endpoint: string; p256dh: string; auth: string } | null;
  email: { address: string; unsubscribeToken: string } | null;
}

export interface QueueStats {
  /** Notifications not sent yet (and not given up). */
  pending: number;
  /** When the oldest of them was queued; null when none is pending. */
  oldestQueuedAt: Date | null;
}

/**
 * Crossings per statement: on the embedded database a statement holds the event loop while it runs,
 * and 100 rows take under 10 ms (1,000 took ~70 ms, ~200 ms beside a search load, which searches
 * then waited for).
 */
const PAGE_ROWS = 100;

interface ClaimedRow {
  id: string | number; alert_id: string | number; news: CrossingNews | string; created_at: Date | string; attempts: number;
  subscription_id: string | number | null; endpoint: string | null; p256dh: string | null; auth: string | null;
  email: string | null; unsubscribe_token: string | null;
}

export function createDeliveryQueue(db: Db) {
  const paced = pagePacer(db);
  return {
    /**
     * Marks each alert as notified and queues its notification, in one statement per page: only
     * alerts still armed (not notified meanwhile by another evaluation) are queued. Returns how many.
     */
    async enqueue(crossings: readonly QueuedCrossing[], now: Date): Promise<number> {
      let queued = 0;
      for (let start = 0; start < crossings.length; start += PAGE_ROWS) {
        const page = crossings.slice(start, start + PAGE_ROWS);
        const rows = await paced(() => db.query(
          `with n as (select * from unnest($1::bigint[], $2::float8[], $3::text[]) as n(id, last_price, news)),
                flipped as (
                  update price_alerts a set below = true, last_price = n.last_price from n
                   where a.id = n.id and a.id = any($1::bigint[]) and not a.below and not a.paused
                  returning a.id)
           insert into alert_deliveries (alert_id, news, created_at, next_attempt_at)
           select n.id, n.news::jsonb, $4, $4 from n join flipped f on f.id = n.id
           returning id`,
          [page.map((c) => c.alertId), page.map((c) => c.precio), page.map((c) => JSON.stringify(c.news)), now],
        ));
        queued += rows.length;
      }
      return queued;
    },

    /** Up to `limit` due notifications, leased to this process until `now + leaseMs`, with where they go. */
    async claim(limit: number, now: Date, leaseMs: number): Promise<ClaimedDelivery[]> {
      const rows = await db.query<ClaimedRow>(
        `with due as (
           select id from alert_deliveries
            where sent_at is null and gave_up_at is null and next_attempt_at <= $1
              and (leased_until is null or leased_until <= $1)
            order by next_attempt_at, id
            limit $2
            for update skip locked),
         claimed as (
           update alert_deliveries d set leased_until = $3 from due where d.id = due.id
           returning d.id, d.alert_id, d.news, d.created_at, d.attempts)
         select c.id, c.alert_id, c.news, c.created_at, c.attempts,
                a.subscription_id, s.endpoint, s.p256dh, s.auth, u.email, a.unsubscribe_token
           from claimed c
           join price_alerts a on a.id = c.alert_id
           left join push_subscriptions s on s.id = a.subscription_id
           left join users u on u.id = a.user_id
          order by c.id`,
        [now, limit, new Date(now.getTime() + leaseMs)],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        alertId: Number(r.alert_id),
        news: typeof r.news === "string" ? (JSON.parse(r.news) as CrossingNews) : r.news,
        createdAt: new Date(r.created_at),
        attempts: r.attempts,
        push: r.subscription_id !== null && r.endpoint && r.p256dh && r.auth
          ? { subscriptionId: Number(r.subscription_id), endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth }
          : null,
        email: r.email && r.unsubscribe_token ? { address: r.email, unsubscribeToken: r.unsubscribe_token } : null,
      }));
    },

    async markSent(ids: readonly number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        "update alert_deliveries set sent_at = $2, leased_until = null, attempts = attempts + 1, last_error = null where id = any($1::bigint[])",
        [ids, now]);
    },

    /** Claimed rows not attempted after all (the worker is stopping): claimable again at once. */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query("update alert_deliveries set leased_until = null where id = any($1::bigint[]) and sent_at is null", [ids]);
    },

    async retryAt(id: number, at: Date, error: string): Promise<void> {
      await db.query(
        "update alert_deliveries set next_attempt_at = $2, leased_until = null, attempts = attempts + 1, last_error = $3 where id = $1",
        [id, at, error]);
    },

    async giveUp(id: number, now: Date, error: string): Promise<void> {
      await db.query(
        "update alert_deliveries set gave_up_at = $2, leased_until = null, attempts = attempts + 1, last_error = $3 where id = $1",
        [id, now, error]);
    },

    /** A subscription the push service calls gone, with its alerts and their queued notifications. */
    async removeSubscription(subscriptionId: number): Promise<void> {
      await db.query("delete from push_subscriptions where id = $1", [subscriptionId]);
    },

    async stats(): Promise<QueueStats> {
      const [row] = await db.query<{ n: number; oldest: Date | string | null }>(
        "select count(*)::int as n, min(created_at) as oldest from alert_deliveries where sent_at is null and gave_up_at is null");
      return { pending: row?.n ?? 0, oldestQueuedAt: row?.oldest ? new Date(row.oldest) : null };
    },

    /** The embedded database belongs to one process: at its start, no lease can be another's. */
    async releaseLeases(): Promise<number> {
      return (await db.query("update alert_deliveries set leased_until = null where leased_until is not null returning id")).length;
    },

    /** Forgets notifications sent or given up before `before`. */
    async pruneDone(before: Date): Promise<void> {
      await db.query("delete from alert_deliveries where (sent_at is not null or gave_up_at is not null) and created_at < $1", [before]);
    },
  };
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
