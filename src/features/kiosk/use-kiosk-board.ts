// The kiosk board's data: the last board kept on the device is shown at once, then the server is
// asked now and every KIOSK_REFRESH_MS (and when the signal returns). A failed refresh keeps the last
// prices on screen; the board then says how old they are.
import { get, set } from "idb-keyval";
import { useCallback, useEffect, useState } from "react";
import type { DataSource } from "../../api/api-result.ts";
import { getKioskBoard } from "../../api/offline.ts";
import type { KioskBoard } from "../../domain/contract/offline.ts";
import { localData } from "../../stores/idb-state-storage.ts";
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
}

interface StoredBoard {
  id: string;
  board: KioskBoard;
  fetchedAt: number;
}

async function readStored(id: string): Promise<KioskView | null> {
  const stored = await get<StoredBoard>(STORAGE_KEYS.kioskBoard, localData()).catch(() => undefined);
  return stored?.id === id ? { board: stored.board, fetchedAt: stored.fetchedAt, source: "cache" } : null;
}

export function useKioskBoard(id: string, refreshMs = KIOSK_REFRESH_MS): KioskBoardState {
  const [state, setState] = useState<KioskBoardState>({ view: null, failed: false, message: null });

  const refresh = useCallback(async (isCurrent: () => boolean) => {
    const result = await getKioskBoard(id);
    if (!isCurrent()) return;
    if (result.ok) {
      const view: KioskView = { board: result.data, fetchedAt: result.fetchedAt ?? Date.now(), source: result.source ?? "network" };
      setState({ view, failed: false, message: null });
      if (view.source === "network") {
        await set(STORAGE_KEYS.kioskBoard, { id, board: view.board, fetchedAt: view.fetchedAt } satisfies StoredBoard, localData()).catch(
          (error: unknown) => console.warn("[kiosko] no se pudo guardar el panel:", error),
        );
      }
      return;
    }
    setState((previous) => ({ ...previous, failed: true, message: result.reason === "rejected" ? result.message : null }));
  }, [id]);

  useEffect(() => {
    let current = true;
    const isCurrent = () => current;
    setState({ view: null, failed: false, message: null });
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
