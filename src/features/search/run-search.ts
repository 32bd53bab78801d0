// One nearby search (SPEC §2 "Search", §8): loader 'Buscando estaciones...' until the answer; the
// stations into the results store (with where they came from); for a logged-in user the latest refuels
// near the searched position (a failure is logged only). A failed search says 'Error de conexión'
// ('Error!', 2000 ms) and opens error/{message}. A run cancelled meanwhile changes nothing.
import { getLatestRefuels } from "../../api/community.ts";
import { searchStations } from "./search-stations.ts";
import type { FilterProduct } from "../../stores/filter-store.ts";
import { useResultsStore } from "../../stores/results-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { SNACK_DURATION, useUiStore } from "../../stores/ui-store.ts";
import type { SearchPosition } from "./search-criteria.ts";
import { SEARCH_FAILED_ACTION, SEARCH_FAILED_MESSAGE, SEARCH_LOADER_TEXT } from "./search-messages.ts";
import { searchTimestamp } from "../../domain/search-timestamp.ts";

export interface SearchRun {
  cancelled: boolean;
}

export interface StationSearch {
  product: FilterProduct;
  distance: number;
  position: SearchPosition;
}

export type SearchOutcome = "done" | "failed" | "cancelled";

export async function runSearch(search: StationSearch, run: SearchRun, navigate: (path: string) => void): Promise<SearchOutcome> {
  const ui = useUiStore.getState();
  const results = useResultsStore.getState();
  const latitud = String(search.position.latitude);
  const longitud = String(search.position.longitude);
  results.clear();
  ui.showLoader(SEARCH_LOADER_TEXT);

  const result = await searchStations({
    distancia: search.distance,
    producto: search.product,
    latitud,
    longitud,
    timestamp: searchTimestamp(),
  });
  if (run.cancelled) return "cancelled";
  ui.hideLoader();

  if (!result.ok) {
    ui.showSnack(SEARCH_FAILED_MESSAGE, { action: SEARCH_FAILED_ACTION, duration: SNACK_DURATION.searchError });
    navigate(`/error/${encodeURIComponent(result.message)}`);
    return "failed";
  }
  results.setStations(result.data, { source: result.source, fetchedAt: result.fetchedAt, pricesAt: result.pricesAt });

  if (isLoggedIn(useSessionStore.getState())) {
    const refuels = await getLatestRefuels({ latitud, longitud });
    if (!run.cancelled && refuels.ok) useResultsStore.getState().setRefuels(refuels.data);
  }
  return "done";
}
