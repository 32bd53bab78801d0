// The map object: a view over Spain in Web Mercator (SPEC §9: zoom 13 to start, 6 to 18) with the zoom
// buttons and a collapsible attribution, and no layers: each layer is added by its own hook. One map is
// shared by every map screen, so returning to the map does not build it again; its controls speak the
// language of when it was built, so another language builds another.
import { t } from "@lingui/core/macro";
import OlMap from "ol/Map.js";
import View from "ol/View.js";
import { defaults as defaultControls } from "ol/control/defaults.js";
import { fromLonLat } from "ol/proj.js";
import { activeLocale } from "../i18n/i18n.ts";
import { MAP_ZOOM, SPAIN_CENTRE } from "./map-constants.ts";

export function createMap(): OlMap {
  return new OlMap({
    controls: defaultControls({
      rotate: false,
      zoomOptions: { zoomInTipLabel: t`Acercar`, zoomOutTipLabel: t`Alejar` },
      attributionOptions: { collapsible: true, tipLabel: t`Atribución del mapa` },
    }),
    view: new View({
      center: fromLonLat([SPAIN_CENTRE.longitude, SPAIN_CENTRE.latitude]),
      zoom: MAP_ZOOM.start,
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
    }),
  });
}

let shared: { map: OlMap; locale: string } | null = null;

export function sharedMap(): OlMap {
  const locale = activeLocale();
  if (shared?.locale !== locale) shared = { map: createMap(), locale };
  return shared.map;
}
