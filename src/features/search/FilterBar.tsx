// Second and third header rows (SPEC §2): the single-select fuel toggle (95, 98, DIESEL and "Más
// combustibles" for every other product of the catalogue), then minus, the 1-50 km slider, plus and BUSCAR. BUSCAR needs a fuel and an active GPS; it saves the preference and opens the search.
// On results screens the rows are folded into one line of the header saying what was searched
// (use-folded-filter.ts); tapping it opens them.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { FUEL_OPTIONS, MORE_FUEL_OPTIONS } from "../../domain/fuels.ts";
import { fuelChoiceName, productName } from "../../i18n/fuel-names.ts";
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
import { rememberFuelInProfile } from "../account/profile-fuel.ts";
import { NO_FUEL_ACTION, NO_FUEL_MESSAGE, NO_GPS_MESSAGE } from "./search-messages.ts";

const HEADER_FUELS = FUEL_OPTIONS.filter((option) => toFilterProduct(option.code) !== null);

/** The screens whose filter starts folded: known from the address, so the first paint is already folded. */
const FOLDING_SCREENS = /^\/(?:search|ruta)\/|^\/favoritas\/?$|^\/mapa(?:\/|$)/;

const onFoldingScreen = (location: string) => FOLDING_SCREENS.test(location);

/** The folded line's words while the filter is folded; null while its rows are shown. */
export function useFoldedSummary(): string | null {
  const [location] = useLocation();
  const screenSummary = useUiStore((state) => state.filterSummary);
  const unfolded = useUiStore((state) => state.filterUnfolded);
  const { product, distance } = useFilterStore();
  if (!onFoldingScreen(location) || unfolded) return null;
  return screenSummary ?? `${fuelChoiceName(product)} · ${distance} km`;
}

export function FoldedFilter({ summary }: { summary: string }) {
  const { t } = useLingui();
  return (
    <section id="filtro" className="filter-folded" aria-label={t`Filtro de búsqueda`}>
      <button
        type="button"
        className="filter-summary"
        aria-label={t`Cambiar búsqueda: ${summary}`}
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
  const { t } = useLingui();
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
      showSnack(t(NO_FUEL_MESSAGE), { action: t(NO_FUEL_ACTION) });
      return;
    }
    const { active, latitude, longitude } = useGeolocationStore.getState();
    if (!active || latitude === null || longitude === null) {
      showSnack(t(NO_GPS_MESSAGE), { action: t`Error!`, duration: SNACK_DURATION.gps });
      return;
    }
    savePreferences(distance, product);
    void rememberFuelInProfile(product);
    useUiStore.getState().requestSearch();
    navigate(searchPath(product, distance, longitude, latitude));
  }

  return (
    <section id="filtro" className={highlighted ? "filter is-highlighted" : "filter"} aria-label={t`Filtro de búsqueda`}>
      <fieldset className="fuel-toggle" ref={fuels}>
        <legend className="visually-hidden">
          <Trans>Combustible</Trans>
        </legend>
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
        <MoreFuels />
      </fieldset>
      <div className="distance-row">
        <button type="button" className="step-button" aria-label={t`Menos distancia`} onClick={() => stepDistance(-1)}>
          −
        </button>
        <input
          id="distancia"
          type="range"
          min={MIN_DISTANCE_KM}
          max={MAX_DISTANCE_KM}
          step={1}
          value={distance}
          aria-label={t`Distancia`}
          aria-valuetext={`${distance} km`}
          onChange={(event) => setDistance(Number(event.target.value))}
        />
        <button type="button" className="step-button" aria-label={t`Más distancia`} onClick={() => stepDistance(1)}>
          +
        </button>
        <output htmlFor="distancia" className="distance-value">
          {distance} km
        </output>
        <button type="button" className="search-button" onClick={search}>
          <Trans>BUSCAR</Trans>
        </button>
      </div>
    </section>
  );
}

/** Every product beyond the three big buttons, as one choice of the toggle. */
function MoreFuels() {
  const { t } = useLingui();
  const { product, setProduct } = useFilterStore();
  const chosen = MORE_FUEL_OPTIONS.some((option) => option.code === product) ? product! : "";
  return (
    <select
      className={chosen ? "fuel-more is-chosen" : "fuel-more"}
      aria-label={t`Más combustibles`}
      value={chosen}
      onChange={(event) => {
        const picked = toFilterProduct(event.target.value);
        if (picked) setProduct(picked);
      }}
    >
      <option value="" disabled>
        {t`Más…`}
      </option>
      {MORE_FUEL_OPTIONS.map((option) => (
        <option key={option.code} value={option.code}>
          {productName(option.code)}
        </option>
      ))}
    </select>
  );
}
