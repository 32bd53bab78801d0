// The results' options (SPEC §2): sort by distance, sort by price (both ascending, both show the list)
// and view on the map; and sort by net saving, and what else the screen adds (the brands).
import type { ReactNode } from "react";
import type { StationOrder } from "./sort-stations.ts";

export type ResultsViewMode = "list" | "map";

/** The orders offered, each with the word on its button; "ahorro" only where savings are shown. */
const SORTS = [["distance", "distancia"], ["price", "precio"], ["saving", "ahorro"]] as const satisfies readonly (readonly [Exclude<StationOrder, "server">, string])[];

interface ResultsOptionsProps {
  view: ResultsViewMode;
  order: StationOrder;
  onSort: (order: Exclude<StationOrder, "server">) => void;
  onShowMap: () => void;
  /** Offer the order by net saving. */
  bySaving?: boolean;
  children?: ReactNode;
}

export function ResultsOptions({ view, order, onSort, onShowMap, bySaving = false, children }: ResultsOptionsProps) {
  const inList = view === "list";
  return (
    <div className="results-options" role="toolbar" aria-label="Opciones de resultados">
      <span className="results-sort">
        {/* Said once on screen; each button's name carries it in full for assistive technology. */}
        <span className="results-sort-label" aria-hidden="true">
          Ordenar por
        </span>
        {SORTS.filter(([sort]) => bySaving || sort !== "saving").map(([sort, label]) => (
          <button key={sort} type="button" className="option-button" aria-label={`Ordenar por ${label}`} aria-pressed={inList && order === sort} onClick={() => onSort(sort)}>
            {label}
          </button>
        ))}
      </span>
      <button type="button" className="option-button" aria-pressed={!inList} onClick={onShowMap}>
        Ver en mapa
      </button>
      {children}
    </div>
  );
}
