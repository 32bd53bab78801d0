// The browsing map's address: /mapa/{producto}/{lon}/{lat}/{zoom}. The view is read from it when the
// screen opens (a shared link reopens the same view) and written back as the driver pans and zooms,
// rounded so the address stays short: 4 decimals of a degree is about 10 m, a zoom to the tenth.
import { toSearchProduct, type SearchProduct } from "../../domain/fuels.ts";
import { MAP_ZOOM } from "../../map/map-constants.ts";

export interface MapView {
  product: SearchProduct;
  longitude: number;
  latitude: number;
  zoom: number;
}

/** Where the map opens with nothing asked: the mainland at the lowest zoom. */
export const WHOLE_COUNTRY = { longitude: -3.7, latitude: 40.2, zoom: MAP_ZOOM.min } as const;
export const DEFAULT_MAP_PRODUCT: SearchProduct = "diesel";

export interface MapParams {
  producto?: string;
  lon?: string;
  lat?: string;
  zoom?: string;
}

const number = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === "") return null;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) ? value : null;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The view of the address; whatever is missing or out of range is the whole country's. */
export function parseMapParams({ producto, lon, lat, zoom }: MapParams): MapView {
  const longitude = number(lon);
  const latitude = number(lat);
  const zoomLevel = number(zoom);
  const placed = longitude !== null && latitude !== null && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 85;
  return {
    product: toSearchProduct(producto ?? "") ?? DEFAULT_MAP_PRODUCT,
    longitude: placed ? longitude : WHOLE_COUNTRY.longitude,
    latitude: placed ? latitude : WHOLE_COUNTRY.latitude,
    zoom: zoomLevel === null ? (placed ? MAP_ZOOM.start : WHOLE_COUNTRY.zoom) : Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, zoomLevel)),
  };
}

export function mapPath({ product, longitude, latitude, zoom }: MapView): string {
  return `/mapa/${encodeURIComponent(product)}/${round(longitude, 4)}/${round(latitude, 4)}/${round(zoom, 1)}`;
}

/** The map of a search's area: its fuel around its position, at the start zoom (or the whole country). */
export function areaMapPath(product: string, centre: { longitude: number; latitude: number } | null): string {
  const view = parseMapParams({ producto: product });
  return mapPath(centre ? { ...view, ...centre, zoom: MAP_ZOOM.start } : view);
}

