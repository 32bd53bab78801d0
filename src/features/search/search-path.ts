// The URL of a search (SPEC §2: search/:prod/:range/:long/:lat) and the footer's preset searches:
// diesel within 5 km of ten city centres.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const PRESET_DISTANCE_KM = 5;

const coordinate = (degrees: number): string => String(Math.round(degrees * 1e6) / 1e6);

export function searchPath(product: string, distanceKm: number, longitude: number, latitude: number): string {
  return `/search/${encodeURIComponent(product)}/${distanceKm}/${coordinate(longitude)}/${coordinate(latitude)}`;
}

export interface PresetSearch {
  /** The place's Spanish name, its key. */
  city: string;
  /** The place as the driver's language names it (València, Bizkaia…). */
  name: MessageDescriptor;
  latitude: number;
  longitude: number;
}

/**
 * City centres (the province's capital for Baleares and Vizcaya). Their names are messages: a language
 * with its own name for the place writes it (València, Bizkaia); the others keep it.
 */
export const PRESET_SEARCHES: readonly PresetSearch[] = [
  { city: "Madrid", name: msg({ message: "Madrid", comment: "Place name" }), latitude: 40.416775, longitude: -3.70379 },
  { city: "Barcelona", name: msg({ message: "Barcelona", comment: "Place name" }), latitude: 41.387397, longitude: 2.168568 },
  { city: "Valencia", name: msg({ message: "Valencia", comment: "Place name" }), latitude: 39.469907, longitude: -0.376288 },
  { city: "Sevilla", name: msg({ message: "Sevilla", comment: "Place name" }), latitude: 37.389092, longitude: -5.984459 },
  { city: "Alicante", name: msg({ message: "Alicante", comment: "Place name" }), latitude: 38.345996, longitude: -0.490686 },
  { city: "Málaga", name: msg({ message: "Málaga", comment: "Place name" }), latitude: 36.721274, longitude: -4.421399 },
  { city: "Murcia", name: msg({ message: "Murcia", comment: "Place name" }), latitude: 37.992241, longitude: -1.130654 },
  { city: "Cádiz", name: msg({ message: "Cádiz", comment: "Place name" }), latitude: 36.527061, longitude: -6.288596 },
  { city: "Baleares", name: msg({ message: "Baleares", comment: "Place name" }), latitude: 39.569600, longitude: 2.650160 },
  { city: "Vizcaya", name: msg({ message: "Vizcaya", comment: "Place name" }), latitude: 43.263013, longitude: -2.934985 },
];

export const presetSearchPath = ({ latitude, longitude }: PresetSearch): string =>
  searchPath("diesel", PRESET_DISTANCE_KM, longitude, latitude);
