// Plain types of the map's props, free of OpenLayers so the screens can use them without loading it.
import type { StationResult } from "../domain/contract/stations.ts";
import type { FuelUnit } from "../domain/fuels.ts";
import type { LonLatBox } from "../domain/map-clusters.ts";
import type { MapStation } from "../domain/map-stations.ts";

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

/** Where the browsing map looks; `box` is what the window shows, in degrees. */
export interface BrowseView {
  longitude: number;
  latitude: number;
  zoom: number;
}

export interface SeenView extends BrowseView {
  box: LonLatBox;
}

/** A settled view and the cheapest price of each colour band in it (the legend's figures). */
export interface RankedView extends SeenView {
  bandStarts: readonly (number | null)[];
}

export interface BrowseMapProps {
  /** Every station of the product, cheapest first (src/domain/map-stations.ts). */
  stations: readonly MapStation[];
  /** The view asked for (the address); the map moves there when it differs from where it looks. */
  view: BrowseView;
  unit: FuelUnit;
  /** Called once the view has settled after the driver panned or zoomed (and once at the start). */
  onViewChange: (view: RankedView) => void;
  /** Province outlines drawn under the stations, for when no tiles load (offline). */
  outlines?: readonly (readonly [number, number])[][];
}
