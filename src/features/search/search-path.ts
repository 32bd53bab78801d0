// The URL of a search (SPEC §2: search/:prod/:range/:long/:lat) and the footer's preset searches:
// diesel within 5 km of ten city centres.
export const PRESET_DISTANCE_KM = 5;

const coordinate = (degrees: number): string => String(Math.round(degrees * 1e6) / 1e6);

export function searchPath(product: string, distanceKm: number, longitude: number, latitude: number): string {
  return `/search/${encodeURIComponent(product)}/${distanceKm}/${coordinate(longitude)}/${coordinate(latitude)}`;
}

export interface PresetSearch {
  city: string;
  latitude: number;
  longitude: number;
}

/** City centres (the province's capital for Baleares and Vizcaya). */
export const PRESET_SEARCHES: readonly PresetSearch[] = [
  { city: "Madrid", latitude: 40.416775, longitude: -3.70379 },
  { city: "Barcelona", latitude: 41.387397, longitude: 2.168568 },
  { city: "Valencia", latitude: 39.469907, longitude: -0.376288 },
  { city: "Sevilla", latitude: 37.389092, longitude: -5.984459 },
  { city: "Alicante", latitude: 38.345996, longitude: -0.490686 },
  { city: "Málaga", latitude: 36.721274, longitude: -4.421399 },
  { city: "Murcia", latitude: 37.992241, longitude: -1.130654 },
  { city: "Cádiz", latitude: 36.527061, longitude: -6.288596 },
  { city: "Baleares", latitude: 39.569600, longitude: 2.650160 },
  { city: "Vizcaya", latitude: 43.263013, longitude: -2.934985 },
];

export const presetSearchPath = ({ latitude, longitude }: PresetSearch): string =>
  searchPath("diesel", PRESET_DISTANCE_KM, longitude, latitude);
