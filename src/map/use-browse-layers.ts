// The browsing map's stations: one feature per station of the product, grouped into clusters below
// STATIONS_FROM_ZOOM (each labelled with its cheapest price) and shown one by one from there, where
// overlapping labels give way to the cheaper station's. Colours rank the prices in view in fifths,
// worked out again each time the view settles (never during a drag).
//
// Not ol/source/Cluster: measured on the bench's 4× slowed phone, its pairing of each of ~11,000
// stations with its neighbours took 600 ms of one zoom step at the national zoom. The domain's grid
// (gridClusters) groups them in one pass, once per whole zoom level.
import { useEffect, useMemo, useRef } from "react";
import Feature, { type FeatureLike } from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorLayer from "ol/layer/Vector.js";
import type { Extent } from "ol/extent.js";
import { fromLonLat } from "ol/proj.js";
import VectorSource from "ol/source/Vector.js";
import { gridClusters } from "../domain/map-clusters.ts";
import type { MapStation } from "../domain/map-stations.ts";
import { percentileBands, type PercentileBands } from "../domain/price-percentiles.ts";
import { clusterStyle, stationStyle } from "./browse-styles.ts";
import { useMap } from "./map-context.ts";
import { useOlLayer } from "./use-ol-layer.ts";
import { useOlListener } from "./use-ol-listener.ts";

const MAP_STATION_KEY = "mapStation";
const CHEAPEST_KEY = "cheapest";
const SIZE_KEY = "size";
/** From this zoom (a town's streets) every station shows on its own. At 11 a phone's view of Madrid
 * holds some 600, and drawing their labels when the view settled took 470 ms on the bench's slowed
 * phone; at 12 about a quarter. */
export const STATIONS_FROM_ZOOM = 12;
/** The side of a cluster's cell on screen. */
const CLUSTER_CELL_PX = 56;
const BELOW = 1e-3;

const mapStationOf = (feature: FeatureLike): MapStation | null => (feature.get(MAP_STATION_KEY) as MapStation | undefined) ?? null;

/** The station a feature stands for: the station itself, or a cluster's cheapest member. */
export const cheapestStationOf = (feature: FeatureLike): MapStation | null =>
  mapStationOf(feature) ?? (feature.get(CHEAPEST_KEY) as MapStation | null | undefined) ?? null;

export const clusterSize = (feature: FeatureLike): number => (feature.get(SIZE_KEY) as number | undefined) ?? 1;

const byPriceOf = (a: FeatureLike, b: FeatureLike) => (cheapestStationOf(a)?.precio ?? Infinity) - (cheapestStationOf(b)?.precio ?? Infinity);

/** Resolutions stepped to whole zoom levels: clusters are made again once per level, not per frame. */
const zoomStep = (resolution: number) => 2 ** Math.round(Math.log2(resolution));

export interface BrowseLayers {
  stations: VectorLayer<VectorSource<Feature<Point>>>;
  clusters: VectorLayer<VectorSource<Feature<Point>>>;
  /** Ranks the prices shown in `extent` at `zoom` and redraws in those colours; returns the bands. */
  rankInView(extent: Extent, zoom: number): PercentileBands;
  /** Makes the clusters of `stations` for a resolution, unless those of its zoom level are made. */
  group(stations: readonly MapStation[], xs: Float64Array, ys: Float64Array, resolution: number): void;
}

function createBrowseLayers(bands: { current: PercentileBands }): BrowseLayers {
  const source = new VectorSource<Feature<Point>>();
  const clusterSource = new VectorSource<Feature<Point>>();
  let grouped: { stations: readonly MapStation[]; step: number } | null = null;
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
      const size = clusterSize(feature);
      return size === 1 ? stationStyle(cheapest.precio, band) : clusterStyle(cheapest.precio, band, size);
    },
  });
  return {
    stations: stationLayer,
    clusters: clusterLayer,
    rankInView(extent, zoom) {
      const shown = (zoom < STATIONS_FROM_ZOOM ? clusterSource : source).getFeaturesInExtent(extent);
      const prices: number[] = [];
      for (const feature of shown) {
        const price = cheapestStationOf(feature)?.precio;
        if (price) prices.push(price);
      }
      bands.current = percentileBands(prices);
      // Only the layer on view is drawn again in the new colours; the other when it shows.
      (zoom < STATIONS_FROM_ZOOM ? clusterLayer : stationLayer).changed();
      return bands.current;
    },
    group(stations, xs, ys, resolution) {
      const step = zoomStep(resolution);
      if (grouped?.stations === stations && grouped.step === step) return;
      grouped = { stations, step };
      const features = gridClusters(stations, xs, ys, CLUSTER_CELL_PX * step).map((group) => {
        const feature = new Feature(new Point([group.x, group.y]));
        feature.setProperties({ [CHEAPEST_KEY]: group.cheapest, [SIZE_KEY]: group.members.length }, true);
        return feature;
      });
      clusterSource.clear(true);
      clusterSource.addFeatures(features);
    },
  };
}

export function useBrowseLayers(stations: readonly MapStation[]): BrowseLayers {
  const map = useMap();
  const bands = useRef<PercentileBands>(percentileBands([]));
  const layers = useMemo(() => createBrowseLayers(bands), []);
  useOlLayer(layers.clusters);
  useOlLayer(layers.stations);
  // Each station's place on the map, worked out once per list.
  const positions = useMemo(() => {
    const xs = new Float64Array(stations.length);
    const ys = new Float64Array(stations.length);
    stations.forEach((station, i) => {
      [xs[i], ys[i]] = fromLonLat([station.longitud, station.latitud]) as [number, number];
    });
    return { xs, ys };
  }, [stations]);
  const regroup = () => {
    const view = map?.getView();
    const resolution = view?.getResolution();
    // Closer in the clusters are hidden: no need to make them.
    if (!view || !resolution || view.getZoomForResolution(resolution)! >= STATIONS_FROM_ZOOM - BELOW) return;
    layers.group(stations, positions.xs, positions.ys, resolution);
  };
  useOlListener(map?.getView() ?? null, "change:resolution", regroup);
  useEffect(() => {
    regroup();
    const source = layers.stations.getSource()!;
    source.clear(true);
    source.addFeatures(
      stations.map((station, i) => {
        const feature = new Feature(new Point([positions.xs[i]!, positions.ys[i]!]));
        feature.setId(station.id);
        feature.set(MAP_STATION_KEY, station, true);
        return feature;
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- regroup reads these same values
  }, [layers, stations, positions]);
  return layers;
}
