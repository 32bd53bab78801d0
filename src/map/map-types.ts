// Plain types of the map's props, free of OpenLayers so the screens can use them without loading it.
import type { StationResult } from "../domain/contract/stations.ts";
import type { FuelUnit } from "../domain/fuels.ts";

export interface MapPosition {
  latitude: number;
  longitude: number;
}

export interface StationsMapProps {
  stations: readonly StationResult[];
  /** Where to centre the view (the search position) at the start zoom; ignored when there is a route. */
  center: MapPosition | null;
  /** The driver's position, drawn as a dot. */
  userPosition: MapPosition | null;
  /** The route's geometry (polyline6) to draw with its corridor; the view then fits the route. */
  route?: string | null;
  /** Half-width of the corridor drawn around the route, km. */
  corridorKm?: number;
  /** What the prices are per (kg for the gases sold by weight). */
  unit?: FuelUnit;
  /** The refuelling plan's stops, in order, drawn as 1, 2, 3… */
  numberedStops?: readonly MapPosition[];
}
