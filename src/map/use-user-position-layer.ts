// The driver's position: a blue dot with a white ring, above the route and below the station labels.
import { useEffect, useMemo } from "react";
import Feature from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import { fromLonLat } from "ol/proj.js";
import { Circle, Fill, Stroke, Style } from "ol/style.js";
import type { MapPosition } from "./map-types.ts";
import { useOlLayer } from "./use-ol-layer.ts";

const USER_STYLE = new Style({
  image: new Circle({
    radius: 8,
    fill: new Fill({ color: "#1a56db" }),
    stroke: new Stroke({ color: "#ffffff", width: 3 }),
  }),
});

export function useUserPositionLayer(position: MapPosition | null): VectorLayer<VectorSource> {
  const layer = useMemo(
    () => new VectorLayer({ source: new VectorSource(), style: USER_STYLE, zIndex: 20, properties: { name: "user-position" } }),
    [],
  );
  useOlLayer(layer);
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    const source = layer.getSource()!;
    source.clear(true);
    if (latitude == null || longitude == null) return;
    source.addFeature(new Feature(new Point(fromLonLat([longitude, latitude]))));
  }, [layer, latitude, longitude]);
  return layer;
}
