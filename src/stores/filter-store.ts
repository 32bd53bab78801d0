// The search filter of the header (SPEC §3): product and distance, live while the user plays with
// them; the preference (gasolinaeco_km, gasolinaeco_prod) is written only by savePreferences() and only
// when both values are given (SPEC §4). Distance starts at the stored preference, else 10 km.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { toSearchProduct, type SearchProduct } from "../domain/fuels.ts";
import { createSplitStorage } from "./split-persist-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

export const DEFAULT_DISTANCE_KM = 10;
export const MIN_DISTANCE_KM = 1;
export const MAX_DISTANCE_KM = 50;

/** Any product of the catalogue: the header's three big buttons or "Más combustibles". */
export type FilterProduct = SearchProduct;

interface Preferences {
  savedDistance: number | null;
  savedProduct: FilterProduct | null;
}

export interface FilterState extends Preferences {
  distance: number;
  product: FilterProduct | null;
  setProduct: (product: FilterProduct) => void;
  setDistance: (km: number) => void;
  stepDistance: (delta: 1 | -1) => void;
  /** Stores distance and product as the preference; does nothing unless both are given. */
  savePreferences: (distance: number | null | undefined, product: FilterProduct | null | undefined) => void;
}

const PREFERENCES_VERSION = 1;

export function clampDistance(km: number): number {
  if (!Number.isFinite(km)) return DEFAULT_DISTANCE_KM;
  return Math.min(MAX_DISTANCE_KM, Math.max(MIN_DISTANCE_KM, Math.round(km)));
}

export function toFilterProduct(value: unknown): FilterProduct | null {
  if (typeof value !== "string") return null;
  return toSearchProduct(value) ?? null;
}

function readPersisted(persisted: unknown): Preferences {
  const record = (persisted ?? {}) as Record<string, unknown>;
  const km = typeof record.savedDistance === "number" ? clampDistance(record.savedDistance) : null;
  return { savedDistance: km, savedProduct: toFilterProduct(record.savedProduct) };
}

export function createFilterStore() {
  return create<FilterState>()(
    persist(
      (set) => ({
        distance: DEFAULT_DISTANCE_KM,
        product: null,
        savedDistance: null,
        savedProduct: null,
        setProduct: (product) => set({ product }),
        setDistance: (km) => set({ distance: clampDistance(km) }),
        stepDistance: (delta) => set((state) => ({ distance: clampDistance(state.distance + delta) })),
        savePreferences: (distance, product) => {
          if (distance == null || !product) return;
          set({ savedDistance: clampDistance(distance), savedProduct: product });
        },
      }),
      {
        name: STORAGE_KEYS.preferencesVersion,
        version: PREFERENCES_VERSION,
        storage: createSplitStorage<Preferences>({
          savedDistance: STORAGE_KEYS.distance,
          savedProduct: STORAGE_KEYS.product,
        }),
        partialize: ({ savedDistance, savedProduct }) => ({ savedDistance, savedProduct }),
        migrate: (persisted) => readPersisted(persisted),
        merge: (persisted, current) => {
          const saved = readPersisted(persisted);
          return {
            ...current,
            ...saved,
            distance: saved.savedDistance ?? current.distance,
            product: saved.savedProduct ?? current.product,
          };
        },
      },
    ),
  );
}

export const useFilterStore = createFilterStore();
