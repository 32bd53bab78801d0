// Outlines drawn under the stations (the provinces' shapes from the snapshot): with no signal no tile
// loads, and these keep the map readable on its plain background.
import { useMemo } from "react";
import Feature from "ol/Feature.js";
import Polygon from "ol/geom/Polygon.js";
import VectorLayer from "ol/layer/Vector.js";
import { fromLonLat } from "ol/proj.js";
import VectorSource from "ol/source/Vector.js";
import { Fill, Stroke, Style } from "ol/style.js";
import { useOlLayer } from "./use-ol-layer.ts";

const OUTLINE_STYLE = new Style({
  stroke: new Stroke({ color: "#7b8a80", width: 1 }),
  fill: new Fill({ color: "rgba(255, 255, 255, 0.55)" }),
});

export function useOutlineLayer(rings: readonly (readonly [number, number])[][] | null): void {
  const layer = useMemo(() => {
    if (!rings || rings.length === 0) return null;
    const features = rings.map((ring) => new Feature(new Polygon([ring.map(([lon, lat]) => fromLonLat([lon, lat]))])));
    // Under the tiles: once tiles load they cover the outlines; with none the outlines show.
    return new VectorLayer({ source: new VectorSource({ features }), style: OUTLINE_STYLE, zIndex: -1, properties: { name: "outlines" } });
  }, [rings]);
  useOlLayer(layer);
}
