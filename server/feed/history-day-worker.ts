// The worker thread of the back-fill (history-day-off-thread.ts): parses each past day's national file
// (~10 MB of JSON, a few hundred ms of CPU) and hands back only its prices as columns, so the
// server's event loop keeps answering searches while a year is read. The thread runs at the lowest
// priority (on Linux a thread's nice value is its own): on a machine with few cores a day's parse
// takes the CPU only when the event loop and the rest of the machine leave it.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { FeedError } from "./feed-error.ts";
import { historyDayPrices } from "./history-day-prices.ts";
import { MAX_REJECTED_ROW_SHARE, parseFeed } from "./parse-feed.ts";

export interface DayRequest { id: number; bytes: Uint8Array; fecha: Date }
export type DayReply = { id: number; day: ReturnType<typeof historyDayPrices> } | { id: number; error: string; code?: string };

try {
  setPriority(19);
} catch {
  // Not allowed here (some sandboxes): the parse still runs, at the usual priority.
}

parentPort!.on("message", ({ id, bytes, fecha }: DayRequest) => {
  let reply: DayReply;
  try {
    // The response is dated by the request: its prices are those in force at 23:59 that day.
    reply = { id, day: historyDayPrices(parseFeed(bytes, { fecha, maxRejectedShare: MAX_REJECTED_ROW_SHARE })) };
  } catch (error) {
    reply = { id, error: (error as Error).message, ...(error instanceof FeedError ? { code: error.code } : {}) };
  }
  parentPort!.postMessage(reply);
});
