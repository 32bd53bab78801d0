// mapa/{producto}/{lon}/{lat}/{zoom}: a map of Spain to browse. Every public station selling the
// product, from the national snapshot on the device (so it works with no signal), in clusters labelled
// with their cheapest price and closer in one by one, coloured by the fifth of the prices in view; the
// cheapest in view listed under it (beside it on a wide screen). The address follows the view,
// replaced rather than pushed, so a view can be shared and Back leaves the map.
import { Trans, useLingui } from "@lingui/react/macro";
import { startTransition, useCallback, useMemo, useRef, useState } from "react";
import { useLocation, useParams } from "wouter";
import { fuelUnit, SEARCH_PRODUCT_CODES, type SearchProduct } from "../../domain/fuels.ts";
import { cheapestInBox, inBox } from "../../domain/map-clusters.ts";
import type { MapStation } from "../../domain/map-stations.ts";
import { productName } from "../../i18n/fuel-names.ts";
import type { RankedView } from "../../map/map-types.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { BrowseMapLoader } from "./BrowseMapLoader.tsx";
import { CheapestInView } from "./CheapestInView.tsx";
import { mapPath, parseMapParams, type MapParams } from "./map-path.ts";
import { PriceLegend } from "./PriceLegend.tsx";
import { useMapStations } from "./use-map-stations.ts";
import { useFoldedFilter } from "../search/use-folded-filter.ts";
import "./map-page.css";

/** At least ten, as a results list's first screen. */
export const CHEAPEST_LISTED = 10;

const sameStations = (a: readonly MapStation[], b: readonly MapStation[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** The list as it was while it holds the same stations: a view that moved a little renders nothing. */
function useUnchangedList(list: readonly MapStation[]): readonly MapStation[] {
  const kept = useRef(list);
  if (!sameStations(kept.current, list)) kept.current = list;
  return kept.current;
}

export function MapPage() {
  const { t } = useLingui();
  const title = t`Mapa de precios`;
  usePageTitle(screenTitle(title));
  const { producto, lon, lat, zoom } = useParams<MapParams>();
  const asked = useMemo(() => parseMapParams({ producto, lon, lat, zoom }), [producto, lon, lat, zoom]);
  const [, navigate] = useLocation();
  const data = useMapStations(asked.product);
  const [seen, setSeen] = useState<RankedView | null>(null);
  const unit = fuelUnit(asked.product);
  // The search filter folds into one line over the map (as on results), naming the map's fuel.
  useFoldedFilter(productName(asked.product));

  const onViewChange = useCallback(
    (view: RankedView) => {
      // The list and the legend follow in a transition: React renders them in slices, never in one
      // long task while the driver goes on moving the map.
      startTransition(() => setSeen(view));
      const path = mapPath({ product: asked.product, longitude: view.longitude, latitude: view.latitude, zoom: view.zoom });
      // Only while the address is still the map's: a view settling as the driver leaves writes nothing.
      const here = window.location.pathname;
      if (here.startsWith("/mapa") && path !== here) navigate(path, { replace: true });
    },
    [asked.product, navigate],
  );
  const chooseProduct = (product: SearchProduct) => navigate(mapPath({ ...(seen ?? asked), product }), { replace: true });

  const box = seen?.box ?? null;
  const cheapest = useUnchangedList(useMemo(() => (box ? cheapestInBox(data.stations, box, CHEAPEST_LISTED) : []), [data.stations, box]));
  const inView = useMemo(() => (box ? data.stations.reduce((n, s) => (inBox(s, box) ? n + 1 : n), 0) : 0), [data.stations, box]);

  return (
    <section
      className="map-page page-wide"
      aria-labelledby="map-page-title"
      data-view={box ? [box.west, box.south, box.east, box.north].join(",") : undefined}
    >
      <div className="map-page-head">
        <h1 id="map-page-title">{title}</h1>
        <label className="map-page-product">
          <span>
            <Trans>Combustible</Trans>
          </span>
          <select value={asked.product} onChange={(event) => chooseProduct(event.target.value as SearchProduct)}>
            {SEARCH_PRODUCT_CODES.map((code) => (
              <option key={code} value={code}>
                {productName(code)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.status === "missing" ? (
        <p className="card results-notice">
          <Trans>Sin conexión y sin precios guardados en este dispositivo: abre el mapa una vez con cobertura para usarlo sin ella.</Trans>
        </p>
      ) : (
        <div className="map-page-body" aria-busy={data.status === "loading"}>
          <div className="map-page-map">
            <BrowseMapLoader
              stations={data.stations}
              view={asked}
              unit={unit}
              onViewChange={onViewChange}
              {...(data.outlines ? { outlines: data.outlines } : {})}
            />
            {seen && <PriceLegend bandStarts={seen.bandStarts} unit={unit} />}
          </div>
          {data.status === "ready" && seen && <CheapestInView stations={cheapest} inView={inView} unit={unit} />}
        </div>
      )}
    </section>
  );
}
