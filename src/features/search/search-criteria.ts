// What a search URL asks for (SPEC §2: search/:prod/:range/:long/:lat): the fuel (null when it is not
// one of 95, 98, diesel), the distance clamped to 1-50 km, and the position, or null when longitude or
// latitude is missing, zero or not a number (then the device GPS is used).
import { clampDistance, toFilterProduct, type FilterProduct } from "../../stores/filter-store.ts";

export interface SearchPosition {
  latitude: number;
  longitude: number;
}

export interface SearchCriteria {
  product: FilterProduct | null;
  distance: number;
  position: SearchPosition | null;
}

export interface SearchParams {
  prod?: string;
  range?: string;
  long?: string;
  lat?: string;
}

function decode(text: string | undefined): string {
  if (text === undefined) return "";
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const coordinate = (text: string | undefined): number | null => {
  const value = Number(decode(text).replace(",", "."));
  return Number.isFinite(value) && value !== 0 && decode(text).trim() !== "" ? value : null;
};

export function parseSearchParams({ prod, range, long, lat }: SearchParams): SearchCriteria {
  const longitude = coordinate(long);
  const latitude = coordinate(lat);
  const valid = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return {
    product: toFilterProduct(decode(prod)),
    distance: clampDistance(Number(decode(range))),
    position: valid ? { latitude, longitude } : null,
  };
}
