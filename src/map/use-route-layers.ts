// The route (SPEC §2 route results): its line and the 0.5 km corridor around it, both from the route's
// polyline6. The corridor is built on a lightly simplified path (about 10 m) to keep it small.
import { useMemo } from "react";
import Feature from "ol/Feature.js";
import LineString from "ol/geom/LineString.js";
import MultiPolygon from "ol/geom/MultiPolygon.js";
import VectorLayer from "ol/layer/Vector.js";
import VectorSource from "ol/source/Vector.js";
import { fromLonLat } from "ol/proj.js";
import { Fill, Stroke, Style } from "ol/style.js";
import { decodePolyline } from "../domain/polyline.ts";
import { corridorRings, type LonLatPoint } from "./corridor.ts";
import { useOlLayer } from "./use-ol-layer.ts";

/** Degrees; about 10 m in Spain. */
const SIMPLIFY_TOLERANCE = 1e-4;

const LINE_STYLE = [
  new Style({ stroke: new Stroke({ color: "#ffffff", width: 8 }) }),
  new Style({ stroke: new Stroke({ color: "#1a56db", width: 4 }) }),
];
const CORRIDOR_STYLE = new Style({ fill: new Fill({ color: "#1a56db" }) });
const CORRIDOR_OPACITY = 0.2;

export interface RouteGeometry {
  line: LineString;
  corridor: MultiPolygon;
}

/** The route line and corridor in the map's projection, or null when the polyline is unreadable. */
export function routeGeometry(polyline: string, corridorKm: number): RouteGeometry | null {
  let lonLats: number[][];
  try {
    lonLats = decodePolyline(polyline).map(([lat, lon]) => [lon, lat]);
  } catch {
    return null;
  }
  if (lonLats.length < 2) return null;
  const simplified = (new LineString(lonLats).simplify(SIMPLIFY_TOLERANCE) as LineString).getCoordinates();
  const rings = corridorRings(simplified as unknown as LonLatPoint[], corridorKm);
  return {
    line: new LineString(lonLats.map((point) => fromLonLat(point))),
    corridor: new MultiPolygon(rings.map((ring) => [ring.map((point) => fromLonLat(point))])),
  };
}

export function useRouteLayers(polyline: string | null | undefined, corridorKm: number): RouteGeometry | null {
  const geometry = useMemo(() => (polyline ? routeGeometry(polyline, corridorKm) : null), [polyline, corridorKm]);
  const corridorLayer = useMemo(
    () =>
      geometry &&
      new VectorLayer({
        source: new VectorSource({ features: [new Feature(geometry.corridor)] }),
        style: CORRIDOR_STYLE,
        opacity: CORRIDOR_OPACITY,
        zIndex: 10,
        properties: { name: "corridor" },
      }),
    [geometry],
  );
  const lineLayer = useMemo(
    () =>
      geometry &&
      new VectorLayer({
        source: new VectorSource({ features: [new Feature(geometry.line)] }),
        style: LINE_STYLE,
        zIndex: 11,
        properties: { name: "route" },
      }),
    [geometry],
  );
  useOlLayer(corridorLayer);
  useOlLayer(lineLayer);
  return geometry;
}
