// The element the shared map draws into. A callback ref attaches the map when the element mounts and
// detaches it (setTarget(undefined)) when it unmounts, so the map never holds a removed element.
import { useCallback } from "react";
import { useMap } from "./map-context.ts";

interface MapContainerProps {
  label: string;
}

export function MapContainer({ label }: MapContainerProps) {
  const map = useMap();
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!map || !element) return;
      map.setTarget(element);
      return () => map.setTarget(undefined);
    },
    [map],
  );
  if (!map) return null;
  return <div ref={attach} className="map-canvas" role="region" aria-label={label} data-testid="map" />;
}
