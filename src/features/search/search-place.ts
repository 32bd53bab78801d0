// Where a search looked, in words, for the folded filter line: a footer city when the search is one of
// its presets, "cerca de ti" when it is around the device's position, else nothing (the search URL
// carries only coordinates and the app asks no geocoder for a name).
import { haversineKm } from "../../domain/geo.ts";
import { PRESET_SEARCHES } from "./search-path.ts";

interface Point { latitude: number; longitude: number }

/** How close two points must be to count as the same place (GPS drift, rounding of the URL). */
const SAME_PLACE_KM = 0.5;

const near = (a: Point, b: Point) => haversineKm(a.latitude, a.longitude, b.latitude, b.longitude) <= SAME_PLACE_KM;

export function searchPlace(position: Point | null, device: Point | null): string | null {
  if (!position) return null;
  const preset = PRESET_SEARCHES.find((city) => near(city, position));
  if (preset) return preset.city;
  return device && near(device, position) ? "cerca de ti" : null;
}
