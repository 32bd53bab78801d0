// What a feature of the browsing map stands for: a station (a dot, or its price label), or a cluster
// with its size and its cheapest member. Read by the styles, the price ranking and the taps.
import type { FeatureLike } from "ol/Feature.js";
import type { MapStation } from "../domain/map-stations.ts";

export const MAP_STATION_KEY = "mapStation";
export const CHEAPEST_KEY = "cheapest";
export const SIZE_KEY = "size";

export const mapStationOf = (feature: FeatureLike): MapStation | null => (feature.get(MAP_STATION_KEY) as MapStation | undefined) ?? null;

/** The station a feature stands for: the station itself, or a cluster's cheapest member. */
export const cheapestStationOf = (feature: FeatureLike): MapStation | null =>
  mapStationOf(feature) ?? (feature.get(CHEAPEST_KEY) as MapStation | null | undefined) ?? null;

export const clusterSize = (feature: FeatureLike): number => (feature.get(SIZE_KEY) as number | undefined) ?? 1;

/** Cheaper first: drawn first, so where labels collide the cheaper one keeps its place. */
export const byPriceOf = (a: FeatureLike, b: FeatureLike) => (cheapestStationOf(a)?.precio ?? Infinity) - (cheapestStationOf(b)?.precio ?? Infinity);
