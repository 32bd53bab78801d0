// The master lists of the profile form, vehicle types and vehicle brands: loaded once and cached for
// the session (SPEC §4). Failures are logged only (SPEC §8) and retried the next time they are needed.
import { create } from "zustand";
import { getVehicleBrands, getVehicleTypes } from "../api/accounts.ts";

export interface VehicleListItem {
  id: number;
  nombre: string;
}

export interface VehicleListsState {
  types: VehicleListItem[] | null;
  brands: VehicleListItem[] | null;
  load: () => Promise<void>;
}

let loading: Promise<void> | null = null;

export const useVehicleListsStore = create<VehicleListsState>()((set, get) => ({
  types: null,
  brands: null,
  load: () => {
    if (get().types && get().brands) return Promise.resolve();
    loading ??= (async () => {
      const [types, brands] = await Promise.all([
        get().types ? null : getVehicleTypes(),
        get().brands ? null : getVehicleBrands(),
      ]);
      if (types?.ok) set({ types: types.data });
      if (brands?.ok) set({ brands: brands.data });
      loading = null;
    })();
    return loading;
  },
}));
