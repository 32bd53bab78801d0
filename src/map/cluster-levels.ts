// The browsing map's clusters, one source per whole zoom level below STATIONS_FROM_ZOOM, each made
// once per list of stations (the domain's grid, gridClusters) and kept: a zoom only hands the layer
// the level's source, never groups or indexes ~11,000 stations while the driver waits. The levels are
// made ahead in the browser's idle time, the one on view first; one asked for before is made at once.
import Feature from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorSource from "ol/source/Vector.js";
import { gridClusters } from "../domain/map-clusters.ts";
import type { MapStation } from "../domain/map-stations.ts";
import { CHEAPEST_KEY, SIZE_KEY } from "./browse-features.ts";
import { whenIdle } from "../offline/after-page-load.ts";

/** The side of a cluster's cell on screen. */
const CLUSTER_CELL_PX = 56;

export interface ClusterLevels {
  /** The clusters of one whole zoom level. */
  at(level: number): VectorSource<Feature<Point>>;
  /** Makes the levels not yet made, nearest `level` first, one per idle moment. */
  prepare(level: number): void;
  dispose(): void;
}

export function createClusterLevels(
  stations: readonly MapStation[],
  xs: Float64Array,
  ys: Float64Array,
  levels: readonly number[],
  resolutionOf: (level: number) => number,
): ClusterLevels {
  const made = new Map<number, VectorSource<Feature<Point>>>();
  let cancel: (() => void) | null = null;
  const at = (level: number) => {
    let source = made.get(level);
    if (!source) {
      const features = gridClusters(stations, xs, ys, CLUSTER_CELL_PX * resolutionOf(level)).map((group) => {
        const feature = new Feature(new Point([group.x, group.y]));
        feature.setProperties({ [CHEAPEST_KEY]: group.cheapest, [SIZE_KEY]: group.members.length }, true);
        return feature;
      });
      made.set(level, (source = new VectorSource({ features })));
    }
    return source;
  };
  return {
    at,
    prepare(level) {
      cancel?.();
      const waiting = levels.filter((l) => !made.has(l)).sort((a, b) => Math.abs(a - level) - Math.abs(b - level));
      const next = () => {
        const l = waiting.shift();
        if (l === undefined) return;
        at(l);
        cancel = whenIdle(next);
      };
      cancel = whenIdle(next);
    },
    dispose() {
      cancel?.();
      made.clear();
    },
  };
}
