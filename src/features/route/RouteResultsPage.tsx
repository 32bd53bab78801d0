// ruta/:prod/:lon1/:lat1/:lon2/:lat2 (SPEC §2): like the search results but opening on the map with the
// route and its corridor drawn, no tank line, and the stations along the route within
// the "Desvío máximo" chosen, each with its detour, best net saving first.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link, useParams } from "wouter";
import { formatDecimal } from "../../i18n/formatters.ts";
import { productName } from "../../i18n/fuel-names.ts";
import { FreshnessNote } from "../../offline/FreshnessNote.tsx";
import { useUiStore } from "../../stores/ui-store.ts";
import { ResultsView } from "../results/ResultsView.tsx";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { ROUTE_LOADER_TEXT, ROUTE_RESULTS_TITLE } from "./route-messages.ts";
import { parseRouteParams, type RouteParams } from "./route-params.ts";
import { NoRouteNotice } from "./NoRouteNotice.tsx";
import { RouteAttribution } from "./RouteAttribution.tsx";
import { runRouteSearch, type RouteOutcome, type RouteRun } from "./run-route-search.ts";
import { DetourSelect, detourLabel } from "./DetourSelect.tsx";
import { useSavingStore } from "../../stores/saving-store.ts";
import { useFoldedFilter } from "../search/use-folded-filter.ts";
import { RefuelPlanner } from "./RefuelPlanner.tsx";

function RouteNotice({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="results page-wide" aria-labelledby="results-title">
      <h1 id="results-title" className="results-title">
        {t(ROUTE_RESULTS_TITLE)}
      </h1>
      {children}
      <RouteAttribution />
    </section>
  );
}

type RouteState = { kind: "searching" } | RouteOutcome;

export function RouteResultsPage() {
  const { t } = useLingui();
  const title = t(ROUTE_RESULTS_TITLE);
  usePageTitle(screenTitle(title));
  const { prod, lon1, lat1, lon2, lat2 } = useParams<RouteParams>();
  const request = useMemo(() => parseRouteParams({ prod, lon1, lat1, lon2, lat2 }), [prod, lon1, lat1, lon2, lat2]);
  const [state, setState] = useState<RouteState>({ kind: "searching" });
  const [planning, setPlanning] = useState(false);
  const [stopIds, setStopIds] = useState<readonly string[]>([]);
  const routeStations = state.kind === "found" ? state.route.found.stations : null;
  // The plan's stops where their stations are, numbered on the map in the plan's order.
  const stops = useMemo(
    () =>
      stopIds.flatMap((id) => {
        const gps = routeStations?.find((s) => s.id === id)?.gps;
        return gps ? [{ latitude: gps.latitud, longitude: gps.longitud }] : [];
      }),
    [stopIds, routeStations],
  );
  const detourKm = useSavingStore((saving) => saving.detourKm);
  const membersOnly = useSavingStore((saving) => saving.includeMembersOnly);
  const lengthKm = state.kind === "found" ? state.route.lengthKm : null;
  // The detour chosen is on the screen itself ("Desvío máximo").
  const length = lengthKm !== null ? formatDecimal(lengthKm, 0, 0) : null;
  useFoldedFilter([request ? productName(request.product) : t`Ruta`, length !== null ? t`ruta de ${length} km` : t`ruta`].join(" · "));

  useEffect(() => {
    if (!request) return;
    const run: RouteRun = { cancelled: false };
    setState({ kind: "searching" });
    void runRouteSearch(request, run, detourKm, membersOnly).then((outcome) => {
      if (outcome && !run.cancelled) setState(outcome);
    });
    return () => {
      run.cancelled = true;
      useUiStore.getState().hideLoader();
    };
  }, [request, detourKm, membersOnly]);

  if (!request) {
    return (
      <section className="card page-narrow">
        <h1>{title}</h1>
        <p>
          <Trans>
            Esta ruta no es válida. <Link href="/nueva-ruta">Planifica una nueva ruta</Link>.
          </Trans>
        </p>
      </section>
    );
  }

  // The map appears once, with the route: no empty map while searching, none when there is no route.
  if (state.kind === "searching") {
    return (
      <RouteNotice>
        <p className="card results-notice" aria-busy="true">
          {t(ROUTE_LOADER_TEXT)}
        </p>
      </RouteNotice>
    );
  }
  if (state.kind === "no-route") {
    return (
      <RouteNotice>
        <NoRouteNotice request={request} why={state.why} />
      </RouteNotice>
    );
  }
  if (state.kind === "failed") {
    return (
      <RouteNotice>
        <p className="card results-notice">
          <Trans>
            No se ha podido buscar en esta ruta. <Link href="/nueva-ruta">Prueba con otra ruta</Link>.
          </Trans>
        </p>
      </RouteNotice>
    );
  }

  const { route } = state;
  const { stations, source, fetchedAt, pricesAt } = route.found;
  const detour = detourLabel(detourKm);
  const emptyNotice = (
    <p className="results-notice">
      <Trans>No hay gasolineras con este combustible a menos de {detour} de la ruta.</Trans>
    </p>
  );

  return (
    <ResultsView
      key={`${prod}/${lon1}/${lat1}/${lon2}/${lat2}`}
      title={title}
      stations={stations}
      product={request.product}
      initialView="map"
      showTankCost={false}
      saving="route"
      corridorKm={detourKm}
      center={request.origin}
      route={route.polyline}
      numberedStops={stops}
      notice={
        <>
          <div className="route-options">
            <DetourSelect inline />
            {stations.length > 0 && !planning && (
              <button type="button" className="button button-primary refuel-open" onClick={() => setPlanning(true)}>
                <Trans>Planificar repostajes</Trans>
              </button>
            )}
          </div>
          {planning && (
            <RefuelPlanner
              product={request.product}
              polyline={route.polyline}
              lengthKm={route.lengthKm}
              durationS={route.durationS}
              origin={request.origin}
              stations={stations}
              onStops={setStopIds}
            />
          )}
          {/* Offline: where these results came from and how old their prices are (src/offline/). */}
          <FreshnessNote source={source} pricesAt={pricesAt} fetchedAt={fetchedAt} />
        </>
      }
      emptyNotice={emptyNotice}
      footer={<RouteAttribution />}
    />
  );
}
