// The results on screen: stations of the last search or route and the latest refuels near the user.
// Not persisted (the service worker caches searches); cleared when the user navigates from the sidebar.
import { create } from "zustand";
import type { LatestRefuel } from "../domain/contract/accounts.ts";
import type { StationResult } from "../domain/contract/stations.ts";

export interface ResultsState {
  stations: StationResult[];
  refuels: LatestRefuel[];
  setStations: (stations: StationResult[]) => void;
  setRefuels: (refuels: LatestRefuel[]) => void;
  clear: () => void;
}

export const useResultsStore = create<ResultsState>()((set) => ({
  stations: [],
  refuels: [],
  setStations: (stations) => set({ stations }),
  setRefuels: (refuels) => set({ refuels }),
  clear: () => set({ stations: [], refuels: [] }),
}));
