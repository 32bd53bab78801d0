// The browsing map (/mapa), the module loaded lazily with OpenLayers: the shared map with the base
// tiles, the province outlines under them for when no tile loads, every station of the product in
// clusters or one by one, and the panel of the station tapped. It tells the screen where it looks
// each time the view settles, with the colour bands of the prices in view.
import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import "ol/ol.css";
import type { MapStation } from "../domain/map-stations.ts";
import { BrowsePopup } from "./BrowsePopup.tsx";
import { sharedMap } from "./create-map.ts";
import { MapContainer } from "./MapContainer.tsx";
import { MapContext } from "./map-context.ts";
import type { BrowseMapProps, SeenView } from "./map-types.ts";
import { transformExtent } from "ol/proj.js";
import { useBrowseLayers } from "./use-browse-layers.ts";
import { useBrowseSelection } from "./use-browse-selection.ts";
import { useBrowseView } from "./use-browse-view.ts";
import { useOutlineLayer } from "./use-outline-layer.ts";
import { useTileConfig } from "./use-tile-config.ts";
import { useTileLayer } from "./use-tile-layer.ts";
import "./map.css";

interface LayersProps extends BrowseMapProps {
  onSelect: (station: MapStation | null) => void;
}

function BrowseLayers({ stations, view, outlines, onViewChange, onSelect }: LayersProps) {
  useTileLayer(useTileConfig());
  useOutlineLayer(outlines ?? null);
  const layers = useBrowseLayers(stations);
  useBrowseSelection(layers, onSelect);
  const seen = useRef<SeenView | null>(null);
  const told = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const report = (settled: SeenView) => {
    if (!layers) return;
    seen.current = settled;
    const { west, south, east, north } = settled.box;
    const extent = transformExtent([west, south, east, north], "EPSG:4326", "EPSG:3857");
    const bands = layers.settle(settled.box, extent, settled.zoom);
    // The screen hears of it in a task of its own: the map's redraw in these colours comes first,
    // and neither waits for the other (each well under 100 ms on a slow phone).
    clearTimeout(told.current);
    told.current = setTimeout(() => onViewChange({ ...settled, bandStarts: bands.bandStarts }), 0);
  };
  useEffect(() => () => clearTimeout(told.current), []);
  useBrowseView(view, report);
  // Another product's stations in the same view: rank their prices without waiting for a move.
  useEffect(() => {
    if (seen.current) report(seen.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stations change
  }, [stations]);
  return null;
}

export function BrowseMap(props: BrowseMapProps) {
  const { t } = useLingui();
  const [map] = useState(sharedMap);
  const [selected, setSelected] = useState<MapStation | null>(null);
  return (
    <MapContext.Provider value={map}>
      <div className="stations-map browse-map">
        <MapContainer label={t`Mapa de precios: usa la lista de las más baratas en esta vista`} />
        <BrowseLayers {...props} onSelect={setSelected} />
        {selected && <BrowsePopup station={selected} unit={props.unit} onClose={() => setSelected(null)} />}
      </div>
    </MapContext.Provider>
  );
}

