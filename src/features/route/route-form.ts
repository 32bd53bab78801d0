// The route form's model (SPEC §3, §4, §5): a place is its text plus the coordinates of the suggestion
// chosen for it (none until one is chosen: SPEC's "zero coordinates"); the fuel options; the rules; and
// the URL of the route results.
import { MORE_FUEL_OPTIONS } from "../../domain/fuels.ts";
import type { PlaceSuggestion } from "../../domain/contract/route.ts";
import { namedFuel } from "../../i18n/fuel-names.ts";
import type { FilterProduct } from "../../stores/filter-store.ts";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface PlaceValue {
  text: string;
  /** The chosen suggestion's position; null while the text was typed, not chosen. */
  place: Coordinates | null;
}

export const EMPTY_PLACE: PlaceValue = { text: "", place: null };

/** SPEC §3: route fuel options, then every other product of the catalogue. */
export const ROUTE_FUELS: readonly FilterProduct[] = ["95", "98", "diesel", ...MORE_FUEL_OPTIONS.map((option) => option.code)];

/** How the route form names a fuel option (SPEC §3's list words for the first three), in the app's language. */
export const routeFuelName = (code: FilterProduct): string => namedFuel("list", code);

export const placeLabel = (suggestion: PlaceSuggestion): string =>
  suggestion.provincia && suggestion.provincia !== suggestion.nombre ? `${suggestion.nombre}, ${suggestion.provincia}` : suggestion.nombre;

export const chosenPlace = (suggestion: PlaceSuggestion): PlaceValue => ({
  text: placeLabel(suggestion),
  place: { latitude: suggestion.latitud, longitude: suggestion.longitud },
});

const isZero = (place: Coordinates | null) => !place || (place.latitude === 0 && place.longitude === 0);

export interface RouteFormValues {
  origin: PlaceValue;
  destination: PlaceValue;
  product: FilterProduct | "";
  myPosition: boolean;
}

/** SPEC §5: origin (unless 'Mi posición'), destination and fuel are required; submit is disabled until then. */
export function isRouteFormFilled({ origin, destination, product, myPosition }: RouteFormValues): boolean {
  return (myPosition || origin.text.trim() !== "") && destination.text.trim() !== "" && product !== "";
}

export function originChosen({ origin, myPosition }: RouteFormValues): boolean {
  return myPosition || !isZero(origin.place);
}

export const destinationChosen = ({ destination }: RouteFormValues): boolean => !isZero(destination.place);

const coordinate = (degrees: number): string => String(Math.round(degrees * 1e6) / 1e6);

/** ruta/:prod/:lon1/:lat1/:lon2/:lat2 */
export function routeResultsPath(product: FilterProduct, from: Coordinates, to: Coordinates): string {
  return `/ruta/${product}/${coordinate(from.longitude)}/${coordinate(from.latitude)}/${coordinate(to.longitude)}/${coordinate(to.latitude)}`;
}
