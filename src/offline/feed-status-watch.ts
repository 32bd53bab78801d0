// Keeps feed-status-store.ts current: getlastupdate now, every five minutes and when the signal
// returns; with no answer from the network, the date of the snapshot on the device.
import { getLastUpdate } from "../api/stations.ts";
import { useFeedStatusStore } from "./feed-status-store.ts";
import { readSnapshotMeta } from "./snapshot-store.ts";

/** Asks the server; when it cannot answer, falls back to the snapshot on the device. */
export async function checkFeedStatus(): Promise<void> {
  // Known to be offline: straight to the snapshot, without a request bound to fail.
  const answer = navigator.onLine ? await getLastUpdate() : ({ ok: false, reason: "network" } as const);
  if (answer.ok && answer.data) {
    const { fecha, ingestado, desactualizado } = answer.data;
    useFeedStatusStore.setState({ fecha, ingestado, serverSaysStale: desactualizado });
    return;
  }
  if (answer.ok || answer.reason !== "network") return;
  const meta = await readSnapshotMeta().catch(() => null);
  if (meta?.fecha) useFeedStatusStore.setState({ fecha: meta.fecha, ingestado: null, serverSaysStale: false });
}

const EVERY_MS = 5 * 60_000;

/** Checks now, every five minutes and whenever the signal returns; returns the function that stops it. */
export function startFeedStatusWatch(): () => void {
  const check = () => void checkFeedStatus();
  check();
  const timer = setInterval(check, EVERY_MS);
  window.addEventListener("online", check);
  return () => {
    clearInterval(timer);
    window.removeEventListener("online", check);
  };
}
