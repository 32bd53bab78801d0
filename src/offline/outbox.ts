// Forms sent without signal: a contact message or an opinion that cannot reach the server is kept in
// IndexedDB and sent when the signal returns (the `online` event), when the app starts or comes back
// to the foreground. Kept in the app rather than in Workbox background sync because a replay must go
// through the API client: the session token and XSRF header of the moment it is sent, not of the
// moment it was written, and it works in every browser, not only those with the Background Sync API.
import { msg } from "@lingui/core/macro";
import type { ApiFailure, ApiResult } from "../api/api-result.ts";
import { postComment, sendContact, type CommentBody, type ContactBody } from "../api/community.ts";
import { readRecord, updateRecord } from "../stores/local-records.ts";
import { STORAGE_KEYS } from "../stores/storage-keys.ts";

// What the screens say of it, resolved when shown (i18n._).
export const QUEUED_MESSAGE = msg`Sin conexión: tu mensaje se enviará cuando vuelva la señal.`;
export const QUEUED_ACTION = msg`Aviso!`;
export const QUEUE_SENT_MESSAGE = msg`Se ha enviado lo que escribiste sin conexión.`;

export type OutboxItem =
  | { id: string; kind: "contact"; body: ContactBody; queuedAt: number }
  | { id: string; kind: "comment"; body: CommentBody; queuedAt: number };
type NewItem = { kind: "contact"; body: ContactBody } | { kind: "comment"; body: CommentBody };

export type SendOutcome = { status: "sent"; message: string | null } | { status: "queued" } | { status: "failed"; failure: ApiFailure };

const send = (item: NewItem): Promise<ApiResult<unknown>> => (item.kind === "contact" ? sendContact(item.body) : postComment(item.body));

/** Worth sending again later: no answer, the server down, or told to slow down. */
function retryLater(result: ApiFailure): boolean {
  return result.reason === "network" || result.status === 429 || (result.status ?? 0) >= 500;
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export async function readOutbox(): Promise<OutboxItem[]> {
  return (await readRecord<OutboxItem[]>(STORAGE_KEYS.outbox)) ?? [];
}

async function enqueue(item: NewItem): Promise<void> {
  const queued = { ...item, id: crypto.randomUUID(), queuedAt: Date.now() } as OutboxItem;
  await updateRecord<OutboxItem[]>(STORAGE_KEYS.outbox, (items = []) => [...items, queued]);
}

async function remove(ids: ReadonlySet<string>): Promise<void> {
  await updateRecord<OutboxItem[]>(STORAGE_KEYS.outbox, (items = []) => items.filter((i) => !ids.has(i.id)));
}

async function sendOrQueue(item: NewItem): Promise<SendOutcome> {
  if (!isOffline()) {
    const result = await send(item);
    if (result.ok) return { status: "sent", message: result.message };
    if (!retryLater(result)) return { status: "failed", failure: result };
  }
  await enqueue(item);
  return { status: "queued" };
}

export const sendContactOrQueue = (body: ContactBody) => sendOrQueue({ kind: "contact", body });
export const postCommentOrQueue = (body: CommentBody) => sendOrQueue({ kind: "comment", body });

export interface FlushReport {
  sent: number;
  /** Refused by the server (invalid, or no longer allowed): dropped, sending again would not help. */
  dropped: number;
  kept: number;
}

async function flushNow(): Promise<FlushReport> {
  const report: FlushReport = { sent: 0, dropped: 0, kept: 0 };
  const done = new Set<string>();
  for (const item of await readOutbox()) {
    const result = await send(item);
    if (result.ok) {
      report.sent++;
      done.add(item.id);
    } else if (retryLater(result)) {
      report.kept++;
      // The signal is not really back: the rest would fail the same way.
      if (result.reason === "network") break;
    } else {
      console.warn(`[offline] ${item.kind} en cola rechazado por el servidor: ${result.message}`);
      report.dropped++;
      done.add(item.id);
    }
  }
  if (done.size > 0) await remove(done);
  return report;
}

let flushing: Promise<FlushReport> | null = null;

/** Sends what is queued, once at a time per app and, where Web Locks exist, across tabs. */
export function flushOutbox(): Promise<FlushReport> {
  flushing ??= (async () => {
    try {
      if (typeof navigator !== "undefined" && navigator.locks) {
        return await navigator.locks.request("gasolinaeco-outbox", flushNow);
      }
      return await flushNow();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Flushes now and whenever the signal returns or the app comes back; `onSent` hears of each success. */
export function startOutboxSync(onSent: (report: FlushReport) => void): () => void {
  const flush = () => {
    if (isOffline()) return;
    flushOutbox().then(
      (report) => report.sent > 0 && onSent(report),
      (error: unknown) => console.warn("[offline] no se pudo vaciar la cola:", error),
    );
  };
  const onVisible = () => document.visibilityState === "visible" && flush();
  flush();
  window.addEventListener("online", flush);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.removeEventListener("online", flush);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
