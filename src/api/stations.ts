// Station calls of SPEC §7: nearby search, route search, station information, last feed update.
import type * as v from "valibot";
import { searchRouteResponse, type SearchRouteRequestBody } from "../domain/contract/route.ts";
import { lastUpdateResponse, searchResponse, stationInfoResponse, type searchRequest } from "../domain/contract/stations.ts";
import { callApi } from "./call-api.ts";

export type SearchBody = v.InferInput<typeof searchRequest>;

export const searchStations = (body: SearchBody) =>
  callApi("post", "api/gasolinaeco/search", searchResponse, { json: body });

/** SPEC §3: fuel, the route's bounding box (or its polyline) and the device position. */
export const searchRouteStations = (body: SearchRouteRequestBody) =>
  callApi("post", "api/gasolinaeco/searchruta", searchRouteResponse, { json: body });

export const getStationInfo = (id: string) =>
  callApi("post", "api/gasolinaeco/searchstation", stationInfoResponse, { json: { id } });

export const getLastUpdate = () => callApi("get", "api/gasolinaeco/getlastupdate", lastUpdateResponse);
