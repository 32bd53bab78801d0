// Parses back-filled days on one worker thread (history-day-worker.ts), kept while days keep coming:
// starting a thread costs more than a small day's parse. It holds the process open only while a day
// is being parsed.
import { Worker } from "node:worker_threads";
import { workerScript } from "../worker-script.ts";
import { FeedError, type FeedErrorCode } from "./feed-error.ts";
import type { HistoryDayPrices } from "./history-day-prices.ts";
import type { DayReply, DayRequest } from "./history-day-worker.ts";

const WORKER = workerScript(import.meta.url, "history-day-worker");

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (day: HistoryDayPrices) => void; reject: (error: Error) => void }>();

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER.script, { eval: WORKER.eval });
  started.on("message", (reply: DayReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if (!waiting) return;
    if ("error" in reply) waiting.reject(reply.code ? new FeedError(reply.code as FeedErrorCode, reply.error) : new Error(reply.error));
    else waiting.resolve(reply.day);
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => {
    if (worker === started) failAll(new Error(`el análisis de días históricos terminó (código ${code})`));
  });
  worker = started;
  return started;
}

/** The day's prices, parsed off the event loop; rejects with the parse's message. */
export function parseHistoryDayOffThread(bytes: Uint8Array, fecha: Date): Promise<HistoryDayPrices> {
  const target = theWorker();
  const id = nextId++;
  // Moved, not copied: the bytes are only ours when they fill their buffer.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    const request: DayRequest = { id, bytes: own, fecha };
    target.postMessage(request, [own.buffer as ArrayBuffer]);
  });
}
