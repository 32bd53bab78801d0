// Station calls of SPEC §7: nearby search, route search, station information, last feed update; plus
// the station's price history (our own endpoint).
import type * as v from "valibot";
import { searchRouteResponse, type SearchRouteRequestBody } from "../domain/contract/route.ts";
import { planRouteResponse, type PlanRouteRequestBody } from "../domain/contract/refuel-plan.ts";
import {
  historyResponse,
  lastUpdateResponse,
  searchResponse,
  stationInfoResponse,
  whenToFillResponse,
  provinceMedianResponse,
  type searchRequest,
} from "../domain/contract/stations.ts";
import { priceReportResponse, type PriceReportBody } from "../domain/contract/wrong-price-reports.ts";
import { callApi } from "./call-api.ts";

export type SearchBody = v.InferInput<typeof searchRequest>;

/** SPEC §3: fuel, radius, device position and its wall-clock time (the offline fallback: features/search/search-stations.ts). */
export const postNearbySearch = (body: SearchBody) =>
  callApi("post", "api/gasolinaeco/search", searchResponse, { json: body });

/** SPEC §3: fuel, the route's bounding box (or its polyline) and the device position. */
export const searchRouteStations = (body: SearchRouteRequestBody) =>
  callApi("post", "api/gasolinaeco/searchruta", searchRouteResponse, { json: body });

/** Where to stop on the route and how many litres to buy (the offline fallback: features/route/refuel-plan-search.ts). */
export const planRouteRefuels = (body: PlanRouteRequestBody) =>
  callApi("post", "api/gasolinaeco/planruta", planRouteResponse, { json: body });

export const getStationInfo = (id: string) =>
  callApi("post", "api/gasolinaeco/searchstation", stationInfoResponse, { json: { id } });

export const getLastUpdate = () => callApi("get", "api/gasolinaeco/getlastupdate", lastUpdateResponse);

/** Price changes of the station over the last `days` days, with the price in force when they start. */
export const getPriceHistory = (id: string, days = 30) =>
  callApi("get", `api/gasolinaeco/historico/${encodeURIComponent(id)}?dias=${days}`, historyResponse);

/** Is now a good time to fill at this station: its year of prices and its province's weekdays. */
export const getWhenToFill = (id: string, producto: string) =>
  callApi("get", `api/gasolinaeco/cuandorepostar/${encodeURIComponent(id)}?producto=${encodeURIComponent(producto)}`, whenToFillResponse, { optionalOffline: true });

/** The province's daily median price of a fuel over the last N days (the chart's second line). */
export const getProvinceMedian = (id: string, producto: string, days = 30) =>
  callApi("get", `api/gasolinaeco/medianaprovincia/${encodeURIComponent(id)}?producto=${encodeURIComponent(producto)}&dias=${days}`, provinceMedianResponse, { optionalOffline: true });

/** "¿Precio incorrecto?": the price the driver saw at the pump, for the operator to check. */
export const reportWrongPrice = (body: PriceReportBody) =>
  callApi("post", "api/gasolinaeco/precioincorrecto", priceReportResponse, { json: body });
