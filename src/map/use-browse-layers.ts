// The browsing map's stations. Below STATIONS_FROM_ZOOM they group into clusters labelled with their
// cheapest price (one source per whole zoom level, made ahead: cluster-levels.ts). From there every
// station is a dot (a layer never decluttered) and only the LABELLED_IN_VIEW cheapest in view carry a
// price label (a second layer, decluttered, where the cheaper label wins). Colours rank the prices in
// view in fifths. All of it is worked out when the view settles, never during a drag.
//
// Why so: on the bench's 4× slowed phone, decluttering the label of each of ~600 stations of a Madrid
// view at every frame of a drag took most of its 250 ms frames; ol/source/Cluster's pairing of ~11,000
// stations took 600 ms of a zoom step. A few dozen labels, and clusters made once per level, keep
// every frame far under 100 ms.
import { useEffect, useMemo } from "react";
import type OlMap from "ol/Map.js";
import Feature, { type FeatureLike } from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorLayer from "ol/layer/Vector.js";
import type { Extent } from "ol/extent.js";
import { fromLonLat } from "ol/proj.js";
import VectorSource from "ol/source/Vector.js";
import { cheapestInBox, inBox, type LonLatBox } from "../domain/map-clusters.ts";
import type { MapStation } from "../domain/map-stations.ts";
import { percentileBands, type PercentileBands } from "../domain/price-percentiles.ts";
import { whenIdle } from "../offline/after-page-load.ts";
import { byPriceOf, cheapestStationOf, clusterSize, MAP_STATION_KEY, mapStationOf } from "./browse-features.ts";
import { clusterStyle, stationDot, stationLabel, stationStyle } from "./browse-styles.ts";
import { createClusterLevels, type ClusterLevels } from "./cluster-levels.ts";
import { MAP_ZOOM } from "./map-constants.ts";
import { useMap } from "./map-context.ts";
import { useOlLayer } from "./use-ol-layer.ts";

/** From this zoom (a town's streets) every station shows on its own. */
export const STATIONS_FROM_ZOOM = 12;
/** Price labels closer in: the cheapest of the view, as many as a phone's view can show apart. */
export const LABELLED_IN_VIEW = 40;
/** Dots added to the map per idle moment, so that no one task makes all ~11,000. */
const DOTS_PER_MOMENT = 1500;
const BELOW = 1e-3;
const CLUSTER_LEVELS = Array.from({ length: STATIONS_FROM_ZOOM - MAP_ZOOM.min }, (_, i) => MAP_ZOOM.min + i);

type PointLayer = VectorLayer<VectorSource<Feature<Point>>>;

export interface BrowseLayers {
  readonly dots: PointLayer;
  readonly labels: PointLayer;
  readonly clusters: PointLayer;
  /** The layers a tap can hit. */
  readonly tappable: readonly PointLayer[];
  /** Shows these stations (every one of the product, cheapest first) from the next settle on. */
  show(stations: readonly MapStation[]): void;
  /** The view settled on `box` (`extent` in map units) at `zoom`: ranks its prices, labels its
   * cheapest, redraws; returns the bands. */
  settle(box: LonLatBox, extent: Extent, zoom: number): PercentileBands;
  dispose(): void;
}

const stationFeature = (station: MapStation, x: number, y: number): Feature<Point> => {
  const feature = new Feature(new Point([x, y]));
  feature.set(MAP_STATION_KEY, station, true);
  return feature;
};

/** The price of a station whose label lies under a cheaper one's is still there: cheaper on top. */
const dearestFirst = (a: FeatureLike, b: FeatureLike) => byPriceOf(b, a);

export function createBrowseLayers(map: OlMap): BrowseLayers {
  let bands = percentileBands([]);
  let stations: readonly MapStation[] = [];
  let xs = new Float64Array(0);
  let ys = new Float64Array(0);
  let levels: ClusterLevels | null = null;
  let dotsMade = 0;
  let cancelDots: (() => void) | null = null;

  const dotSource = new VectorSource<Feature<Point>>();
  const labelSource = new VectorSource<Feature<Point>>();
  const bandOf = (feature: FeatureLike) => bands.bandOf(cheapestStationOf(feature)?.precio ?? 0);
  const dots: PointLayer = new VectorLayer({
    source: dotSource,
    renderOrder: dearestFirst,
    minZoom: STATIONS_FROM_ZOOM - BELOW,
    zIndex: 30,
    properties: { name: "stations" },
    style: (feature) => stationDot(bandOf(feature)),
  });
  const labels: PointLayer = new VectorLayer({
    source: labelSource,
    declutter: true,
    renderOrder: byPriceOf,
    minZoom: STATIONS_FROM_ZOOM - BELOW,
    zIndex: 31,
    properties: { name: "station-labels" },
    style: (feature) => {
      const station = mapStationOf(feature);
      return station ? stationLabel(station.precio, bands.bandOf(station.precio)) : undefined;
    },
  });
  const clusters: PointLayer = new VectorLayer({
    source: new VectorSource(),
    declutter: true,
    renderOrder: byPriceOf,
    maxZoom: STATIONS_FROM_ZOOM - BELOW,
    zIndex: 30,
    properties: { name: "clusters" },
    style: (feature) => {
      const cheapest = cheapestStationOf(feature);
      if (!cheapest) return undefined;
      const band = bands.bandOf(cheapest.precio);
      const size = clusterSize(feature);
      return size === 1 ? stationStyle(cheapest.precio, band) : clusterStyle(cheapest.precio, band, size);
    },
  });

  /** Adds the next `count` dots (all that are left when Infinity). */
  const addDots = (count: number) => {
    const end = Math.min(stations.length, dotsMade + count);
    const features: Feature<Point>[] = [];
    for (let i = dotsMade; i < end; i++) features.push(stationFeature(stations[i]!, xs[i]!, ys[i]!));
    dotsMade = end;
    if (features.length > 0) dotSource.addFeatures(features);
  };
  const addDotsWhenIdle = () => {
    cancelDots = null;
    addDots(DOTS_PER_MOMENT);
    if (dotsMade < stations.length) cancelDots = whenIdle(addDotsWhenIdle);
  };
  const levelOf = (zoom: number) => Math.min(STATIONS_FROM_ZOOM - 1, Math.max(MAP_ZOOM.min, Math.round(zoom)));

  return {
    dots,
    labels,
    clusters,
    tappable: [labels, dots, clusters],
    show(next) {
      stations = next;
      xs = new Float64Array(stations.length);
      ys = new Float64Array(stations.length);
      stations.forEach((station, i) => {
        [xs[i], ys[i]] = fromLonLat([station.longitud, station.latitud]) as [number, number];
      });
      levels?.dispose();
      const view = map.getView();
      levels = createClusterLevels(stations, xs, ys, CLUSTER_LEVELS, (level) => view.getResolutionForZoom(level));
      levels.prepare(levelOf(view.getZoom() ?? MAP_ZOOM.min));
      cancelDots?.();
      dotsMade = 0;
      dotSource.clear(true);
      labelSource.clear(true);
      cancelDots = whenIdle(addDotsWhenIdle);
    },
    settle(box, extent, zoom) {
      if (!levels) return bands;
      if (zoom < STATIONS_FROM_ZOOM - BELOW) {
        const source = levels.at(levelOf(zoom));
        if (clusters.getSource() !== source) clusters.setSource(source);
        const prices: number[] = [];
        for (const feature of source.getFeaturesInExtent(extent)) prices.push(cheapestStationOf(feature)?.precio ?? 0);
        bands = percentileBands(prices);
        clusters.changed();
        return bands;
      }
      // Closer in, the dots not yet added in idle moments are added now.
      if (dotsMade < stations.length) {
        cancelDots?.();
        addDots(Infinity);
      }
      const prices: number[] = [];
      for (const station of stations) if (inBox(station, box)) prices.push(station.precio);
      bands = percentileBands(prices);
      labelSource.clear(true);
      labelSource.addFeatures(
        cheapestInBox(stations, box, LABELLED_IN_VIEW).map((station) => {
          const [x, y] = fromLonLat([station.longitud, station.latitud]) as [number, number];
          return stationFeature(station, x, y);
        }),
      );
      dots.changed();
      return bands;
    },
    dispose() {
      cancelDots?.();
      levels?.dispose();
    },
  };
}

export function useBrowseLayers(stations: readonly MapStation[]): BrowseLayers | null {
  const map = useMap();
  const layers = useMemo(() => (map ? createBrowseLayers(map) : null), [map]);
  useOlLayer(layers?.clusters ?? null);
  useOlLayer(layers?.dots ?? null);
  useOlLayer(layers?.labels ?? null);
  useEffect(() => () => layers?.dispose(), [layers]);
  useEffect(() => {
    layers?.show(stations);
  }, [layers, stations]);
  return layers;
}
