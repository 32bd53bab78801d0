// What a route URL asks for (ruta/:prod/:lon1/:lat1/:lon2/:lat2): the fuel and both ends, or null when
// any part is missing or not a number.
import { toFilterProduct, type FilterProduct } from "../../stores/filter-store.ts";
import type { Coordinates } from "./route-form.ts";

export interface RouteParams {
  prod?: string;
  lon1?: string;
  lat1?: string;
  lon2?: string;
  lat2?: string;
}

export interface RouteRequest {
  product: FilterProduct;
  origin: Coordinates;
  destination: Coordinates;
}

function point(lon: string | undefined, lat: string | undefined): Coordinates | null {
  const longitude = Number(lon);
  const latitude = Number(lat);
  if (lon === undefined || lat === undefined || lon.trim() === "" || lat.trim() === "") return null;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) return null;
  return { latitude, longitude };
}

export function parseRouteParams({ prod, lon1, lat1, lon2, lat2 }: RouteParams): RouteRequest | null {
  const product = toFilterProduct(prod ?? "");
  const origin = point(lon1, lat1);
  const destination = point(lon2, lat2);
  return product && origin && destination ? { product, origin, destination } : null;
}
