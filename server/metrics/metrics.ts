// What an operator's Prometheus scrapes from GET /metrics (prom-client): request durations by route
// and status, the feed's last good run and the stations in memory, price-alert notifications sent and
// failed and the queue's length and oldest item, and prom-client's default process metrics (resident
// memory, event-loop lag, heap, CPU).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** What the gauges read when scraped: each part of the server answers for its own figure. */
export interface MetricsSources {
  stations: () => number;
  /** When the last good feed run finished (ms), null before any. */
  feedLastSuccessMs: () => number | null | Promise<number | null>;
  /** The notification queue: how many wait and how old the oldest is (s); null when unknown. */
  alertQueue?: () => Promise<{ length: number; oldestSeconds: number | null } | null>;
}

export interface ServerMetrics {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status">;
  alertsDelivered: Counter<"channel">;
  alertsFailed: Counter<"channel">;
}

export function createMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Tiempo de respuesta de cada petición, por ruta y estado",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "gasolinaeco_feed_last_success_timestamp_seconds",
    help: "Fin de la última ingesta correcta del feed del Ministerio (segundos Unix)",
    registers: [registry],
    async collect() {
      const at = await sources.feedLastSuccessMs();
      if (at !== null) this.set(at / 1000);
    },
  });
  new Gauge({
    name: "gasolinaeco_stations",
    help: "Gasolineras en el índice en memoria",
    registers: [registry],
    collect() {
      this.set(sources.stations());
    },
  });
  const alertsDelivered = new Counter({ name: "gasolinaeco_alerts_delivered_total", help: "Avisos de precio entregados", labelNames: ["channel"] as const, registers: [registry] });
  const alertsFailed = new Counter({ name: "gasolinaeco_alerts_failed_total", help: "Avisos de precio que no se pudieron entregar", labelNames: ["channel"] as const, registers: [registry] });
  if (sources.alertQueue) {
    const queue = sources.alertQueue;
    new Gauge({
      name: "gasolinaeco_alert_queue_length",
      help: "Avisos en cola de entrega",
      registers: [registry],
      async collect() {
        this.set((await queue())?.length ?? 0);
      },
    });
    new Gauge({
      name: "gasolinaeco_alert_queue_oldest_seconds",
      help: "Antigüedad del aviso más antiguo en cola (segundos)",
      registers: [registry],
      async collect() {
        this.set((await queue())?.oldestSeconds ?? 0);
      },
    });
  }
  return { registry, requestDuration, alertsDelivered, alertsFailed };
}
