// The price alerts in the database: push subscriptions (the credential of a push alert), the alerts
// of a subscription or of an account, the state the evaluation keeps per alert. Every read and change
// by a client names its owner, so nobody reaches another's alerts.
import { DEFAULT_LOCALE, isLocale } from "../../src/domain/locales.ts";
import type { Db, DbQueries } from "../db/db.ts";
import type { AlertFuel, AlertView, PushSubscriptionJson } from "../../src/domain/contract/alerts.ts";
import type { AlertState, StateChange } from "./evaluate-alerts.ts";
import { pagePacer } from "../db/background-pages.ts";

/** Who holds an alert: a browser's push subscription (by its endpoint) or an account (e-mail alerts). */
export type AlertOwner = { endpoint: string } | { userId: string };

/** An alert as stored, before it has an id: the fields the evaluation keeps (evaluate-alerts.ts). */
export type NewAlert = Omit<AlertState, "id">;

interface AlertRow {
  id: string | number;
  combustible: AlertFuel;
  umbral: number;
  station_id: string | null;
  latitud: number | null;
  longitud: number | null;
  radio_km: number | null;
  paused: boolean;
  below: boolean;
  last_price: number | null;
  subscription_id: string | number | null;
  idioma: string;
}

/**
 * Alerts per statement when the evaluation reads or stores them all: on the embedded database a
 * statement holds the event loop, and 250 rows keep it to ~20 ms (db/background-pages.ts paces them).
 */
const PAGE_ROWS = 250;

export type StoredAlert = Omit<AlertView, "rotulo">;

const ALERT_COLUMNS = "a.id, a.combustible, a.umbral, a.station_id, a.latitud, a.longitud, a.radio_km, a.paused, a.below, a.last_price, a.subscription_id, a.idioma";

function ownerFilter(owner: AlertOwner, param: number): { join: string; where: string; value: string } {
  return "endpoint" in owner
    ? { join: "join push_subscriptions s on s.id = a.subscription_id", where: `s.endpoint = $${param}`, value: owner.endpoint }
    : { join: "", where: `a.user_id = $${param}`, value: owner.userId };
}

const toStored = (r: AlertRow): StoredAlert => ({
  id: Number(r.id),
  canal: r.subscription_id === null ? "email" : "push",
  combustible: r.combustible,
  umbral: r.umbral,
  idEstacion: r.station_id,
  latitud: r.latitud,
  longitud: r.longitud,
  radioKm: r.radio_km,
  pausada: r.paused,
  ultimoPrecio: r.last_price,
});

const toState = (r: AlertRow): AlertState => ({
  id: Number(r.id),
  combustible: r.combustible,
  umbral: r.umbral,
  stationId: r.station_id,
  latitud: r.latitud,
  longitud: r.longitud,
  radioKm: r.radio_km,
  below: r.below,
  lastPrice: r.last_price,
  idioma: isLocale(r.idioma) ? r.idioma : DEFAULT_LOCALE,
});

export function createAlertsRepository(db: Db) {
  const paced = pagePacer(db);
  /** Locks the owner's row so two concurrent creations cannot both pass the limit. */
  async function lockedCount(tx: DbQueries, column: "subscription_id" | "user_id", ownerId: string | number): Promise<number> {
    const table = column === "subscription_id" ? "push_subscriptions" : "users";
    await tx.query(`select 1 from ${table} where id = $1 for update`, [ownerId]);
    const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from price_alerts where ${column} = $1`, [ownerId]);
    return row?.n ?? 0;
  }

  async function insertAlert(tx: DbQueries, owner: { subscriptionId: number } | { userId: string; unsubscribeToken: string }, alert: NewAlert, now: Date): Promise<number> {
    const [row] = await tx.query<{ id: string | number }>(
      `insert into price_alerts (subscription_id, user_id, unsubscribe_token, combustible, umbral, station_id, latitud, longitud, radio_km, below, last_price, created_at, idioma)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        "subscriptionId" in owner ? owner.subscriptionId : null,
        "userId" in owner ? owner.userId : null,
        "userId" in owner ? owner.unsubscribeToken : null,
        alert.combustible, alert.umbral, alert.stationId, alert.latitud, alert.longitud, alert.radioKm, alert.below, alert.lastPrice, now, alert.idioma ?? DEFAULT_LOCALE,
      ],
    );
    return Number(row!.id);
  }

  return {
    /** Stores the alert under the subscription (created or its keys refreshed); null past `limit`. */
    async createForSubscription(subscription: PushSubscriptionJson, alert: NewAlert, limit: number, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [sub] = await tx.query<{ id: string | number }>(
          `insert into push_subscriptions (endpoint, p256dh, auth, created_at) values ($1, $2, $3, $4)
           on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth
           returning id`,
          [subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, now],
        );
        const subscriptionId = Number(sub!.id);
        if ((await lockedCount(tx, "subscription_id", subscriptionId)) >= limit) {
          throw new LimitReached();
        }
        return insertAlert(tx, { subscriptionId }, alert, now);
      }).catch((error: unknown) => {
        if (error instanceof LimitReached) return null;
        throw error;
      });
    },

    /** An e-mail alert of the account; null past `limit`. */
    async createForUser(userId: string, unsubscribeToken: string, alert: NewAlert, limit: number, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        if ((await lockedCount(tx, "user_id", userId)) >= limit) throw new LimitReached();
        return insertAlert(tx, { userId, unsubscribeToken }, alert, now);
      }).catch((error: unknown) => {
        if (error instanceof LimitReached) return null;
        throw error;
      });
    },

    async list(owner: AlertOwner): Promise<StoredAlert[]> {
      const f = ownerFilter(owner, 1);
      const rows = await db.query<AlertRow>(`select ${ALERT_COLUMNS} from price_alerts a ${f.join} where ${f.where} order by a.id`, [f.value]);
      return rows.map(toStored);
    },

    /** False when the owner has no such alert. */
    async setPaused(id: number, owner: AlertOwner, paused: boolean): Promise<boolean> {
      const f = ownerFilter(owner, 3);
      const using = f.join ? `from push_subscriptions s where s.id = a.subscription_id and` : "where";
      const rows = await db.query(`update price_alerts a set paused = $2 ${using} a.id = $1 and ${f.where} returning a.id`, [id, paused, f.value]);
      return rows.length > 0;
    },

    async remove(id: number, owner: AlertOwner): Promise<boolean> {
      const f = ownerFilter(owner, 2);
      const using = f.join ? `using push_subscriptions s where s.id = a.subscription_id and` : "where";
      const rows = await db.query(`delete from price_alerts a ${using} a.id = $1 and ${f.where} returning a.id`, [id, f.value]);
      return rows.length > 0;
    },

    async hasUnsubscribeToken(token: string): Promise<boolean> {
      return (await db.query("select 1 from price_alerts where unsubscribe_token = $1", [token])).length > 0;
    },

    /** The unsubscribe of an e-mail alert (its link's button, or a mail client's one-click POST). */
    async removeByUnsubscribeToken(token: string): Promise<boolean> {
      return (await db.query("delete from price_alerts where unsubscribe_token = $1 returning id", [token])).length > 0;
    },

    /**
     * Every alert that is not paused, with the state the evaluation needs, a page at a time: the
     * evaluation holds one page, never all of them, and on PGlite (a statement holds the event loop
     * while it runs) requests are answered between pages.
     */
    async *activeStatePages(): AsyncGenerator<AlertState[]> {
      for (let after = 0; ;) {
        const page = await paced(() => db.query<AlertRow>(
          `select ${ALERT_COLUMNS} from price_alerts a where not a.paused and a.id > $1 order by a.id limit ${PAGE_ROWS}`, [after]));
        if (page.length > 0) yield page.map(toState);
        if (page.length < PAGE_ROWS) return;
        after = Number(page[page.length - 1]!.id);
      }
    },

    /** Stores the evaluation's state, a page of alerts per statement (as activeStatePages reads them). */
    async applyChanges(changes: readonly StateChange[]): Promise<void> {
      for (let start = 0; start < changes.length; start += PAGE_ROWS) {
        const page = changes.slice(start, start + PAGE_ROWS);
        await paced(() => db.query(
          `update price_alerts a set below = u.below, last_price = u.last_price
             from unnest($1::bigint[], $2::boolean[], $3::float8[]) as u(id, below, last_price)
            where a.id = u.id and a.id = any($1::bigint[])`, // any() lets the planner use the primary key
          [page.map((c) => c.id), page.map((c) => c.below), page.map((c) => c.lastPrice)],
        ));
      }
    },
  };
}

class LimitReached extends Error {}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
