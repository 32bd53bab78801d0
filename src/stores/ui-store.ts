// Global UI state: the loading overlay, the snack bar, the highlight of the header's filter block and its
// folding on results screens.
// One snack at a time: a new one replaces the open one and restarts the clock (SPEC §2).
import { create } from "zustand";

/** SPEC §9 durations, in ms. */
export const SNACK_DURATION = {
  default: 3000,
  searchError: 2000,
  route: 5000,
  gps: 5000,
  registration: 4000,
} as const;

export const DEFAULT_LOADER_TEXT = "procesando...";

export interface Snack {
  /** Changes with every snack, so a replacement is a new message for screen readers too. */
  id: number;
  message: string;
  /** The short label beside the message ('Aviso!', 'Error!'); SPEC calls it title or action. */
  action: string | null;
  duration: number;
}

export interface SnackOptions {
  action?: string;
  duration?: number;
}

export interface UiState {
  loader: { visible: boolean; text: string };
  snack: Snack | null;
  filterHighlighted: boolean;
  /**
   * What a results screen searched ("Diésel · 10 km · Madrid"): while set, the header's filter is folded
   * into one line saying it, until the driver taps it open (filterUnfolded).
   */
  filterSummary: string | null;
  filterUnfolded: boolean;
  /**
   * Counts BUSCAR presses: pressed again on the search already shown (same fuel, distance and
   * position, so the same URL), the search runs again for fresh prices and opening hours.
   */
  searchRequests: number;
  requestSearch: () => void;
  showLoader: (text?: string) => void;
  hideLoader: () => void;
  showSnack: (message: string, options?: SnackOptions) => void;
  dismissSnack: () => void;
  toggleFilterHighlight: () => void;
  foldFilter: (summary: string) => void;
  /** Leaves the fold of that summary (a screen going away); a newer screen's fold stays. */
  releaseFilter: (summary: string) => void;
  unfoldFilter: () => void;
}

export function createUiStore() {
  let snackTimer: ReturnType<typeof setTimeout> | undefined;
  let nextSnackId = 1;

  return create<UiState>()((set) => ({
    loader: { visible: false, text: DEFAULT_LOADER_TEXT },
    snack: null,
    filterHighlighted: false,
    filterSummary: null,
    filterUnfolded: false,
    searchRequests: 0,
    requestSearch: () => set((state) => ({ searchRequests: state.searchRequests + 1 })),
    showLoader: (text = DEFAULT_LOADER_TEXT) => set({ loader: { visible: true, text } }),
    hideLoader: () => set((state) => ({ loader: { ...state.loader, visible: false } })),
    showSnack: (message, { action, duration = SNACK_DURATION.default } = {}) => {
      clearTimeout(snackTimer);
      const snack: Snack = { id: nextSnackId++, message, action: action ?? null, duration };
      set({ snack });
      snackTimer = setTimeout(() => set((state) => (state.snack?.id === snack.id ? { snack: null } : state)), duration);
    },
    dismissSnack: () => {
      clearTimeout(snackTimer);
      set({ snack: null });
    },
    toggleFilterHighlight: () => set((state) => ({ filterHighlighted: !state.filterHighlighted })),
    foldFilter: (summary) => set({ filterSummary: summary, filterUnfolded: false }),
    releaseFilter: (summary) => set((state) => (state.filterSummary === summary ? { filterSummary: null, filterUnfolded: false } : state)),
    unfoldFilter: () => set({ filterUnfolded: true }),
  }));
}

export const useUiStore = createUiStore();
