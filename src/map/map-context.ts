// The one OpenLayers map of a map screen, shared with its layers and panels through React context
// (react-geo's useMap()). Map UI returns early while there is no map.
import { createContext, useContext } from "react";
import type OlMap from "ol/Map.js";

export const MapContext = createContext<OlMap | null>(null);

export function useMap(): OlMap | null {
  return useContext(MapContext);
}
