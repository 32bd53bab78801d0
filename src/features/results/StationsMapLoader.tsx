// The boundary of the map chunk: OpenLayers is downloaded the first time a map is shown, never with
// the first screen. Until it arrives a placeholder of the same size holds the place (SPEC §2: the map
// is shown once the maps library has loaded); if it cannot load, the error is logged only (SPEC §8).
import { Trans } from "@lingui/react/macro";
import { Component, lazy, Suspense, type ReactNode } from "react";
import type { StationsMapProps } from "../../map/map-types.ts";

const StationsMap = lazy(async () => ({ default: (await import("../../map/StationsMap.tsx")).StationsMap }));

class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("[mapa] no se pudo cargar el mapa", error);
  }
  override render() {
    return this.state.failed ? (
      <p className="map-placeholder">
        <Trans>El mapa no está disponible ahora mismo.</Trans>
      </p>
    ) : (
      this.props.children
    );
  }
}

/** A lazily loaded map in its boundary, with the placeholder shown while OpenLayers downloads. */
export function MapChunkFrame({ children }: { children: ReactNode }) {
  return (
    <MapLoadBoundary>
      <Suspense
        fallback={
          <p className="map-placeholder" aria-busy="true">
            <Trans>Cargando mapa…</Trans>
          </p>
        }
      >
        {children}
      </Suspense>
    </MapLoadBoundary>
  );
}

export function StationsMapLoader(props: StationsMapProps) {
  return (
    <MapChunkFrame>
      <StationsMap {...props} />
    </MapChunkFrame>
  );
}
