// The notification queue as getlastupdate and /metrics report it (how many wait, how old the oldest
// is), read at most once every few seconds: the calls are public and frequent, the count is a query.
import type { Db } from "../db/db.ts";
import { cachedRead } from "../db/cached-read.ts";
import { createDeliveryQueue, type QueueStats } from "./delivery-queue.ts";

const CACHE_MS = 5_000;

export function cachedQueueStats(db: Db): () => Promise<QueueStats> {
  const queue = createDeliveryQueue(db);
  return cachedRead(() => queue.stats(), { maxAgeMs: CACHE_MS, initial: { pending: 0, oldestQueuedAt: null } });
}
