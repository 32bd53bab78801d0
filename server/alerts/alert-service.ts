// Price alerts as the rest of the server sees them: the repository, what the current index says of
// an alert's target, and the evaluation after an ingest (main.ts calls it in the process that
// ingested, once the index holds the new prices). State is stored before delivering, so a crash
// between the two loses a notification rather than sending it twice.
import type { Db } from "../db/db.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { StationCatalog } from "../stations/station-catalog.ts";
import type { StationIndex } from "../stations/station-index.ts";
import { createAlertsRepository, type DeliveryTarget } from "./alerts-repository.ts";
import { evaluateAlerts, priceView, type Crossing, type PriceView } from "./evaluate-alerts.ts";
import { alertMail, alertNotification, type CrossingNews } from "./alert-messages.ts";
import type { PushService } from "../push/push-service.ts";

/** Deliveries in flight at once: push services and SMTP are slow, not CPU-bound. */
const DELIVERY_CONCURRENCY = 8;

export interface AlertServiceOptions {
  db: Db;
  catalog: StationCatalog;
  mailer: Mailer;
  push: PushService;
  publicUrl: string;
  log?: (message: string) => void;
}

export interface EvaluationSummary {
  evaluated: number;
  crossings: number;
  sent: number;
  failed: number;
  removedSubscriptions: number;
  evaluateMs: number;
}

export function createAlertService(options: AlertServiceOptions) {
  const { db, catalog } = options;
  const log = options.log ?? ((message: string) => console.log(`[alertas] ${message}`));
  const repository = createAlertsRepository(db);
  const views = new WeakMap<StationIndex, PriceView>();
  const viewOf = (index: StationIndex) => {
    let view = views.get(index);
    if (!view) views.set(index, (view = priceView(index.stations, index.byId, index.trust)));
    return view;
  };

  async function deliver(crossing: Crossing, target: DeliveryTarget, removed: Set<number>): Promise<boolean> {
    const news: CrossingNews = { ...crossing, combustible: target.combustible, umbral: target.umbral };
    if (target.push) {
      if (removed.has(target.push.subscriptionId)) return false;
      const outcome = await (await options.push.sender())(target.push, JSON.stringify(alertNotification(news)));
      if (outcome.kind === "gone") {
        removed.add(target.push.subscriptionId);
        await repository.removeSubscription(target.push.subscriptionId);
        log(`suscripción ${target.push.subscriptionId} caducada (HTTP ${outcome.status}): borrada con sus avisos`);
        return false;
      }
      if (outcome.kind === "failed") log(`aviso ${target.alertId} no entregado: ${outcome.reason}`);
      return outcome.kind === "sent";
    }
    if (target.email) {
      try {
        await options.mailer.send(alertMail(target.email.address, news, options.publicUrl, target.email.unsubscribeToken));
        return true;
      } catch (error) {
        log(`aviso ${target.alertId} por correo no enviado: ${(error as Error).message}`);
      }
    }
    return false;
  }

  return {
    repository,
    push: options.push,
    /** What the alert would see now in the served index (trusted prices only). */
    observe: (target: Parameters<PriceView["observe"]>[0]) => viewOf(catalog.current).observe(target),

    /** Evaluates every active alert against the served index, stores the new state and delivers. */
    async evaluate(): Promise<EvaluationSummary> {
      const states = await repository.activeStates();
      const started = performance.now();
      const { crossings, changes } = evaluateAlerts(states, viewOf(catalog.current));
      const evaluateMs = performance.now() - started;
      await repository.applyChanges(changes);
      const targets = new Map((await repository.deliveryTargets(crossings.map((c) => c.alertId))).map((t) => [t.alertId, t]));
      const removed = new Set<number>();
      let sent = 0;
      let failed = 0;
      const queue = crossings.filter((c) => targets.has(c.alertId));
      await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (await deliver(next, targets.get(next.alertId)!, removed)) sent++;
          else failed++;
        }
      }));
      const summary = { evaluated: states.length, crossings: crossings.length, sent, failed, removedSubscriptions: removed.size, evaluateMs };
      log(`${summary.evaluated} avisos evaluados en ${evaluateMs.toFixed(1)} ms: ${crossings.length} bajadas, ${sent} entregadas, ${failed} sin entregar, ${removed.size} suscripciones borradas`);
      return summary;
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
