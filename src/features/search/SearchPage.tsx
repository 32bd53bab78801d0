// search/:prod/:range/:long/:lat (SPEC §2 "Search" and "Results"): runs the search of the URL and shows
// its results, with the tank line for logged-in users and the latest refuels. The header's filter folds
// into "Diésel · 10 km · Madrid" (search-place.ts).
import { t } from "@lingui/core/macro";
import { useMemo } from "react";
import { useParams } from "wouter";
import type { StationResult } from "../../domain/contract/stations.ts";
import { fuelChoiceName } from "../../i18n/fuel-names.ts";
import { i18n } from "../../i18n/i18n.ts";
import { FreshnessNote } from "../../offline/FreshnessNote.tsx";
import { ResultsView } from "../results/ResultsView.tsx";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { parseSearchParams, type SearchParams } from "./search-criteria.ts";
import { NO_SEARCH_POSITION_MESSAGE, SEARCH_TITLE } from "./search-messages.ts";
import { useStationSearch, type SearchPhase } from "./use-station-search.ts";
import { AreaAlert } from "../alerts/AreaAlert.tsx";
import { useFoldedFilter } from "./use-folded-filter.ts";
import { searchPlace } from "./search-place.ts";
import { useDevicePosition } from "../../stores/geolocation-store.ts";

const NO_STATIONS: StationResult[] = [];

/** Called at render time: in the language active then. */
function emptyNotice(phase: SearchPhase, distance: number): string | null {
  switch (phase) {
    case "no-fuel":
      return t`Elige un combustible arriba y pulsa BUSCAR.`;
    case "waiting-gps":
      return t`Esperando la señal GPS…`;
    case "no-position":
      return i18n._(NO_SEARCH_POSITION_MESSAGE);
    case "done":
      return t`No hay gasolineras con este combustible a menos de ${distance} km. Prueba con una distancia mayor.`;
    default:
      return null;
  }
}

export function SearchPage() {
  const title = i18n._(SEARCH_TITLE);
  usePageTitle(screenTitle(title));
  const params = useParams<SearchParams>();
  const { prod, range, long, lat } = params;
  const criteria = useMemo(() => parseSearchParams({ prod, range, long, lat }), [prod, range, long, lat]);
  const { phase, position, found, refuels } = useStationSearch(criteria);
  const stations = found?.stations ?? NO_STATIONS;
  const notice = emptyNotice(phase, criteria.distance);
  const place = searchPlace(position, useDevicePosition());
  useFoldedFilter([fuelChoiceName(criteria.product), `${criteria.distance} km`, ...(place ? [place] : [])].join(" · "));

  return (
    <ResultsView
      key={`${prod}/${range}/${long}/${lat}`}
      title={title}
      stations={stations}
      refuels={refuels}
      product={criteria.product ?? ""}
      initialView="list"
      showTankCost
      saving="nearby"
      center={position}
      notice={
        criteria.product && phase === "done" && stations.length > 0 ? (
          // Offline: where these results came from and how old their prices are (src/offline/).
          <FreshnessNote source={found?.source} pricesAt={found?.pricesAt} fetchedAt={found?.fetchedAt} />
        ) : null
      }
      moreOptions={<AreaAlert product={criteria.product} center={position} distanceKm={criteria.distance} cheapest={stations[0]?.precio} compact />}
      emptyNotice={notice && <p className="card results-notice">{notice}</p>}
    />
  );
}
