// The boundary of the map chunk for the browsing map, as for the results' map: OpenLayers is
// downloaded when the screen opens, a placeholder holds its place meanwhile.
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { BrowseMapProps } from "../../map/map-types.ts";
import { MapLoadBoundary } from "../results/StationsMapLoader.tsx";

const BrowseMap = lazy(async () => ({ default: (await import("../../map/BrowseMap.tsx")).BrowseMap }));

export function BrowseMapLoader(props: BrowseMapProps) {
  return (
    <MapLoadBoundary>
      <Suspense
        fallback={
          <p className="map-placeholder" aria-busy="true">
            <Trans>Cargando mapa…</Trans>
          </p>
        }
      >
        <BrowseMap {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
