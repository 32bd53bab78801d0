// The selected route station's detour on the map: a dashed line from the point where it
// leaves the route to the station. Only for route results (they carry `desvioKm`).
import { useMemo } from "react";
import Feature from "ol/Feature.js";
import LineString from "ol/geom/LineString.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import { fromLonLat } from "ol/proj.js";
import { Stroke, Style } from "ol/style.js";
import type { StationResult } from "../domain/contract/stations.ts";
import { nearestPointOnPath } from "../domain/nearest-point.ts";
import { decodePolylineFlat } from "../domain/polyline.ts";
import { useOlLayer } from "./use-ol-layer.ts";

const DETOUR_STYLE = [
  new Style({ stroke: new Stroke({ color: "#ffffff", width: 6 }) }),
  new Style({ stroke: new Stroke({ color: "#b45309", width: 3, lineDash: [8, 6] }) }),
];

export function useDetourLine(route: string | null | undefined, selected: (StationResult & { desvioKm?: number }) | null): void {
  const path = useMemo(() => {
    if (!route) return null;
    try {
      return decodePolylineFlat(route);
    } catch {
      return null;
    }
  }, [route]);
  const layer = useMemo(() => {
    if (!path || !selected || selected.desvioKm === undefined) return null;
    const { latitud, longitud } = selected.gps;
    const from = nearestPointOnPath(path, latitud, longitud);
    if (!from) return null;
    const line = new LineString([fromLonLat([from[1], from[0]]), fromLonLat([longitud, latitud])]);
    return new VectorLayer({
      source: new VectorSource({ features: [new Feature(line)] }),
      style: DETOUR_STYLE,
      zIndex: 12,
      properties: { name: "detour" },
    });
  }, [path, selected]);
  useOlLayer(layer);
}
