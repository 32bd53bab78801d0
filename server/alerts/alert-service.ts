// Price alerts as the rest of the server sees them: the repository, what the current index says of
// an alert's target, the evaluation after an ingest, and the delivery of what it finds. The
// evaluation only queues: each crossing is stored with its notification in one statement
// (delivery-queue.ts), and the delivery worker sends them afterwards, paced and retried, so neither a
// refresh nor a crash ever waits for, or loses, a notification.
import type { Db } from "../db/db.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { StationCatalog } from "../stations/station-catalog.ts";
import type { StationIndex } from "../stations/station-index.ts";
import { createAlertsRepository } from "./alerts-repository.ts";
import { evaluateAlerts, priceView, type AlertState, type Crossing, type PriceView } from "./evaluate-alerts.ts";
import type { PushService } from "../push/push-service.ts";
import { createDeliveryQueue, type QueuedCrossing } from "./delivery-queue.ts";
import { createDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from "./delivery-worker.ts";
import { partLog } from "../log/logger.ts";
import { createNotificationDelivery } from "./deliver-notification.ts";

export interface AlertServiceOptions {
  db: Db;
  catalog: StationCatalog;
  mailer: Mailer;
  push: PushService;
  publicUrl: string;
  now(): Date;
  log?: (message: string) => void;
  /** Pacing of the delivery (delivery-worker.ts); benches and tests set their own. */
  sendsPerSecond?: number;
  /** Every notification that ends, delivered or failed for good (the metrics). */
  onDelivery?: DeliveryWorkerOptions["onDone"];
}

export interface EvaluationSummary {
  evaluated: number;
  crossings: number;
  /** Crossings queued (an alert notified meanwhile by another evaluation is not queued twice). */
  queued: number;
  evaluateMs: number;
}

/** A crossing as the queue stores it, with what the driver is told. */
function queuedCrossing(c: Crossing, alert: AlertState): QueuedCrossing {
  const { id, rotulo, direccion, localidad } = c.station;
  return {
    alertId: c.alertId,
    precio: c.precio,
    news: {
      alertId: c.alertId, combustible: alert.combustible, umbral: alert.umbral, station: { id, rotulo, direccion, localidad }, precio: c.precio,
      precioAnterior: c.precioAnterior, ...(alert.idioma ? { idioma: alert.idioma } : {}),
    },
  };
}

export function createAlertService(options: AlertServiceOptions) {
  const { db, catalog, now } = options;
  const alertsLog = partLog("alertas");
  const log = options.log ?? ((message: string) => alertsLog.info(message));
  const repository = createAlertsRepository(db);
  const queue = createDeliveryQueue(db);
  const delivery: DeliveryWorker = createDeliveryWorker({
    queue,
    deliver: createNotificationDelivery({ pushSender: () => options.push.sender(), mailer: options.mailer, publicUrl: options.publicUrl }),
    now,
    log,
    ...(options.sendsPerSecond ? { sendsPerSecond: options.sendsPerSecond } : {}),
    ...(options.onDelivery ? { onDone: options.onDelivery } : {}),
  });
  const views = new WeakMap<StationIndex, PriceView>();
  const viewOf = (index: StationIndex) => {
    let view = views.get(index);
    if (!view) views.set(index, (view = priceView(index.stations, index.byId, index.trust)));
    return view;
  };

  /**
   * A page of alerts at a time, start to end (read, evaluated, stored, queued) before the next is read:
   * 20,000 crossings are never all in memory, and no step holds the event loop for more than a page.
   */
  async function evaluateOnce(): Promise<EvaluationSummary> {
    // One index for the whole evaluation, even if a reload swaps it meanwhile.
    const view = viewOf(catalog.current);
    const summary: EvaluationSummary = { evaluated: 0, crossings: 0, queued: 0, evaluateMs: 0 };
    for await (const states of repository.activeStatePages()) {
      const started = performance.now();
      const { crossings, changes } = evaluateAlerts(states, view);
      summary.evaluateMs += performance.now() - started;
      const crossed = new Set(crossings.map((c) => c.alertId));
      const byId = new Map(states.map((s) => [s.id, s]));
      // Crossings are stored by the queue itself, together with their notification.
      await repository.applyChanges(changes.filter((c) => !crossed.has(c.id)));
      const queued = await queue.enqueue(crossings.map((c) => queuedCrossing(c, byId.get(c.alertId)!)), now());
      // The delivery starts on the first page's notifications, at its own pace.
      if (queued > 0) delivery.wake();
      summary.evaluated += states.length;
      summary.crossings += crossings.length;
      summary.queued += queued;
    }
    log(`${summary.evaluated} avisos evaluados en ${summary.evaluateMs.toFixed(1)} ms: ${summary.crossings} bajadas, ${summary.queued} notificaciones en cola`);
    return summary;
  }

  // One evaluation at a time in this process; a call made during one gets the next.
  let latest: Promise<unknown> = Promise.resolve();

  return {
    repository,
    queue,
    delivery,
    push: options.push,
    /** What the alert would see now in the served index (trusted prices only). */
    observe: (target: Parameters<PriceView["observe"]>[0]) => viewOf(catalog.current).observe(target),

    /** Evaluates every active alert against the served index and queues a notification per crossing. */
    evaluate(): Promise<EvaluationSummary> {
      const next = latest.catch(() => undefined).then(evaluateOnce);
      latest = next;
      return next;
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
