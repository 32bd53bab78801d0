// Where a search looked, in words, for the folded filter line: a footer city when the search is one of
// its presets, "cerca de ti" when it is around the device's position, else nothing (the search URL
// carries only coordinates and the app asks no geocoder for a name).
import { t } from "@lingui/core/macro";
import { haversineKm } from "../../domain/geo.ts";
import { i18n } from "../../i18n/i18n.ts";
import { PRESET_SEARCHES } from "./search-path.ts";

interface Point { latitude: number; longitude: number }

/** How close two points must be to count as the same place (GPS drift, rounding of the URL). */
const SAME_PLACE_KM = 0.5;

const near = (a: Point, b: Point) => haversineKm(a.latitude, a.longitude, b.latitude, b.longitude) <= SAME_PLACE_KM;

/** In the app's language; called at render time. */
export function searchPlace(position: Point | null, device: Point | null): string | null {
  if (!position) return null;
  const preset = PRESET_SEARCHES.find((city) => near(city, position));
  if (preset) return i18n._(preset.name);
  return device && near(device, position) ? t`cerca de ti` : null;
}
