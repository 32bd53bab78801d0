// The notification queue as getlastupdate reports it (how many wait, how old the oldest is), read at
// most once every few seconds: the call is public and frequent, the count is a query.
import type { Db } from "../db/db.ts";
import { createDeliveryQueue, type QueueStats } from "./delivery-queue.ts";

const CACHE_MS = 5_000;

export function cachedQueueStats(db: Db, now: () => number = () => performance.now()): () => Promise<QueueStats> {
  const queue = createDeliveryQueue(db);
  let value: QueueStats = { pending: 0, oldestQueuedAt: null };
  let readAt = -Infinity;
  let reading: Promise<QueueStats> | null = null;
  return () => {
    if (now() - readAt < CACHE_MS) return Promise.resolve(value);
    reading ??= queue.stats()
      .then((stats) => {
        value = stats;
        readAt = now();
        return stats;
      })
      .catch(() => value)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}
