// Runs the search of the URL whenever it changes (BUSCAR, the footer presets and a typed URL all land
// here), and again when BUSCAR is pressed on the search already shown. No fuel: 'Selecciona
// combustible!' and nothing is searched. No position in the URL: the GPS position; with no GPS, SPEC
// §2's first message, then the search as soon as the GPS answers, or the second message if it has not
// answered within a minute.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useFilterStore } from "../../stores/filter-store.ts";
import { useSavingStore } from "../../stores/saving-store.ts";
import { SNACK_DURATION, useUiStore } from "../../stores/ui-store.ts";
import { GPS_WAIT_MS, gpsPosition, waitForGps } from "./gps-position.ts";
import type { LatestRefuel } from "../../domain/contract/accounts.ts";
import type { StationResult } from "../../domain/contract/stations.ts";
import type { FoundStations } from "../results/found-stations.ts";
import { latestRefuelsNear, runSearch, type SearchRun } from "./run-search.ts";
import type { SearchCriteria, SearchPosition } from "./search-criteria.ts";
import { GPS_MESSAGE_ACTION, GPS_UNAVAILABLE_MESSAGE, NO_FUEL_ACTION, NO_FUEL_MESSAGE, NO_SEARCH_POSITION_MESSAGE } from "./search-messages.ts";
import { i18n } from "../../i18n/i18n.ts";

export type SearchPhase = "no-fuel" | "waiting-gps" | "no-position" | "searching" | "done" | "failed";

export interface SearchState {
  phase: SearchPhase;
  /** Where the search looks (the URL's position or the GPS's). */
  position: SearchPosition | null;
  /** What the last search found; null before it answers. */
  found: FoundStations<StationResult> | null;
  /** The latest refuels near that position (logged-in users). */
  refuels: LatestRefuel[];
}

const NOTHING = { found: null, refuels: [] } as const satisfies Pick<SearchState, "found" | "refuels">;

export function useStationSearch({ product, distance, position }: SearchCriteria): SearchState {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const [state, setState] = useState<SearchState>({ phase: product ? "searching" : "no-fuel", position, ...NOTHING });
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  // BUSCAR pressed again on this same search runs it again.
  const searchRequests = useUiStore((ui) => ui.searchRequests);
  // Turning members-only stations on or off asks the server again.
  const membersOnly = useSavingStore((saving) => saving.includeMembersOnly);

  useEffect(() => {
    const ui = useUiStore.getState();
    if (!product) {
      setState({ phase: "no-fuel", position: null, ...NOTHING });
      ui.showSnack(i18n._(NO_FUEL_MESSAGE), { action: i18n._(NO_FUEL_ACTION) });
      return;
    }
    const filter = useFilterStore.getState();
    filter.setProduct(product);
    filter.setDistance(distance);

    const run: SearchRun = { cancelled: false };
    const start = (at: SearchPosition) => {
      setState({ phase: "searching", position: at, ...NOTHING });
      void runSearch({ product, distance, position: at, membersOnly }, run, (path) => navigateRef.current(path)).then(async (outcome) => {
        if (outcome.kind === "cancelled") return;
        if (outcome.kind === "failed") {
          setState({ phase: "failed", position: at, ...NOTHING });
          return;
        }
        setState({ phase: "done", position: at, found: outcome.found, refuels: [] });
        const refuels = await latestRefuelsNear(at);
        if (!run.cancelled && refuels.length > 0) setState((shown) => ({ ...shown, refuels }));
      });
    };
    let stopWaiting = () => {};

    const known = latitude != null && longitude != null ? { latitude, longitude } : gpsPosition();
    if (known) {
      start(known);
    } else {
      setState({ phase: "waiting-gps", position: null, ...NOTHING });
      ui.showSnack(i18n._(GPS_UNAVAILABLE_MESSAGE), { action: i18n._(GPS_MESSAGE_ACTION), duration: SNACK_DURATION.gps });
      stopWaiting = waitForGps(GPS_WAIT_MS, (reading) => {
        if (reading) {
          start(reading);
          return;
        }
        setState({ phase: "no-position", position: null, ...NOTHING });
        useUiStore.getState().showSnack(i18n._(NO_SEARCH_POSITION_MESSAGE), { action: i18n._(GPS_MESSAGE_ACTION), duration: SNACK_DURATION.gps });
      });
    }

    return () => {
      run.cancelled = true;
      stopWaiting();
      useUiStore.getState().hideLoader();
    };
  }, [product, distance, latitude, longitude, searchRequests, membersOnly]);

  return state;
}
