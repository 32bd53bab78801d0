// The kiosk board's data: the last board kept on the device is shown at once, then the server is
// asked now and every KIOSK_REFRESH_MS (and when the signal returns). A failed refresh keeps the last
// prices on screen; the board then says how old they are. A screen that has never shown this board
// and gets no answer builds it from the national snapshot the device holds (src/offline/), until the
// server answers again.
import { useCallback, useEffect, useState } from "react";
import type { DataSource } from "../../api/api-result.ts";
import { getKioskBoard } from "../../api/kiosk.ts";
import type { KioskBoard } from "../../domain/contract/kiosk.ts";
import { readRecord, writeRecord } from "../../stores/local-records.ts";
import { STORAGE_KEYS } from "../../stores/storage-keys.ts";

export const KIOSK_REFRESH_MS = 5 * 60_000;

export interface KioskView {
  board: KioskBoard;
  /** When these prices were fetched from the server, ms since the epoch. */
  fetchedAt: number;
  source: DataSource;
}

export interface KioskBoardState {
  view: KioskView | null;
  /** The last refresh got no answer (or a refusal). */
  failed: boolean;
  /** The server's message when it refused (unknown station). */
  message: string | null;
  /**
   * The server gave no answer and the snapshot lacks the station: "offline" when the device says it
   * has no connection, "unreachable" when it has one (the board says which, in the app's language).
   */
  notInSnapshot: "offline" | "unreachable" | null;
}

interface StoredBoard {
  id: string;
  board: KioskBoard;
  fetchedAt: number;
}

/** The board from the snapshot on the device; null without a snapshot, why not when it lacks the station. */
async function boardFromSnapshot(id: string): Promise<KioskView | { notInSnapshot: "offline" | "unreachable" } | null> {
  const [{ readSnapshot, readSnapshotMeta }, { kioskBoardFromSnapshot }] = await Promise.all([
    import("../../offline/snapshot-store.ts"),
    import("../../offline/kiosk-from-snapshot.ts"),
  ]);
  const [snapshot, meta] = await Promise.all([readSnapshot().catch(() => null), readSnapshotMeta().catch(() => null)]);
  if (!snapshot) return null;
  const board = kioskBoardFromSnapshot(snapshot, id, new Date());
  // "Sin conexión" only when the device says so.
  if (!board) return { notInSnapshot: navigator.onLine ? "unreachable" : "offline" };
  return { board, fetchedAt: meta?.downloadedAt ?? Date.now(), source: "snapshot" };
}

/** No answer at all, or only the one a proxy gives when our server is down: the device can do better. */
const unreachable = (result: { reason: string; status: number | null }) =>
  result.reason === "network" || ((result.reason === "status" || result.reason === "rejected") && (result.status ?? 0) >= 500);

async function readStored(id: string): Promise<KioskView | null> {
  const stored = await readRecord<StoredBoard>(STORAGE_KEYS.kioskBoard).catch(() => undefined);
  return stored?.id === id ? { board: stored.board, fetchedAt: stored.fetchedAt, source: "cache" } : null;
}

export function useKioskBoard(id: string, refreshMs = KIOSK_REFRESH_MS): KioskBoardState {
  const [state, setState] = useState<KioskBoardState>({ view: null, failed: false, message: null, notInSnapshot: null });

  const refresh = useCallback(async (isCurrent: () => boolean) => {
    const result = await getKioskBoard(id);
    if (!isCurrent()) return;
    if (result.ok) {
      const view: KioskView = { board: result.data, fetchedAt: result.fetchedAt ?? Date.now(), source: result.source ?? "network" };
      setState({ view, failed: false, message: null, notInSnapshot: null });
      if (view.source === "network") {
        await writeRecord(STORAGE_KEYS.kioskBoard, { id, board: view.board, fetchedAt: view.fetchedAt } satisfies StoredBoard).catch(
          (error: unknown) => console.warn("[kiosko] no se pudo guardar el panel:", error),
        );
      }
      return;
    }
    const message = result.reason === "rejected" && !unreachable(result) ? result.message : null;
    setState((previous) => ({ ...previous, failed: true, message, notInSnapshot: null }));
    if (!unreachable(result)) return;
    const stored = await readStored(id);
    if (stored || !isCurrent()) return;
    const fromSnapshot = await boardFromSnapshot(id).catch((error: unknown) => {
      console.warn("[kiosko] no se pudo leer la instantánea:", error);
      return null;
    });
    if (!fromSnapshot || !isCurrent()) return;
    setState((previous) => {
      // A stored or live board that arrived meanwhile wins over the snapshot's.
      if (previous.view && previous.view.source !== "snapshot") return previous;
      return "notInSnapshot" in fromSnapshot ? { ...previous, notInSnapshot: fromSnapshot.notInSnapshot } : { ...previous, view: fromSnapshot };
    });
  }, [id]);

  useEffect(() => {
    let current = true;
    const isCurrent = () => current;
    setState({ view: null, failed: false, message: null, notInSnapshot: null });
    void readStored(id).then((stored) => {
      if (current && stored) setState((previous) => (previous.view ? previous : { ...previous, view: stored }));
    });
    void refresh(isCurrent);
    const timer = setInterval(() => void refresh(isCurrent), refreshMs);
    const onOnline = () => void refresh(isCurrent);
    window.addEventListener("online", onOnline);
    return () => {
      current = false;
      clearInterval(timer);
      window.removeEventListener("online", onOnline);
    };
  }, [id, refreshMs, refresh]);

  return state;
}
