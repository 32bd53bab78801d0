// The stations map, the module loaded lazily the first time a map is shown (it carries OpenLayers):
// the shared map in its context, the base tiles, the route with its corridor, the driver's position,
// the station markers and the panel of the selected one (and, on a route, its detour).
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import "ol/ol.css";
import type { StationResult } from "../domain/contract/stations.ts";
import { sharedMap } from "./create-map.ts";
import { MapContainer } from "./MapContainer.tsx";
import { MapContext } from "./map-context.ts";
import type { StationsMapProps } from "./map-types.ts";
import { StationPopup } from "./StationPopup.tsx";
import { useMarkerSelection } from "./use-marker-selection.ts";
import { useRouteLayers } from "./use-route-layers.ts";
import { useDetourLine } from "./use-detour-line.ts";
import { useStationMarkers } from "./use-station-markers.ts";
import { useStopNumbers } from "./use-stop-numbers.ts";
import { useTileConfig } from "./use-tile-config.ts";
import { useTileLayer } from "./use-tile-layer.ts";
import { useUserPositionLayer } from "./use-user-position-layer.ts";
import { useViewPosition } from "./use-view-position.ts";
import "./map.css";

const DEFAULT_CORRIDOR_KM = 0.5;

interface MapLayersProps extends StationsMapProps {
  selected: StationResult | null;
  onSelect: (station: StationResult | null) => void;
}

function MapLayers({ stations, center, userPosition, route, corridorKm = DEFAULT_CORRIDOR_KM, numberedStops, selected, onSelect }: MapLayersProps) {
  useTileLayer(useTileConfig());
  const routeGeometry = useRouteLayers(route, corridorKm);
  useUserPositionLayer(userPosition);
  const markers = useStationMarkers(stations);
  useMarkerSelection(markers, onSelect);
  useStopNumbers(numberedStops);
  useDetourLine(route, selected);
  useViewPosition(center, routeGeometry?.line ?? null);
  return null;
}

export function StationsMap(props: StationsMapProps) {
  const { t } = useLingui();
  const [map] = useState(sharedMap);
  const [selected, setSelected] = useState<StationResult | null>(null);
  const count = props.stations.length;
  return (
    <MapContext.Provider value={map}>
      <div className="stations-map">
        <MapContainer label={t`Mapa de gasolineras`} />
        <MapLayers {...props} selected={selected} onSelect={setSelected} />
        {selected && <StationPopup station={selected} unit={props.unit ?? "l"} onClose={() => setSelected(null)} />}
        <p className="map-count" aria-live="polite">
          {plural(count, { one: "# estación en el mapa", other: "# estaciones en el mapa" })}
        </p>
      </div>
    </MapContext.Provider>
  );
}
