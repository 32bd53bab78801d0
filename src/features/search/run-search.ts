// One nearby search (SPEC §2 "Search", §8): loader 'Buscando estaciones...' until the answer, which
// is returned with where it came from; for a logged-in user, the latest refuels near the searched
// position (a failure is logged only). A failed search says 'Error de conexión' ('Error!', 2000 ms)
// and opens error/{message}. A run cancelled meanwhile changes nothing.
import { getLatestRefuels } from "../../api/community.ts";
import type { LatestRefuel } from "../../domain/contract/accounts.ts";
import type { StationResult } from "../../domain/contract/stations.ts";
import { foundStations, type FoundStations } from "../results/found-stations.ts";
import { searchStations } from "./search-stations.ts";
import type { FilterProduct } from "../../stores/filter-store.ts";
import { isLoggedIn, useSessionStore } from "../../stores/session-store.ts";
import { SNACK_DURATION, useUiStore } from "../../stores/ui-store.ts";
import type { SearchPosition } from "./search-criteria.ts";
import { SEARCH_FAILED_ACTION, SEARCH_FAILED_MESSAGE, SEARCH_LOADER_TEXT } from "./search-messages.ts";
import { searchTimestamp } from "../../domain/search-timestamp.ts";
import { i18n } from "../../i18n/i18n.ts";

export interface SearchRun {
  cancelled: boolean;
}

export interface StationSearch {
  product: FilterProduct;
  distance: number;
  position: SearchPosition;
  /** Members-only stations too ("Incluir cooperativas y venta restringida"). */
  membersOnly?: boolean;
}

export type SearchOutcome = { kind: "done"; found: FoundStations<StationResult> } | { kind: "failed" } | { kind: "cancelled" };

export async function runSearch(search: StationSearch, run: SearchRun, navigate: (path: string) => void): Promise<SearchOutcome> {
  const ui = useUiStore.getState();
  ui.showLoader(i18n._(SEARCH_LOADER_TEXT));

  const result = await searchStations({
    distancia: search.distance,
    producto: search.product,
    latitud: String(search.position.latitude),
    longitud: String(search.position.longitude),
    timestamp: searchTimestamp(),
    // Only when asked: the body of every other search stays as it was, and so does its cache key.
    ...(search.membersOnly ? { venta: "todas" as const } : {}),
  });
  if (run.cancelled) return { kind: "cancelled" };
  ui.hideLoader();

  if (!result.ok) {
    ui.showSnack(i18n._(SEARCH_FAILED_MESSAGE), { action: i18n._(SEARCH_FAILED_ACTION), duration: SNACK_DURATION.searchError });
    navigate(`/error/${encodeURIComponent(result.message)}`);
    return { kind: "failed" };
  }
  return { kind: "done", found: foundStations(result.data, result) };
}

/** The latest refuels near the searched position, for a logged-in user; none otherwise or on failure. */
export async function latestRefuelsNear(position: SearchPosition): Promise<LatestRefuel[]> {
  if (!isLoggedIn(useSessionStore.getState())) return [];
  const refuels = await getLatestRefuels({ latitud: String(position.latitude), longitud: String(position.longitude) });
  return refuels.ok ? refuels.data : [];
}
