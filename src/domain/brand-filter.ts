// The brand filter of searches and routes ("Marcas"): only some brands, or every brand but
// some. Applied to the results before anything is ranked, banded or costed, in the app and in tests.

export type BrandFilterMode = "include" | "exclude";

export interface BrandFilter {
  mode: BrandFilterMode;
  /** Brand keys (`bandera`). */
  brands: readonly string[];
}

/** Every brand. */
export const NO_BRAND_FILTER: BrandFilter = { mode: "exclude", brands: [] };

/** Whether the filter leaves something out (an "include" of nothing leaves everything in). */
export const isBrandFilterActive = (filter: BrandFilter) => filter.brands.length > 0;

export function passesBrandFilter(bandera: string, filter: BrandFilter): boolean {
  if (filter.brands.length === 0) return true;
  const listed = filter.brands.includes(bandera);
  return filter.mode === "include" ? listed : !listed;
}

export function applyBrandFilter<T extends { bandera: string }>(items: readonly T[], filter: BrandFilter): T[] {
  if (!isBrandFilterActive(filter)) return [...items];
  return items.filter((item) => passesBrandFilter(item.bandera, filter));
}
