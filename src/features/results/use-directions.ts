// What the directions buttons do: open the maps app with the route to the station and, for a logged-in
// user, send the navigate-to-station event (SPEC §6), which records the refuel. The event's failure
// is logged only.
import { useCallback } from "react";
import { sendNavigateUser } from "../../api/community.ts";
import { useGeolocationStore } from "../../stores/geolocation-store.ts";
import { useSessionStore } from "../../stores/session-store.ts";
import { directionsUrl, type LatLon } from "./directions.ts";

export interface DirectionsTarget extends LatLon {
  stationId: string;
  /** The fuel the driver is going for (the navigate event needs it); null sends no event. */
  product: string | null;
}

export function currentPosition(): LatLon | null {
  const { latitude, longitude } = useGeolocationStore.getState();
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

export function openDirections({ stationId, product, latitude, longitude }: DirectionsTarget): void {
  const url = directionsUrl({ latitude, longitude }, currentPosition(), navigator.userAgent);
  window.open(url, "_blank", "noopener");
  const login = useSessionStore.getState().login;
  if (login && product) void sendNavigateUser({ userlogin: login, externalID: stationId, combustible: product });
}

export function useDirections(): (target: DirectionsTarget) => void {
  return useCallback(openDirections, []);
}
