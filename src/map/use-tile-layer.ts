// The base map: XYZ raster tiles from the configured URL, with the configured attribution.
import { useMemo } from "react";
import TileLayer from "ol/layer/Tile.js";
import XYZ from "ol/source/XYZ.js";
import { escapeAttribute } from "../domain/markup-escape.ts";
import type { TileConfig } from "./tile-config.ts";
import { useOlLayer } from "./use-ol-layer.ts";

export function useTileLayer(tiles: TileConfig | null): TileLayer | null {
  const url = tiles?.url;
  const attribution = tiles?.attribution;
  const layer = useMemo(() => {
    if (!url) return null;
    return new TileLayer({
      // CORS requests: the service worker caches only readable (non-opaque) tiles for offline use.
      // OpenLayers writes attributions as HTML; the configured one is plain text.
      source: new XYZ({ url, attributions: escapeAttribute(attribution ?? ""), maxZoom: 19, crossOrigin: "anonymous" }),
      properties: { name: "tiles" },
    });
  }, [url, attribution]);
  useOlLayer(layer);
  return layer;
}
