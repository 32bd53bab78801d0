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
import { evaluateAlerts, priceView, type PriceView } from "./evaluate-alerts.ts";
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

  async function evaluateOnce(): Promise<EvaluationSummary> {
    const states = await repository.activeStates();
    const started = performance.now();
    const { crossings, changes } = evaluateAlerts(states, viewOf(catalog.current));
    const evaluateMs = performance.now() - started;
    const crossed = new Set(crossings.map((c) => c.alertId));
    const byId = new Map(states.map((s) => [s.id, s]));
    // Crossings are stored by the queue itself, together with their notification.
    await repository.applyChanges(changes.filter((c) => !crossed.has(c.id)));
    const queued = await queue.enqueue(crossings.map((c): QueuedCrossing => {
      const alert = byId.get(c.alertId)!;
      const { id, rotulo, direccion, localidad } = c.station;
      return {
        alertId: c.alertId,
        precio: c.precio,
        news: { alertId: c.alertId, combustible: alert.combustible, umbral: alert.umbral, station: { id, rotulo, direccion, localidad }, precio: c.precio, precioAnterior: c.precioAnterior },
      };
    }), now());
    if (queued > 0) delivery.wake();
    log(`${states.length} avisos evaluados en ${evaluateMs.toFixed(1)} ms: ${crossings.length} bajadas, ${queued} notificaciones en cola`);
    return { evaluated: states.length, crossings: crossings.length, queued, evaluateMs };
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
