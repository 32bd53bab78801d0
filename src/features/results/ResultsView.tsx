// The results of a search or a route (SPEC §2 "Results"): title, how many are shown with the switch
// "Solo las que compensan", the options in one row (only with stations), the station list or the map,
// and under the list the latest refuels. Sorting shows the list; the map button shows the map (pressed
// again, the list). Search results open on the list, route results on the map.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { fuelUnit } from "../../domain/fuels.ts";
import { useMemo, useState, type ReactNode } from "react";
import type { LatestRefuel } from "../../domain/contract/accounts.ts";
import type { StationResult } from "../../domain/contract/stations.ts";
import type { MapPosition } from "../../map/map-types.ts";
import { useDevicePosition } from "../../stores/geolocation-store.ts";
import { LatestRefuels } from "./LatestRefuels.tsx";
import { ResultsOptions, type ChosenOrder, type ResultsViewMode } from "./ResultsOptions.tsx";
import { sortStations, type StationOrder } from "./sort-stations.ts";
import { StationList } from "./StationList.tsx";
import { StationsMapLoader } from "./StationsMapLoader.tsx";
import { useGrowingList } from "./use-growing-list.ts";
import { BrandFilterPanel } from "./BrandFilterPanel.tsx";
import { shownStations, worthTheTripOf, type SavingKind } from "./shown-stations.ts";
import { WorthTheTripSwitch } from "./WorthTheTripSwitch.tsx";
import { useFuelUse } from "./use-fuel-use.ts";
import { useSavingStore } from "../../stores/saving-store.ts";
import { useDiscountsStore } from "../../stores/discounts-store.ts";
import { useNow } from "../../offline/freshness.ts";
import { Link } from "wouter";
import { areaMapPath } from "../map/map-path.ts";
import "./results.css";

export interface ResultsViewProps {
  title: string;
  stations: readonly StationResult[];
  refuels?: readonly LatestRefuel[];
  /** The fuel searched (for the navigate event of the directions buttons). */
  product: string;
  initialView: ResultsViewMode;
  showTankCost: boolean;
  /** The position searched around (the map centres on it). */
  center: MapPosition | null;
  /** The route's polyline6 (route results). */
  route?: string | null;
  /** Shown in place of the list when there is nothing to list (waiting, searching, nothing found). */
  emptyNotice?: ReactNode;
  /** Shown under the title (e.g. how old cached prices are). */
  notice?: ReactNode;
  /** More controls for the options row (the area alert's button). */
  moreOptions?: ReactNode;
  /** Shown at the end (e.g. the credit of the services a route comes from). */
  footer?: ReactNode;
  /** Net saving of each station, against the nearest station or the route's average. */
  saving?: SavingKind;
  /** The route's corridor half-width drawn on the map (the "Desvío máximo"), km. */
  corridorKm?: number;
  /** Where the refuelling plan stops, in order: numbered on the map. */
  numberedStops?: readonly MapPosition[] | undefined;
}

const HOUR_MS = 3_600_000;

/** More cards than a tall phone screen shows before scrolling. */
const FIRST_SCREEN_CARDS = 8;
/** Cards added per task after the first screen: each step stays well under a phone's 50 ms. */
const CARDS_PER_STEP = 12;

export function ResultsView(props: ResultsViewProps) {
  const { title, refuels = [], product, initialView, showTankCost, center, route, emptyNotice, notice, moreOptions, footer } = props;
  const { stations: found, saving, corridorKm, numberedStops } = props;
  const [view, setView] = useState<ResultsViewMode>(initialView);
  const [order, setOrder] = useState<StationOrder>("server");
  const userPosition = useDevicePosition();
  // Brands first, then the driver's prices, then bands and savings over what is left.
  const brandFilter = useSavingStore((state) => state.brandFilter);
  const fuelUse = useFuelUse();
  const plans = useDiscountsStore((state) => state.plans);
  // The plans' weekdays are read on the hour: often enough to follow midnight.
  const hour = useNow(HOUR_MS);
  const priced = useMemo(() => shownStations(found, saving, brandFilter, fuelUse, { plans, at: hour }), [found, saving, brandFilter, fuelUse, plans, hour]);
  // The server's order is by the pump's price: with the driver's own prices the list is ranked again.
  const driverPriced = useMemo(() => priced.some((s) => s.descuento), [priced]);
  const onlyWorthTheTrip = useSavingStore((state) => state.onlyWorthTheTrip);
  const stations = useMemo(() => (onlyWorthTheTrip ? worthTheTripOf(priced, saving) : priced), [priced, onlyWorthTheTrip, saving]);
  const brandsFound = useMemo(() => [...new Set(found.map((s) => s.bandera))], [found]);
  const rankedOrder: StationOrder = order === "server" && driverPriced && saving !== "route" ? "price" : order;
  const sorted = useMemo(() => sortStations(stations, rankedOrder), [stations, rankedOrder]);
  // The server's order is the price's (nearby) or the net saving's (route): the select names it so.
  const shownOrder: ChosenOrder = order !== "server" ? order : saving === "route" ? "saving" : "price";
  const listed = useGrowingList(sorted, FIRST_SCREEN_CARDS, CARDS_PER_STEP);
  const hasStations = stations.length > 0;
  const filteredOut = !hasStations && found.length > 0;

  return (
    <section className="results page-wide" aria-labelledby="results-title">
      <h1 id="results-title" className="results-title">
        {title}
      </h1>
      {notice}
      {priced.length > 0 && <ResultsCount shown={stations.length} total={priced.length} />}
      {found.length > 0 && (
        <ResultsOptions
          view={view}
          order={shownOrder}
          bySaving={saving !== undefined}
          onSort={(next) => {
            setOrder(next);
            setView("list");
          }}
          onToggleMap={() => setView(view === "map" ? "list" : "map")}
        >
          <BrandFilterPanel brandsFound={brandsFound} />
          {moreOptions}
        </ResultsOptions>
      )}
      {view === "map" && !route && (
        <Link href={areaMapPath(product, center)} className="button button-secondary results-area-map">
          <Trans>Ver toda la zona</Trans>
        </Link>
      )}
      {view === "map" ? (
        <StationsMapLoader
          stations={sorted}
          center={center}
          userPosition={userPosition}
          route={route ?? null}
          unit={fuelUnit(product)}
          {...(corridorKm !== undefined ? { corridorKm } : {})}
          {...(numberedStops !== undefined ? { numberedStops } : {})}
        />
      ) : hasStations ? (
        <StationList stations={listed} product={product} showTankCost={showTankCost} complete={listed.length === sorted.length} />
      ) : null}
      {filteredOut ? (
        <p className="card results-notice">
          <Trans>Ninguna gasolinera de las marcas elegidas. Cambia el filtro de Marcas.</Trans>
        </p>
      ) : (
        !hasStations && emptyNotice
      )}
      {view === "list" && <LatestRefuels refuels={refuels} />}
      {footer}
    </section>
  );
}

/** "206 gasolineras", or with some left out "12 de 206 gasolineras · 194 ocultas", beside the switch. */
function ResultsCount({ shown, total }: { shown: number; total: number }) {
  const { t } = useLingui();
  const hidden = total - shown;
  return (
    <div className="results-count">
      <p className="results-summary">
        {shown === total
          ? t`${plural(total, { one: "# gasolinera", other: "# gasolineras" })}`
          : t`${shown} de ${plural(total, { one: "# gasolinera", other: "# gasolineras" })} · ${plural(hidden, { one: "# oculta", other: "# ocultas" })}`}
      </p>
      <WorthTheTripSwitch />
    </div>
  );
}
