// Clicking (or tapping) a station marker selects its station; clicking elsewhere clears the selection.
// The pointer turns into a hand over a marker.
import type MapBrowserEvent from "ol/MapBrowserEvent.js";
import type VectorLayer from "ol/layer/Vector.js";
import type { StationResult } from "../domain/contract/stations.ts";
import { useMap } from "./map-context.ts";
import { stationOf } from "./station-features.ts";
import { useOlListener } from "./use-ol-listener.ts";

const HIT_TOLERANCE = 8;

export function useMarkerSelection(layer: VectorLayer, onSelect: (station: StationResult | null) => void): void {
  const map = useMap();

  const stationAt = (pixel: number[]): StationResult | null => {
    if (!map) return null;
    return (
      map.forEachFeatureAtPixel(pixel, (feature) => stationOf(feature) ?? undefined, {
        layerFilter: (candidate) => candidate === layer,
        hitTolerance: HIT_TOLERANCE,
      }) ?? null
    );
  };

  useOlListener<MapBrowserEvent>(map, "singleclick", (event) => onSelect(stationAt(event.pixel)));
  useOlListener<MapBrowserEvent>(map, "pointermove", (event) => {
    if (event.dragging || !map) return;
    const element = map.getTargetElement();
    if (element) element.style.cursor = stationAt(event.pixel) ? "pointer" : "";
  });
}
