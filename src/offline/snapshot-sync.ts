// Keeps the device's national snapshot current: downloaded a few seconds after the page has loaded,
// once the browser is idle (on one bar of signal its ~270 KB must not compete with the first screen
// and the first search), then revalidated with its ETag (a 304 of a few bytes while the feed is unchanged)
// on each start, when the signal returns and when the app comes back to the foreground, at most every
// REVALIDATE_EVERY_MS. The <html> element's data-snapshot attribute says where it stands
// ("downloading", "ready", "failed"), for tests and for styling.
import { downloadSnapshot } from "../api/snapshot.ts";
import { afterPageLoad } from "./after-page-load.ts";
import { readSnapshotMeta, saveSnapshot, saveSnapshotMeta, type SnapshotMeta } from "./snapshot-store.ts";

/** The feed refreshes every 30 minutes; asking more often would only get 304s. */
export const REVALIDATE_EVERY_MS = 30 * 60_000;
/** Quiet time after the page's load event before the first sync: the first search goes first. */
export const FIRST_SYNC_DELAY_MS = 2000;

export type SnapshotState = "downloading" | "ready" | "failed";

function mark(state: SnapshotState): void {
  if (typeof document !== "undefined") document.documentElement.dataset.snapshot = state;
}

let running: Promise<SnapshotMeta | null> | null = null;

/** Downloads or revalidates now (unless checked within REVALIDATE_EVERY_MS, or `force`). */
export function syncSnapshot({ force = false, now = () => Date.now() } = {}): Promise<SnapshotMeta | null> {
  running ??= (async () => {
    try {
      const held = await readSnapshotMeta().catch(() => null);
      if (held && !force && now() - held.checkedAt < REVALIDATE_EVERY_MS) {
        mark("ready");
        return held;
      }
      mark(held ? "ready" : "downloading");
      const download = await downloadSnapshot(held?.etag ?? null);
      if (!download.ok) {
        mark(held ? "ready" : "failed");
        return held;
      }
      if (!download.changed) {
        const confirmed = { ...held!, checkedAt: now() };
        await saveSnapshotMeta(confirmed);
        mark("ready");
        return confirmed;
      }
      const { snapshot, etag } = download;
      // Never kept: Spain has stations, so an empty one is a server that had not loaded them yet.
      if (snapshot.n === 0) {
        mark(held ? "ready" : "failed");
        return held;
      }
      const meta: SnapshotMeta = { etag, fecha: snapshot.fecha, stations: snapshot.n, downloadedAt: now(), checkedAt: now() };
      await saveSnapshot(snapshot, meta);
      mark("ready");
      return meta;
    } catch (error) {
      console.warn("[offline] no se pudo guardar la instantánea:", error);
      mark("failed");
      return null;
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Starts the schedule; returns the function that stops it. */
export function startSnapshotSync(): () => void {
  const sync = () => void syncSnapshot();
  const cancelFirst = afterPageLoad(sync, FIRST_SYNC_DELAY_MS);
  const onVisible = () => document.visibilityState === "visible" && sync();
  window.addEventListener("online", sync);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    cancelFirst();
    window.removeEventListener("online", sync);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
