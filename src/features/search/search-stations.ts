// The nearby search a driver runs: the server first, and the national snapshot on the device when the
// server cannot answer (src/offline/offline-search.ts). Composed here so that src/api only speaks to
// the server and src/offline only to the device.
import { postNearbySearch, type SearchBody } from "../../api/stations.ts";
import type { LocalQuery } from "../../offline/local-search-core.ts";
import { searchWithOfflineFallback } from "../../offline/offline-search.ts";

/** The snapshot search's code (decoder, worker handle) is fetched only when a search falls back to it. */
const localSearch = async (query: LocalQuery) => (await import("../../offline/local-search.ts")).localSearch(query);

export const searchStations = (body: SearchBody) => searchWithOfflineFallback(body, () => postNearbySearch(body), { localSearch });
