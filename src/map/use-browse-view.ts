// The browsing map's view and the address: the view moves to the one asked for when it differs from
// where the map looks (a link opened, a product changed), and each time it settles after a pan or a
// zoom the map says where it looks, so the screen can write the address and list what is in view.
import { useEffect, useRef } from "react";
import type MapEvent from "ol/MapEvent.js";
import { fromLonLat, toLonLat, transformExtent } from "ol/proj.js";
import { useMap } from "./map-context.ts";
import type { BrowseView, SeenView } from "./map-types.ts";
import { useOlListener } from "./use-ol-listener.ts";

/** Less than the address's rounding: a view read back from the address is where the map already is. */
const SAME_DEGREES = 2e-4;
const SAME_ZOOM = 0.06;

export function useBrowseView(asked: BrowseView, onSettled: (view: SeenView) => void): void {
  const map = useMap();
  const { longitude, latitude, zoom } = asked;
  /** Whether this screen has heard where the map looks: from then on each move ends in a settle. */
  const told = useRef(false);
  const settle = () => {
    const view = map?.getView();
    const size = map?.getSize();
    const centre = view?.getCenter();
    if (!view || !size || !centre || size[0] === 0 || size[1] === 0) return;
    const [west, south, east, north] = transformExtent(view.calculateExtent(size), "EPSG:3857", "EPSG:4326") as [number, number, number, number];
    const [lon, lat] = toLonLat(centre) as [number, number];
    told.current = true;
    onSettled({ longitude: lon, latitude: lat, zoom: view.getZoom() ?? zoom, box: { west, south, east, north } });
  };
  const latestSettle = useRef(settle);
  useEffect(() => {
    latestSettle.current = settle;
  });

  useEffect(() => {
    if (!map) return;
    const view = map.getView();
    const centre = view.getCenter();
    const [lon, lat] = centre ? toLonLat(centre) : [Number.NaN, Number.NaN];
    const sameCentre = Math.abs(lon! - longitude) < SAME_DEGREES && Math.abs(lat! - latitude) < SAME_DEGREES;
    if (sameCentre && Math.abs((view.getZoom() ?? -1) - zoom) < SAME_ZOOM) {
      // The address written after a settle: nothing new to say.
      if (told.current) return;
      // The shared map already looks there (back on the screen after a station): no move will end,
      // so say where it looks once it is drawn.
      map.once("postrender", () => latestSettle.current());
      map.render();
      return;
    }
    view.setCenter(fromLonLat([longitude, latitude]));
    view.setZoom(zoom);
  }, [map, longitude, latitude, zoom]);

  useOlListener<MapEvent>(map, "moveend", settle);
}
