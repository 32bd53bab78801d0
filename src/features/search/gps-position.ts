// The device position for a search: now if the GPS is active, or the first reading within a wait
// (SPEC §2: "espera un minuto").
import { useGeolocationStore, type GeolocationState } from "../../stores/geolocation-store.ts";
import type { SearchPosition } from "./search-criteria.ts";

export const GPS_WAIT_MS = 60_000;

function activePosition(state: GeolocationState): SearchPosition | null {
  return state.active && state.latitude !== null && state.longitude !== null
    ? { latitude: state.latitude, longitude: state.longitude }
    : null;
}

export const gpsPosition = (): SearchPosition | null => activePosition(useGeolocationStore.getState());

/** Calls back once with the first active reading, or with null after `timeoutMs`; returns a cancel. */
export function waitForGps(timeoutMs: number, onDone: (position: SearchPosition | null) => void): () => void {
  let done = false;
  const finish = (position: SearchPosition | null) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unsubscribe();
    onDone(position);
  };
  const unsubscribe = useGeolocationStore.subscribe((state) => {
    const position = activePosition(state);
    if (position) finish(position);
  });
  const timer = setTimeout(() => finish(null), timeoutMs);
  return () => {
    done = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
