// Station calls of SPEC §7: nearby search, route search, station information, last feed update; plus
// the station's price history (our own endpoint).
import type * as v from "valibot";
import { searchRouteResponse, type SearchRouteRequestBody } from "../domain/contract/route.ts";
import {
  historyResponse,
  lastUpdateResponse,
  searchResponse,
  stationInfoResponse,
  type searchRequest,
} from "../domain/contract/stations.ts";
import type { LocalQuery } from "../offline/local-search-core.ts";
import { searchWithOfflineFallback } from "../offline/offline-search.ts";
import { callApi } from "./call-api.ts";

export type SearchBody = v.InferInput<typeof searchRequest>;

/** The snapshot search's code (decoder, worker handle) is fetched only when a search falls back to it. */
const localSearch = async (query: LocalQuery) => (await import("../offline/local-search.ts")).localSearch(query);

/** With no answer from the network, the offline search on the device's snapshot (src/offline/). */
export const searchStations = (body: SearchBody) =>
  searchWithOfflineFallback(body, () => callApi("post", "api/gasolinaeco/search", searchResponse, { json: body }), { localSearch });

/** SPEC §3: fuel, the route's bounding box (or its polyline) and the device position. */
export const searchRouteStations = (body: SearchRouteRequestBody) =>
  callApi("post", "api/gasolinaeco/searchruta", searchRouteResponse, { json: body });

export const getStationInfo = (id: string) =>
  callApi("post", "api/gasolinaeco/searchstation", stationInfoResponse, { json: { id } });

export const getLastUpdate = () => callApi("get", "api/gasolinaeco/getlastupdate", lastUpdateResponse);

/** Price changes of the station over the last `days` days, with the price in force when they start. */
export const getPriceHistory = (id: string, days = 30) =>
  callApi("get", `api/gasolinaeco/historico/${encodeURIComponent(id)}?dias=${days}`, historyResponse);
