// A new version of the app waiting to take over: register-sw.ts offers it, the update prompt (or the
// kiosk board, which has nobody to ask) applies it.
import { create } from "zustand";

export interface SwUpdateState {
  /** Activates the waiting version and reloads; null while there is none. */
  apply: (() => void) | null;
  offer: (apply: () => void) => void;
}

export const useSwUpdateStore = create<SwUpdateState>()((set) => ({
  apply: null,
  offer: (apply) => set({ apply }),
}));
