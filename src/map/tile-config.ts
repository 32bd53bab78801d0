// The tile source of the public configuration (POST /api/configuracion/obtenerconfig → tiles {url,
// attribution}), falling back to OpenStreetMap's standard tiles for whatever is missing.
import type { PublicConfig } from "../stores/public-config-store.ts";
import { DEFAULT_TILES } from "./map-constants.ts";

export interface TileConfig {
  url: string;
  attribution: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

export function tileConfig(config: PublicConfig | null): TileConfig {
  const tiles = config?.tiles;
  return {
    url: text(tiles?.url) ?? DEFAULT_TILES.url,
    attribution: text(tiles?.attribution) ?? DEFAULT_TILES.attribution,
  };
}
