// The device position (SPEC §3): active on each reading, inactive on error; the last 10 readings; the
// speed in km/h from the last two (geo.ts, earth radius 6371 km).
import { useMemo } from "react";
import { create } from "zustand";
import { speedKmh, type TimedPosition } from "../domain/geo.ts";

export const HISTORY_SIZE = 10;

export interface PositionReading extends TimedPosition {
  /** Degrees from north, when the device tells it. */
  readonly heading?: number | null;
}

export interface GeolocationState {
  active: boolean;
  latitude: number | null;
  longitude: number | null;
  /** km/h from the last two readings; 0 until there are two. */
  speed: number;
  angle: number | null;
  history: TimedPosition[];
  addReading: (reading: PositionReading) => void;
  markInactive: () => void;
}

export function createGeolocationStore() {
  return create<GeolocationState>()((set) => ({
    active: false,
    latitude: null,
    longitude: null,
    speed: 0,
    angle: null,
    history: [],
    addReading: ({ latitude, longitude, timestamp, heading }) =>
      set((state) => {
        const history = [...state.history, { latitude, longitude, timestamp }].slice(-HISTORY_SIZE);
        const previous = history.at(-2);
        const latest = history.at(-1)!;
        return {
          active: true,
          latitude,
          longitude,
          angle: heading ?? null,
          history,
          speed: previous ? speedKmh(previous, latest) : 0,
        };
      }),
    markInactive: () => set({ active: false }),
  }));
}

export const useGeolocationStore = createGeolocationStore();

/** The device's last position, or null before the first reading; the same object while it stays put. */
export function useDevicePosition(): { latitude: number; longitude: number } | null {
  const latitude = useGeolocationStore((state) => state.latitude);
  const longitude = useGeolocationStore((state) => state.longitude);
  return useMemo(() => (latitude !== null && longitude !== null ? { latitude, longitude } : null), [latitude, longitude]);
}
