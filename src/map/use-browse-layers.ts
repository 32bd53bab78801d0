// The browsing map's stations: one feature per station of the product, grouped into clusters below
// STATIONS_FROM_ZOOM (each labelled with its cheapest price) and shown one by one from there, where
// overlapping labels give way to the cheaper station's. Colours rank the prices in view in fifths,
// worked out again each time the view settles (never during a drag).
import { useEffect, useMemo, useRef } from "react";
import Feature, { type FeatureLike } from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorLayer from "ol/layer/Vector.js";
import type { Extent } from "ol/extent.js";
import type { Projection } from "ol/proj.js";
import { fromLonLat } from "ol/proj.js";
import Cluster from "ol/source/Cluster.js";
import VectorSource from "ol/source/Vector.js";
import { cheapestOf } from "../domain/map-clusters.ts";
import type { MapStation } from "../domain/map-stations.ts";
import { percentileBands, type PercentileBands } from "../domain/price-percentiles.ts";
import { clusterStyle, stationStyle } from "./browse-styles.ts";
import { useOlLayer } from "./use-ol-layer.ts";

export const MAP_STATION_KEY = "mapStation";
const CHEAPEST_KEY = "cheapest";
/** From this zoom (a town's streets) every station shows on its own. */
export const STATIONS_FROM_ZOOM = 11;
/** Stations closer than this on screen join one cluster. */
const CLUSTER_DISTANCE_PX = 56;
const BELOW = 1e-3;

/**
 * Cluster re-groups every station whenever the resolution changes; on a zoom animation that is every
 * frame. Stepping the resolution to whole zoom levels re-groups once per level instead.
 */
class SteppedCluster extends Cluster<Feature<Point>> {
  override loadFeatures(extent: Extent, resolution: number, projection: Projection): void {
    super.loadFeatures(extent, 2 ** Math.round(Math.log2(resolution)), projection);
  }
}

export const mapStationOf = (feature: FeatureLike): MapStation | null => (feature.get(MAP_STATION_KEY) as MapStation | undefined) ?? null;

/** The station a feature stands for: the station itself, or a cluster's cheapest member. */
export function cheapestStationOf(feature: FeatureLike): MapStation | null {
  const own = mapStationOf(feature);
  if (own) return own;
  const known = feature.get(CHEAPEST_KEY) as MapStation | null | undefined;
  if (known !== undefined) return known;
  const members = (feature.get("features") as FeatureLike[] | undefined) ?? [];
  const cheapest = cheapestOf(members.map(mapStationOf).filter((s): s is MapStation => s !== null));
  (feature as Feature).set(CHEAPEST_KEY, cheapest, true);
  return cheapest;
}

export const clusterSize = (feature: FeatureLike): number => (feature.get("features") as unknown[] | undefined)?.length ?? 1;

const byPriceOf = (a: FeatureLike, b: FeatureLike) => (cheapestStationOf(a)?.precio ?? Infinity) - (cheapestStationOf(b)?.precio ?? Infinity);

export interface BrowseLayers {
  stations: VectorLayer<VectorSource<Feature<Point>>>;
  clusters: VectorLayer<Cluster<Feature<Point>>>;
  /** Ranks the prices shown in `extent` at `zoom` and redraws in those colours; returns the bands. */
  rankInView(extent: Extent, zoom: number): PercentileBands;
}

export function useBrowseLayers(stations: readonly MapStation[]): BrowseLayers {
  const bands = useRef<PercentileBands>(percentileBands([]));
  const layers = useMemo((): BrowseLayers => {
    const source = new VectorSource<Feature<Point>>();
    const stationLayer = new VectorLayer({
      source,
      declutter: true,
      renderOrder: byPriceOf,
      minZoom: STATIONS_FROM_ZOOM - BELOW,
      zIndex: 30,
      properties: { name: "stations" },
      style: (feature) => {
        const station = mapStationOf(feature);
        return station ? stationStyle(station.precio, bands.current.bandOf(station.precio)) : undefined;
      },
    });
    const clusterSource = new SteppedCluster({ source, distance: CLUSTER_DISTANCE_PX });
    const clusterLayer = new VectorLayer({
      source: clusterSource,
      declutter: true,
      renderOrder: byPriceOf,
      maxZoom: STATIONS_FROM_ZOOM - BELOW,
      zIndex: 30,
      properties: { name: "clusters" },
      style: (feature) => {
        const cheapest = cheapestStationOf(feature);
        if (!cheapest) return undefined;
        const band = bands.current.bandOf(cheapest.precio);
        const count = clusterSize(feature);
        return count === 1 ? stationStyle(cheapest.precio, band) : clusterStyle(cheapest.precio, band, count);
      },
    });
    return {
      stations: stationLayer,
      clusters: clusterLayer,
      rankInView(extent, zoom) {
        const shown = zoom < STATIONS_FROM_ZOOM ? clusterSource.getFeaturesInExtent(extent) : source.getFeaturesInExtent(extent);
        const prices: number[] = [];
        for (const feature of shown) {
          const price = cheapestStationOf(feature)?.precio;
          if (price) prices.push(price);
        }
        bands.current = percentileBands(prices);
        stationLayer.changed();
        clusterLayer.changed();
        return bands.current;
      },
    };
  }, []);
  useOlLayer(layers.clusters);
  useOlLayer(layers.stations);
  useEffect(() => {
    const source = layers.stations.getSource()!;
    source.clear(true);
    source.addFeatures(
      stations.map((station) => {
        const feature = new Feature(new Point(fromLonLat([station.longitud, station.latitud])));
        feature.setId(station.id);
        feature.set(MAP_STATION_KEY, station, true);
        return feature;
      }),
    );
  }, [layers, stations]);
  return layers;
}
