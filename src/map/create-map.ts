// The map object: a view over Spain in Web Mercator (SPEC §9: zoom 13 to start, 6 to 18) with the zoom
// buttons and a collapsible attribution, and no layers: each layer is added by its own hook. One map is
// shared by every map screen, so returning to the map does not build it again.
import OlMap from "ol/Map.js";
import View from "ol/View.js";
import { defaults as defaultControls } from "ol/control/defaults.js";
import { fromLonLat } from "ol/proj.js";
import { MAP_ZOOM, SPAIN_CENTRE } from "./map-constants.ts";

export function createMap(): OlMap {
  return new OlMap({
    controls: defaultControls({
      rotate: false,
      zoomOptions: { zoomInTipLabel: "Acercar", zoomOutTipLabel: "Alejar" },
      attributionOptions: { collapsible: true, tipLabel: "Atribución del mapa" },
    }),
    view: new View({
      center: fromLonLat([SPAIN_CENTRE.longitude, SPAIN_CENTRE.latitude]),
      zoom: MAP_ZOOM.start,
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
    }),
  });
}

let shared: OlMap | null = null;

export function sharedMap(): OlMap {
  shared ??= createMap();
  return shared;
}
