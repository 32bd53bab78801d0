// The delivery worker over a queue kept in memory: a page of claimed notifications is sent with a
// bounded number of attempts in flight, an attempt a push service holds does not hold the next page,
// each page is marked sent in one call, and the rows claimed but not attempted when it stops are
// given back to the queue.
import { describe, expect, it } from "vitest";
import type { ClaimedDelivery, DeliveryQueue } from "../../../server/alerts/delivery-queue.ts";
import { createDeliveryWorker } from "../../../server/alerts/delivery-worker.ts";
import type { DeliveryOutcome } from "../../../server/alerts/deliver-notification.ts";

const news = { alertId: 1, combustible: "95" as const, umbral: 1.5, station: { id: "1", rotulo: "R", direccion: "D", localidad: "L" }, precio: 1.4, precioAnterior: null };

/** `count` due rows; claim hands out the unleased ones in order, as the database does. */
function memoryQueue(count: number) {
  const rows = Array.from({ length: count }, (_, i): ClaimedDelivery => ({
    id: i + 1, alertId: i + 1, news, createdAt: new Date(0), attempts: 0,
    push: { subscriptionId: i + 1, endpoint: `https://push.example/${i + 1}`, p256dh: "k", auth: "a" }, email: null,
  }));
  const leased = new Set<number>();
  const sent = new Set<number>();
  const markCalls: number[][] = [];
  const released: number[] = [];
  const queue = {
    async claim(limit: number) {
      const due = rows.filter((r) => !leased.has(r.id) && !sent.has(r.id)).slice(0, limit);
      for (const r of due) leased.add(r.id);
      return due;
    },
    async markSent(ids: readonly number[]) {
      markCalls.push([...ids]);
      for (const id of ids) {
        sent.add(id);
        leased.delete(id);
      }
    },
    async release(ids: readonly number[]) {
      released.push(...ids);
      for (const id of ids) leased.delete(id);
    },
  } as unknown as DeliveryQueue;
  return { queue, sent, leased, markCalls, released };
}

const worker = (queue: DeliveryQueue, deliver: (item: ClaimedDelivery) => Promise<DeliveryOutcome>) =>
  // A loop never busy: the slots, not the pace a busy loop sets, are what these tests count.
  createDeliveryWorker({ queue, deliver, now: () => new Date(0), log: () => {}, sendsPerSecond: 100_000, loopBusy: () => false });

describe("delivery worker", () => {
  it("sends every due notification with at most 8 attempts in flight, marking each page sent in one call", async () => {
    const memory = memoryQueue(100);
    let inFlight = 0;
    let most = 0;
    const summary = await worker(memory.queue, async () => {
      most = Math.max(most, ++inFlight);
      // Long enough for every slot to start (each start waits at least a timer tick) before one ends.
      await new Promise((r) => setTimeout(r, 25));
      inFlight--;
      return { kind: "sent" };
    }).drain();
    expect(summary.sent).toBe(100);
    expect(memory.sent.size).toBe(100);
    expect(most).toBe(8);
    expect(memory.markCalls.map((ids) => ids.length)).toEqual([32, 32, 32, 4]);
  });

  it("goes on with the next pages while a push service holds one attempt", async () => {
    const memory = memoryQueue(100);
    let releaseHeld: () => void = () => {};
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    const draining = worker(memory.queue, async (item) => {
      if (item.id === 1) await held;
      return { kind: "sent" };
    }).drain();
    await expect.poll(() => memory.sent.size, { timeout: 5000 }).toBe(100 - 32);
    releaseHeld();
    expect((await draining).sent).toBe(100);
  });

  it("gives back the rows it claimed but did not attempt when it is stopped", async () => {
    const memory = memoryQueue(32);
    const attempted: number[] = [];
    const w = worker(memory.queue, async (item) => {
      attempted.push(item.id);
      if (item.id === 3) void w.stop();
      return { kind: "sent" };
    });
    await w.drain();
    expect(memory.released.length).toBeGreaterThan(0);
    expect([...attempted, ...memory.released].sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(memory.leased.size).toBe(0);
  });
});
