// Watches the device position (SPEC §9: high accuracy, cached positions up to 60 s, 30 s timeout) and
// feeds the geolocation store: active on each reading, inactive on error or without a GPS.
import { useEffect } from "react";
import { useGeolocationStore } from "../stores/geolocation-store.ts";

export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 60_000,
  timeout: 30_000,
};

type GeolocationStore = Pick<typeof useGeolocationStore, "getState">;

/** Starts watching; returns the function that clears the watch. */
export function watchDevicePosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  store: GeolocationStore = useGeolocationStore,
): () => void {
  if (!geolocation) {
    store.getState().markInactive();
    return () => {};
  }
  const watchId = geolocation.watchPosition(
    (position) =>
      store.getState().addReading({
        latitude: position.coords.latitude,
        longitude: position.coords.longitude,
        timestamp: position.timestamp,
        heading: position.coords.heading,
      }),
    (error) => {
      console.warn(`[gps] ${error.message}`);
      store.getState().markInactive();
    },
    GEOLOCATION_OPTIONS,
  );
  return () => geolocation.clearWatch(watchId);
}

export function useDevicePosition(): void {
  useEffect(() => watchDevicePosition(), []);
}
