// The results' options (SPEC §2) in one compact row: the order (by price, by distance, both ascending,
// or by net saving; choosing one shows the list), the map (pressed again, the list), and what else
// the screen adds (the brands, the area alert).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { MapIcon, SortIcon } from "../../ui/icons.tsx";
import type { StationOrder } from "./sort-stations.ts";

export type ResultsViewMode = "list" | "map";
export type ChosenOrder = Exclude<StationOrder, "server">;

/** The orders offered, each with its word; "ahorro" only where savings are shown. */
const SORTS = [
  ["price", msg`Precio`],
  ["distance", msg`Distancia`],
  ["saving", msg`Ahorro`],
] as const satisfies readonly (readonly [ChosenOrder, MessageDescriptor])[];

interface ResultsOptionsProps {
  view: ResultsViewMode;
  /** The order shown; the server's own is named by the one it equals. */
  order: ChosenOrder;
  onSort: (order: ChosenOrder) => void;
  onToggleMap: () => void;
  /** Offer the order by net saving. */
  bySaving?: boolean;
  children?: ReactNode;
}

export function ResultsOptions({ view, order, onSort, onToggleMap, bySaving = false, children }: ResultsOptionsProps) {
  const { t } = useLingui();
  return (
    <div className="results-options" role="toolbar" aria-label={t`Opciones de resultados`}>
      <label className="results-sort">
        <SortIcon />
        <span className="visually-hidden">
          <Trans>Ordenar por</Trans>
        </span>
        <select value={order} onChange={(event) => onSort(event.target.value as ChosenOrder)}>
          {SORTS.filter(([sort]) => bySaving || sort !== "saving").map(([sort, label]) => (
            <option key={sort} value={sort}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>
      {/* Its name says what it does whichever view is shown; pressed means the map is on screen. */}
      <button type="button" className="option-button" aria-label={t`Ver en mapa`} aria-pressed={view === "map"} onClick={onToggleMap}>
        <MapIcon />
        <span className="option-label">
          <Trans>Mapa</Trans>
        </span>
      </button>
      {children}
    </div>
  );
}
