// "Marcas": include or exclude brands from the results of searches and routes, and whether members-only
// stations (cooperatives: venta restringida) are searched too. The choices are kept on the device
// (saving store) and apply to every later search and route.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { isBrandFilterActive, type BrandFilterMode } from "../../domain/brand-filter.ts";
import { useSavingStore } from "../../stores/saving-store.ts";
import { brandLabel } from "../reports/brand-label.ts";
import { activeLocale } from "../../i18n/i18n.ts";

/** The brands of the results, plus any already chosen (so a chosen brand can always be unticked). */
function brandChoices(found: readonly string[], chosen: readonly string[]): string[] {
  return [...new Set([...found, ...chosen])].sort((a, b) => brandLabel(a).localeCompare(brandLabel(b), activeLocale()));
}

export function BrandFilterPanel({ brandsFound }: { brandsFound: readonly string[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const filter = useSavingStore((state) => state.brandFilter);
  const setBrandFilter = useSavingStore((state) => state.setBrandFilter);
  const choices = useMemo(() => brandChoices(brandsFound, filter.brands), [brandsFound, filter.brands]);
  const active = isBrandFilterActive(filter);
  const chosenCount = filter.brands.length;
  const membersOnly = useSavingStore((state) => state.includeMembersOnly);
  const setMembersOnly = useSavingStore((state) => state.setIncludeMembersOnly);

  const setMode = (mode: BrandFilterMode) => setBrandFilter({ ...filter, mode });
  const toggle = (brand: string, checked: boolean) =>
    setBrandFilter({ ...filter, brands: checked ? [...filter.brands, brand] : filter.brands.filter((b) => b !== brand) });

  return (
    <div className="brand-filter">
      <button
        type="button"
        className="option-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {active ? t`Marcas (${chosenCount})` : t`Marcas`}
      </button>
      <fieldset id={panelId} className="card brand-filter-panel" hidden={!open}>
        <legend>
          <Trans>Marcas</Trans>
        </legend>
        <label className="checkbox members-only-choice">
          <input type="checkbox" checked={membersOnly} onChange={(event) => setMembersOnly(event.target.checked)} />
          <Trans>Incluir cooperativas y venta restringida</Trans>
        </label>
        <div className="brand-filter-modes" role="radiogroup" aria-label={t`Cómo filtrar las marcas`}>
          <label className="checkbox">
            <input type="radio" name={`${panelId}-mode`} checked={filter.mode === "include"} onChange={() => setMode("include")} />
            <Trans>Solo las marcadas</Trans>
          </label>
          <label className="checkbox">
            <input type="radio" name={`${panelId}-mode`} checked={filter.mode === "exclude"} onChange={() => setMode("exclude")} />
            <Trans>Todas menos las marcadas</Trans>
          </label>
        </div>
        <ul className="brand-filter-list">
          {choices.map((brand) => (
            <li key={brand}>
              <label className="checkbox">
                <input type="checkbox" checked={filter.brands.includes(brand)} onChange={(event) => toggle(brand, event.target.checked)} />
                {brandLabel(brand)}
              </label>
            </li>
          ))}
        </ul>
        {active && (
          <button type="button" className="button" onClick={() => setBrandFilter({ ...filter, brands: [] })}>
            <Trans>Todas las marcas</Trans>
          </button>
        )}
      </fieldset>
    </div>
  );
}
