// The results' options (SPEC §2): sort by distance, sort by price (both ascending, both show the list)
// and view on the map.
import type { StationOrder } from "./sort-stations.ts";

export type ResultsViewMode = "list" | "map";

interface ResultsOptionsProps {
  view: ResultsViewMode;
  order: StationOrder;
  onSort: (order: Exclude<StationOrder, "server">) => void;
  onShowMap: () => void;
}

export function ResultsOptions({ view, order, onSort, onShowMap }: ResultsOptionsProps) {
  const inList = view === "list";
  return (
    <div className="results-options" role="toolbar" aria-label="Opciones de resultados">
      <span className="results-sort">
        {/* Said once on screen; each button's name carries it in full for assistive technology. */}
        <span className="results-sort-label" aria-hidden="true">
          Ordenar por
        </span>
        <button
          type="button"
          className="option-button"
          aria-label="Ordenar por distancia"
          aria-pressed={inList && order === "distance"}
          onClick={() => onSort("distance")}
        >
          distancia
        </button>
        <button
          type="button"
          className="option-button"
          aria-label="Ordenar por precio"
          aria-pressed={inList && order === "price"}
          onClick={() => onSort("price")}
        >
          precio
        </button>
      </span>
      <button type="button" className="option-button" aria-pressed={!inList} onClick={onShowMap}>
        Ver en mapa
      </button>
    </div>
  );
}
