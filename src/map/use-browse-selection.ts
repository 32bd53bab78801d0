// Tapping the browsing map: a cluster zooms in two levels around it, a station opens its panel, and
// anywhere else closes the panel. The pointer is a hand over a station or a cluster.
import type MapBrowserEvent from "ol/MapBrowserEvent.js";
import type { FeatureLike } from "ol/Feature.js";
import type { MapStation } from "../domain/map-stations.ts";
import { useMap } from "./map-context.ts";
import { MAP_ZOOM } from "./map-constants.ts";
import { cheapestStationOf, clusterSize } from "./browse-features.ts";
import type { BrowseLayers } from "./use-browse-layers.ts";
import { useOlListener } from "./use-ol-listener.ts";

const HIT_TOLERANCE = 8;
const ZOOM_STEP = 2;

export function useBrowseSelection(layers: BrowseLayers | null, onSelect: (station: MapStation | null) => void): void {
  const map = useMap();
  const featureAt = (pixel: number[]): FeatureLike | null =>
    map?.forEachFeatureAtPixel(pixel, (feature) => feature, {
      layerFilter: (layer) => (layers ? (layers.tappable as readonly object[]).includes(layer) : false),
      hitTolerance: HIT_TOLERANCE,
    }) ?? null;

  useOlListener<MapBrowserEvent>(map, "singleclick", (event) => {
    const feature = featureAt(event.pixel);
    if (feature && clusterSize(feature) > 1 && map) {
      const view = map.getView();
      view.animate({ center: event.coordinate, zoom: Math.min(MAP_ZOOM.max, (view.getZoom() ?? MAP_ZOOM.min) + ZOOM_STEP), duration: 250 });
      onSelect(null);
      return;
    }
    onSelect(feature ? cheapestStationOf(feature) : null);
  });
  useOlListener<MapBrowserEvent>(map, "pointermove", (event) => {
    if (event.dragging || !map) return;
    const element = map.getTargetElement();
    if (element) element.style.cursor = featureAt(event.pixel) ? "pointer" : "";
  });
}
