// Adds a layer to the map of the context while the component is mounted; removes it on unmount or
// when the layer changes.
import { useEffect } from "react";
import type BaseLayer from "ol/layer/Base.js";
import { useMap } from "./map-context.ts";

export function useOlLayer(layer: BaseLayer | null): void {
  const map = useMap();
  useEffect(() => {
    if (!map || !layer) return;
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);
}
