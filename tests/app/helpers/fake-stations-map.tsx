// Stand-in for the lazily loaded OpenLayers map (src/map/StationsMap.tsx) in component tests, where
// jsdom cannot draw a canvas: it lists what the map would show. Use with
// vi.mock("../../../src/map/StationsMap.tsx", () => import("../helpers/fake-stations-map.tsx")).
import type { StationsMapProps } from "../../../src/map/map-types.ts";

export function StationsMap({ stations, center, route }: StationsMapProps) {
  return (
    <div role="region" aria-label="Mapa de gasolineras" data-testid="map" data-route={route ?? ""}>
      <ul aria-label="Marcadores">
        {stations.map((station) => (
          <li key={station.id}>{station.rotulo}</li>
        ))}
      </ul>
      <p>{stations.length} estaciones en el mapa</p>
      {center && <p data-testid="map-center">{`${center.latitude},${center.longitude}`}</p>}
    </div>
  );
}
