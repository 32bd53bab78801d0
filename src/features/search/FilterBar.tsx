// Second and third header rows (SPEC §2): the single-select fuel toggle, then minus, the 1-50 km slider,
// plus and BUSCAR. BUSCAR needs a fuel and an active GPS; it saves the preference and opens the search.
// On results screens the rows are folded into one line of the header saying what was searched
// (use-folded-filter.ts); tapping it opens them.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { FUEL_OPTIONS, fuelOptionLabel } from "../../domain/fuels.ts";
import {
  MAX_DISTANCE_KM,
  MIN_DISTANCE_KM,
  toFilterProduct,
  useFilterStore,
} from "../../stores/filter-store.ts";
import { useGeolocationStore } from "../../stores/geolocation-store.ts";
import { SNACK_DURATION, useUiStore } from "../../stores/ui-store.ts";
import { searchPath } from "./search-path.ts";
import { SearchIcon } from "../../ui/icons.tsx";

export const NO_FUEL_MESSAGE = "Selecciona combustible!";
export const NO_GPS_MESSAGE = "No se ha podido establecer tu ubicación GPS";

const HEADER_FUELS = FUEL_OPTIONS.filter((option) => toFilterProduct(option.code) !== null);

/** The screens whose filter starts folded: known from the address, so the first paint is already folded. */
const FOLDING_SCREENS = /^\/(?:search|ruta)\/|^\/favoritas\/?$/;

const onFoldingScreen = (location: string) => FOLDING_SCREENS.test(location);

/** The folded line's words while the filter is folded; null while its rows are shown. */
export function useFoldedSummary(): string | null {
  const [location] = useLocation();
  const screenSummary = useUiStore((state) => state.filterSummary);
  const unfolded = useUiStore((state) => state.filterUnfolded);
  const { product, distance } = useFilterStore();
  if (!onFoldingScreen(location) || unfolded) return null;
  return screenSummary ?? `${fuelOptionLabel(product)} · ${distance} km`;
}

export function FoldedFilter({ summary }: { summary: string }) {
  return (
    <section id="filtro" className="filter-folded" aria-label="Filtro de búsqueda">
      <button
        type="button"
        className="filter-summary"
        aria-label={`Cambiar búsqueda: ${summary}`}
        aria-expanded={false}
        onClick={() => useUiStore.getState().unfoldFilter()}
      >
        <SearchIcon />
        <span className="filter-summary-text">{summary}</span>
      </button>
    </section>
  );
}

/** The filter's rows; opened from the folded line, focus goes to the chosen fuel. */
export function FilterBar() {
  const [location] = useLocation();
  return <FullFilter focusOnShow={onFoldingScreen(location)} />;
}

function FullFilter({ focusOnShow }: { focusOnShow: boolean }) {
  const { distance, product, setProduct, setDistance, stepDistance, savePreferences } = useFilterStore();
  const highlighted = useUiStore((state) => state.filterHighlighted);
  const showSnack = useUiStore((state) => state.showSnack);
  const [, navigate] = useLocation();
  const fuels = useRef<HTMLFieldSetElement>(null);
  // Opened from its folded line: the driver's next move is here, so focus goes to the chosen fuel.
  useEffect(() => {
    const group = fuels.current;
    if (focusOnShow && group) (group.querySelector<HTMLInputElement>("input:checked") ?? group.querySelector("input"))?.focus();
  }, [focusOnShow]);

  function search() {
    if (!product) {
      showSnack(NO_FUEL_MESSAGE, { action: "Aviso!" });
      return;
    }
    const { active, latitude, longitude } = useGeolocationStore.getState();
    if (!active || latitude === null || longitude === null) {
      showSnack(NO_GPS_MESSAGE, { action: "Error!", duration: SNACK_DURATION.gps });
      return;
    }
    savePreferences(distance, product);
    useUiStore.getState().requestSearch();
    navigate(searchPath(product, distance, longitude, latitude));
  }

  return (
    <section id="filtro" className={highlighted ? "filter is-highlighted" : "filter"} aria-label="Filtro de búsqueda">
      <fieldset className="fuel-toggle" ref={fuels}>
        <legend className="visually-hidden">Combustible</legend>
        {HEADER_FUELS.map((option) => (
          <label key={option.code} className="fuel-option">
            <input
              type="radio"
              name="combustible"
              value={option.code}
              checked={product === option.code}
              onChange={() => {
                const chosen = toFilterProduct(option.code);
                if (chosen) setProduct(chosen);
              }}
            />
            <span>{option.short}</span>
          </label>
        ))}
      </fieldset>
      <div className="distance-row">
        <button type="button" className="step-button" aria-label="Menos distancia" onClick={() => stepDistance(-1)}>
          −
        </button>
        <input
          id="distancia"
          type="range"
          min={MIN_DISTANCE_KM}
          max={MAX_DISTANCE_KM}
          step={1}
          value={distance}
          aria-label="Distancia"
          aria-valuetext={`${distance} km`}
          onChange={(event) => setDistance(Number(event.target.value))}
        />
        <button type="button" className="step-button" aria-label="Más distancia" onClick={() => stepDistance(1)}>
          +
        </button>
        <output htmlFor="distancia" className="distance-value">
          {distance} km
        </output>
        <button type="button" className="search-button" onClick={search}>
          BUSCAR
        </button>
      </div>
    </section>
  );
}
