// The station markers layer: decluttered so that hundreds of stations stay readable (overlapping labels
// give way to the cheaper station's), refilled whenever the stations change.
import { useEffect, useMemo } from "react";
import type { FeatureLike } from "ol/Feature.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import type { StationResult } from "../domain/contract/stations.ts";
import { RANK_KEY, stationFeatures } from "./station-features.ts";
import { useOlLayer } from "./use-ol-layer.ts";

const byRank = (a: FeatureLike, b: FeatureLike) => (a.get(RANK_KEY) as number) - (b.get(RANK_KEY) as number);

export function useStationMarkers(stations: readonly StationResult[]): VectorLayer<VectorSource> {
  const layer = useMemo(
    () =>
      new VectorLayer({
        source: new VectorSource(),
        declutter: true,
        renderOrder: byRank,
        zIndex: 30,
        properties: { name: "stations" },
      }),
    [],
  );
  useOlLayer(layer);
  useEffect(() => {
    const source = layer.getSource()!;
    source.clear(true);
    source.addFeatures(stationFeatures(stations));
  }, [layer, stations]);
  return layer;
}
