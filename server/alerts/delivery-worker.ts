// Drains the notification queue in the background: due rows are claimed a page at a time and sent
// with a few attempts in flight, so a push service that holds an attempt up to its deadline holds one
// slot only. Sends are paced (a steady rate however many crossings one ingest makes), and slowed
// further while the event loop is busy with requests, so delivering 20,000 notifications leaves the
// CPU to searches: each send (encryption, a request) costs ~1.5 ms of this thread. Outcomes are
// written back: sent (a page's in one statement), retried later (retry-policy.ts), given up, or the
// subscription deleted when its push service says it is gone.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { DeliveryOutcome } from "./deliver-notification.ts";
import type { ClaimedDelivery, DeliveryQueue } from "./delivery-queue.ts";
import { nextAttemptAt } from "./retry-policy.ts";
import { createAttemptSlots, type AttemptSlots } from "./attempt-slots.ts";
import { createLoopBusy } from "../process/loop-busy.ts";

/** Attempts in flight at once: push services and SMTP are slow, not CPU-bound. */
const SLOTS = 8;
/**
 * Rows claimed per statement, and marked sent in one statement once their attempts have ended. On the
 * embedded database every statement runs on this thread and leaves its garbage behind: claiming 4 rows
 * at a time, the claims and marks made over half of what 20,000 notifications left for the old-space
 * collector (sampling heap profile), and most of the delivery's time on the event loop.
 */
const PAGE_ROWS = 32;
/** Notifications started per second. */
export const SENDS_PER_SECOND = 150;
/** …and while the event loop is busy with requests (http/loop-busy.ts). */
export const BUSY_SENDS_PER_SECOND = 20;
/**
 * A claim outlives any page: PAGE_ROWS / SLOTS attempts of ≤ 10 s in every slot, started at the busy
 * pace (~42 s at worst); after a crash the rows are free again.
 */
const LEASE_MS = 120_000;
/** With nothing due, the queue is looked at again this often (retries come due; other processes queue). */
const IDLE_POLL_MS = 5_000;
/** Sent and given-up rows are kept this long for the operator. */
const KEEP_DONE_MS = 7 * 24 * 3600_000;

export interface DeliveryWorkerOptions {
  queue: DeliveryQueue;
  deliver(item: ClaimedDelivery): Promise<DeliveryOutcome>;
  now(): Date;
  log(message: string): void;
  /** Told of every notification that ends: delivered, or failed for good (the metrics count them). */
  onDone?: (outcome: "sent" | "failed", channel: "push" | "email") => void;
  sendsPerSecond?: number;
  slots?: number;
  /** Whether the event loop is busy with requests (http/loop-busy.ts); tests of the slots say never. */
  loopBusy?: () => boolean;
}

export interface DrainSummary {
  sent: number;
  retried: number;
  givenUp: number;
  removedSubscriptions: number;
}

export interface DeliveryWorker {
  /** Sends everything due now (and what comes due meanwhile), then resolves. */
  drain(): Promise<DrainSummary>;
  /** Drains in the background from now on: at once when woken, else every few seconds. */
  start(): void;
  /** Something was queued. */
  wake(): void;
  /** Stops claiming, and waits for the attempts in flight. */
  stop(): Promise<void>;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { queue, now, log } = options;
  const gapMs = 1000 / (options.sendsPerSecond ?? SENDS_PER_SECOND);
  const busyGapMs = Math.max(gapMs, 1000 / BUSY_SENDS_PER_SECOND);
  const slots = options.slots ?? SLOTS;
  let nextStart = 0;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  /** Woken while draining: the drain may have looked before the new rows were there. */
  let woken = false;
  let loop: Promise<void> | undefined;

  const loopBusy = options.loopBusy ?? createLoopBusy();

  /** Waits for this send's turn at the paced rate. */
  const pace = async () => {
    const t = performance.now();
    const at = Math.max(t, nextStart);
    nextStart = at + (loopBusy() ? busyGapMs : gapMs);
    if (at > t) await sleep(at - t);
  };

  async function record(item: ClaimedDelivery, outcome: DeliveryOutcome, summary: DrainSummary, sentIds: number[]) {
    const t = now();
    const done = (how: "sent" | "failed") => options.onDone?.(how, item.push ? "push" : "email");
    switch (outcome.kind) {
      case "sent":
        sentIds.push(item.id);
        summary.sent++;
        done("sent");
        return;
      case "gone":
        done("failed");
        await queue.removeSubscription(outcome.subscriptionId);
        summary.removedSubscriptions++;
        log(`suscripción ${outcome.subscriptionId} caducada (HTTP ${outcome.status}): borrada con sus avisos`);
        return;
      case "drop":
        done("failed");
        await queue.giveUp(item.id, t, outcome.reason);
        summary.givenUp++;
        log(`aviso ${item.alertId} descartado: ${outcome.reason}`);
        return;
      case "retry": {
        const at = nextAttemptAt(item.createdAt, item.attempts + 1, t);
        if (at) {
          await queue.retryAt(item.id, at, outcome.reason);
          summary.retried++;
        } else {
          done("failed");
          await queue.giveUp(item.id, t, `${outcome.reason} (sin entregar en 24 h)`);
          summary.givenUp++;
          log(`aviso ${item.alertId} sin entregar en 24 h: ${outcome.reason}`);
        }
      }
    }
  }

  /** One attempt, its outcome recorded; a slot is held from before it starts until it ends. */
  async function attempt(item: ClaimedDelivery, summary: DrainSummary, sentIds: number[], slots: AttemptSlots) {
    try {
      const outcome = await options.deliver(item).catch((error: unknown): DeliveryOutcome => ({ kind: "retry", reason: (error as Error).message }));
      await record(item, outcome, summary, sentIds);
    } finally {
      slots.giveBack();
    }
  }

  async function drain(): Promise<DrainSummary> {
    const summary: DrainSummary = { sent: 0, retried: 0, givenUp: 0, removedSubscriptions: 0 };
    const attemptSlots = createAttemptSlots(slots);
    let failure: { error: unknown } | undefined;
    const failed = (error: unknown) => {
      failure ??= { error };
    };
    // Each page is marked sent once its last attempt ends, while the next page is already going out.
    const marking = new Set<Promise<void>>();
    try {
      while (!stopped && !failure) {
        const page = await queue.claim(PAGE_ROWS, now(), LEASE_MS);
        if (page.length === 0) break;
        const sentIds: number[] = [];
        const attempts: Promise<void>[] = [];
        for (const [i, item] of page.entries()) {
          if (stopped) {
            await queue.release(page.slice(i).map((row) => row.id));
            break;
          }
          await attemptSlots.take();
          await pace();
          attempts.push(attempt(item, summary, sentIds, attemptSlots).catch(failed));
        }
        const mark: Promise<void> = Promise.all(attempts)
          .then(() => queue.markSent(sentIds, now()))
          .catch(failed)
          .finally(() => marking.delete(mark));
        marking.add(mark);
      }
    } finally {
      await Promise.all(marking);
    }
    if (failure) throw failure.error;
    return summary;
  }

  const idle = () => new Promise<void>((resolve) => {
    if (woken) {
      woken = false;
      return resolve();
    }
    const timer = setTimeout(resolve, IDLE_POLL_MS);
    wakeUp = () => {
      clearTimeout(timer);
      wakeUp = undefined;
      resolve();
    };
  });

  return {
    drain,
    start() {
      loop ??= (async () => {
        while (!stopped) {
          try {
            const s = await drain();
            if (s.sent + s.retried + s.givenUp + s.removedSubscriptions > 0) {
              log(`avisos: ${s.sent} entregados, ${s.retried} a reintentar, ${s.givenUp} descartados, ${s.removedSubscriptions} suscripciones borradas`);
            }
            await queue.pruneDone(new Date(now().getTime() - KEEP_DONE_MS));
          } catch (error) {
            log(`la cola de avisos no se pudo leer: ${(error as Error).message}`);
          }
          if (!stopped) await idle();
        }
      })();
    },
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
