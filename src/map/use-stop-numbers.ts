// The refuelling plan's stops on the map: a numbered disc (1, 2, 3…) above each stop's station
// marker, so the map reads like the list. Above the markers and not hit-tested: a tap there still
// opens the station underneath.
import { useMemo } from "react";
import Feature from "ol/Feature.js";
import Point from "ol/geom/Point.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import { fromLonLat } from "ol/proj.js";
import { Circle, Fill, Stroke, Style, Text } from "ol/style.js";
import type { MapPosition } from "./map-types.ts";
import { useOlLayer } from "./use-ol-layer.ts";

const numberStyle = (n: number) =>
  new Style({
    image: new Circle({ radius: 12, fill: new Fill({ color: "#1a56db" }), stroke: new Stroke({ color: "#ffffff", width: 2 }), displacement: [0, 26] }),
    text: new Text({ text: String(n), offsetY: -26, font: "bold 13px system-ui, sans-serif", fill: new Fill({ color: "#ffffff" }) }),
  });

export function useStopNumbers(stops: readonly MapPosition[] | undefined): void {
  const layer = useMemo(() => {
    if (!stops || stops.length === 0) return null;
    const features = stops.map((stop, k) => {
      const feature = new Feature(new Point(fromLonLat([stop.longitude, stop.latitude])));
      feature.setStyle(numberStyle(k + 1));
      return feature;
    });
    return new VectorLayer({ source: new VectorSource({ features }), zIndex: 30, properties: { name: "refuel-stops" } });
  }, [stops]);
  useOlLayer(layer);
}
