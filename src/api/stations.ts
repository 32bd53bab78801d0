// Station calls of SPEC §7: nearby search, route search, station information, last feed update.
import type * as v from "valibot";
import { lastUpdateResponse, searchResponse, stationInfoResponse, type searchRequest } from "../domain/contract/stations.ts";
import { callApi } from "./call-api.ts";

export type SearchBody = v.InferInput<typeof searchRequest>;

/** SPEC §3 route search: fuel, the bounding box of the route path and the device position. The
 * contract has no schema for it yet (the route issue adds the server side). */
export interface RouteSearchBody {
  combustible: string;
  minLat: number | string;
  maxLat: number | string;
  minLon: number | string;
  maxLon: number | string;
  latitud: number | string;
  longitud: number | string;
}

export const searchStations = (body: SearchBody) =>
  callApi("post", "api/gasolinaeco/search", searchResponse, { json: body });

export const searchRouteStations = (body: RouteSearchBody) =>
  callApi("post", "api/gasolinaeco/searchruta", searchResponse, { json: body });

export const getStationInfo = (id: string) =>
  callApi("post", "api/gasolinaeco/searchstation", stationInfoResponse, { json: { id } });

export const getLastUpdate = () => callApi("get", "api/gasolinaeco/getlastupdate", lastUpdateResponse);
