// What the device remembers for the net saving: litres per fill and consumption (null =
// not set: the profile's, the tank size or the defaults apply), the brand filter of searches and
// routes ("Marcas"), the route's "Desvío máximo", "Solo las que compensan" (off until the driver turns it
// on: a first search lists every station found) and "Incluir cooperativas y venta restringida" (off: most
// drivers cannot buy at a members-only station). Anonymous drivers keep their figures here only.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { NO_BRAND_FILTER, type BrandFilter } from "../domain/brand-filter.ts";
import { DEFAULT_CORRIDOR_KM } from "../domain/contract/route.ts";
import { idbStateStorage } from "./idb-state-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** The "Desvío máximo" choices, km (0,5 is SPEC's corridor). */
export const DETOUR_CHOICES = [0.5, 1, 2, 5] as const;
export type DetourChoice = (typeof DETOUR_CHOICES)[number];

interface SavingPreferences {
  litres: number | null;
  consumption: number | null;
  brandFilter: BrandFilter;
  detourKm: DetourChoice;
  onlyWorthTheTrip: boolean;
  includeMembersOnly: boolean;
}

export interface SavingState extends SavingPreferences {
  setFuelUse: (litres: number | null, consumption: number | null) => void;
  setBrandFilter: (filter: BrandFilter) => void;
  setDetourKm: (km: DetourChoice) => void;
  setOnlyWorthTheTrip: (on: boolean) => void;
  setIncludeMembersOnly: (on: boolean) => void;
}

const SAVING_VERSION = 1;

const positiveOrNull = (n: unknown) => (typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null);

function readPersisted(persisted: unknown): SavingPreferences {
  const r = (persisted ?? {}) as Partial<Record<keyof SavingPreferences, unknown>>;
  const filter = r.brandFilter as Partial<BrandFilter> | undefined;
  const brandFilter: BrandFilter =
    filter && (filter.mode === "include" || filter.mode === "exclude") && Array.isArray(filter.brands)
      ? { mode: filter.mode, brands: filter.brands.filter((b): b is string => typeof b === "string") }
      : NO_BRAND_FILTER;
  const detourKm = DETOUR_CHOICES.find((km) => km === r.detourKm) ?? DEFAULT_CORRIDOR_KM;
  const onlyWorthTheTrip = typeof r.onlyWorthTheTrip === "boolean" ? r.onlyWorthTheTrip : false;
  const includeMembersOnly = r.includeMembersOnly === true;
  return { litres: positiveOrNull(r.litres), consumption: positiveOrNull(r.consumption), brandFilter, detourKm: detourKm as DetourChoice, onlyWorthTheTrip, includeMembersOnly };
}

export function createSavingStore() {
  return create<SavingState>()(
    persist(
      (set) => ({
        litres: null,
        consumption: null,
        brandFilter: NO_BRAND_FILTER,
        detourKm: DEFAULT_CORRIDOR_KM as DetourChoice,
        onlyWorthTheTrip: false,
        includeMembersOnly: false,
        setFuelUse: (litres, consumption) => set({ litres, consumption }),
        setBrandFilter: (brandFilter) => set({ brandFilter }),
        setDetourKm: (detourKm) => set({ detourKm }),
        setOnlyWorthTheTrip: (onlyWorthTheTrip) => set({ onlyWorthTheTrip }),
        setIncludeMembersOnly: (includeMembersOnly) => set({ includeMembersOnly }),
      }),
      {
        name: STORAGE_KEYS.saving,
        version: SAVING_VERSION,
        storage: createJSONStorage(() => idbStateStorage),
        partialize: ({ litres, consumption, brandFilter, detourKm, onlyWorthTheTrip, includeMembersOnly }): SavingPreferences => ({
          litres, consumption, brandFilter, detourKm, onlyWorthTheTrip, includeMembersOnly,
        }),
        migrate: (persisted) => readPersisted(persisted),
        merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
      },
    ),
  );
}

export const useSavingStore = createSavingStore();
