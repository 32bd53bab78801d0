// The results on screen: stations of the last search or route and the latest refuels near the user,
// with where the stations came from (network, or an offline cache or snapshot) and when they were
// fetched, so the results screen can say how old they are. Not persisted (the service worker caches
// searches); cleared when the user navigates from the sidebar.
import { create } from "zustand";
import type { DataSource } from "../api/api-result.ts";
import type { LatestRefuel } from "../domain/contract/accounts.ts";
import type { StationResult } from "../domain/contract/stations.ts";

export type ResultsSource = DataSource;

export interface ResultsOrigin {
  source?: ResultsSource;
  /** ms since the epoch; defaults to now. */
  fetchedAt?: number;
  /** When the prices were published (ms since the epoch), when known: only the snapshot says. */
  pricesAt?: number;
}

export interface ResultsState {
  stations: StationResult[];
  refuels: LatestRefuel[];
  source: ResultsSource;
  /** When the stations were fetched (ms since the epoch); null before any search. */
  fetchedAt: number | null;
  /** When their prices were published (ms since the epoch); null when unknown (a search answer has no date). */
  pricesAt: number | null;
  setStations: (stations: StationResult[], origin?: ResultsOrigin) => void;
  setRefuels: (refuels: LatestRefuel[]) => void;
  clear: () => void;
}

export const useResultsStore = create<ResultsState>()((set) => ({
  stations: [],
  refuels: [],
  source: "network",
  fetchedAt: null,
  pricesAt: null,
  setStations: (stations, { source = "network", fetchedAt = Date.now(), pricesAt } = {}) =>
    set({ stations, source, fetchedAt, pricesAt: pricesAt ?? null }),
  setRefuels: (refuels) => set({ refuels }),
  clear: () => set({ stations: [], refuels: [], source: "network", fetchedAt: null, pricesAt: null }),
}));
