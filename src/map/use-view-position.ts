// Where the view looks: the whole route when there is one, else the search position at the start zoom
// (SPEC §9: 13). Runs when those change, not on every render, so the driver's panning is kept.
import { useEffect } from "react";
import type LineString from "ol/geom/LineString.js";
import { fromLonLat } from "ol/proj.js";
import { useMap } from "./map-context.ts";
import { MAP_ZOOM } from "./map-constants.ts";
import type { MapPosition } from "./map-types.ts";

const FIT_PADDING = [48, 32, 48, 32];

export function useViewPosition(center: MapPosition | null, routeLine: LineString | null): void {
  const map = useMap();
  const latitude = center?.latitude;
  const longitude = center?.longitude;

  useEffect(() => {
    if (!map) return;
    const view = map.getView();
    if (routeLine) {
      const size = map.getSize();
      if (size && size[0]! > 0 && size[1]! > 0) {
        view.fit(routeLine.getExtent(), { size, padding: FIT_PADDING });
        return;
      }
      // Not laid out yet (or no layout at all): centre on the route and show most of Spain.
      const [minX, minY, maxX, maxY] = routeLine.getExtent() as [number, number, number, number];
      view.setCenter([(minX + maxX) / 2, (minY + maxY) / 2]);
      view.setZoom(MAP_ZOOM.min + 1);
      return;
    }
    if (latitude == null || longitude == null) return;
    view.setCenter(fromLonLat([longitude, latitude]));
    view.setZoom(MAP_ZOOM.start);
  }, [map, routeLine, latitude, longitude]);
}
