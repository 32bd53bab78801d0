// The boundary of the map chunk for the browsing map, as for the results' map: OpenLayers is
// downloaded when the screen opens, a placeholder holds its place meanwhile.
import { lazy } from "react";
import type { BrowseMapProps } from "../../map/map-types.ts";
import { MapChunkFrame } from "../results/StationsMapLoader.tsx";

const BrowseMap = lazy(async () => ({ default: (await import("../../map/BrowseMap.tsx")).BrowseMap }));

export function BrowseMapLoader(props: BrowseMapProps) {
  return (
    <MapChunkFrame>
      <BrowseMap {...props} />
    </MapChunkFrame>
  );
}
