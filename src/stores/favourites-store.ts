// The driver's favourite stations, kept on the device so they work without an account and
// without signal. Each remembers its sign and address (shown before any price arrives), when it was
// added, and the prices the driver last saw (the /favoritas screen shows the change since then).
// Changes not yet confirmed by the account are kept as pending, so a star pressed without signal
// reaches the account when it returns, and so is a login whose merge has not gone through yet (the
// device's whole list then still has to reach the account): features/favourites/sync-favourites.ts.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { FavouriteEntry } from "../domain/contract/favourites.ts";
import { MAX_FAVOURITES } from "../domain/favourites.ts";
import { idbStateStorage } from "./idb-state-storage.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import {
  NOTHING_PENDING, pendingAfterAdd, pendingAfterMerge, pendingAfterRemove, pendingOf, readPending,
  type SyncedListActions, type SyncedListPending,
} from "./synced-list.ts";

/** Prices by fuel key ("gasolina95", "gasoleoA"…), in euros. */
export type FuelPrices = Partial<Record<string, number>>;

export interface FavouriteStation {
  id: string;
  rotulo: string;
  direccion: string;
  /** ms since the epoch. */
  addedAt: number;
  /** The prices the driver last saw of this station; {} when none yet. */
  seenPrices: FuelPrices;
}

/** What a star knows of the station it is pressed on. */
export interface StationSummary {
  id: string;
  rotulo: string;
  direccion: string;
  /** The prices shown beside the star, kept as the first "last seen" prices. */
  prices?: FuelPrices;
}

interface PersistedFavourites extends SyncedListPending {
  stations: FavouriteStation[];
}

export interface FavouritesState extends PersistedFavourites, SyncedListActions<readonly FavouriteEntry[]> {
  /** False (and nothing changes) when the list is full. */
  add: (station: StationSummary) => boolean;
  remove: (id: string) => void;
  /** Records what the driver has just been shown, by station id. */
  markSeen: (pricesById: Readonly<Record<string, FuelPrices>>) => void;
  clear: () => void;
}

const FAVOURITES_VERSION = 1;

const EMPTY: PersistedFavourites = { stations: [], ...NOTHING_PENDING };

function isStation(value: unknown): value is FavouriteStation {
  const s = value as Partial<FavouriteStation> | null;
  return typeof s?.id === "string" && typeof s.rotulo === "string" && typeof s.direccion === "string" && typeof s.addedAt === "number";
}

function readPersisted(persisted: unknown): PersistedFavourites {
  const record = (persisted ?? {}) as Record<string, unknown>;
  const stations = Array.isArray(record.stations)
    ? record.stations.filter(isStation).map((s) => ({ ...s, seenPrices: typeof s.seenPrices === "object" && s.seenPrices ? s.seenPrices : {} }))
    : [];
  return { stations, ...readPending(record) };
}

export const isFavourite = (state: Pick<FavouritesState, "stations">, id: string): boolean => state.stations.some((s) => s.id === id);

export function createFavouritesStore() {
  return create<FavouritesState>()(
    persist(
      (set, get) => ({
        ...EMPTY,
        add: ({ id, rotulo, direccion, prices }) => {
          const state = get();
          if (isFavourite(state, id)) return true;
          if (state.stations.length >= MAX_FAVOURITES) return false;
          const station: FavouriteStation = { id, rotulo, direccion, addedAt: Date.now(), seenPrices: { ...prices } };
          set({ stations: [...state.stations, station], ...pendingAfterAdd(state, id) });
          return true;
        },
        remove: (id) =>
          set((state) => ({ stations: state.stations.filter((s) => s.id !== id), ...pendingAfterRemove(state, id) })),
        markSeen: (pricesById) =>
          set((state) => ({
            stations: state.stations.map((s) => (pricesById[s.id] ? { ...s, seenPrices: { ...pricesById[s.id] } } : s)),
          })),
        requestLoginMerge: () => set({ loginMergeDue: true }),
        applyAccountList: (entries, sent) =>
          set((state) => {
            const pending = pendingAfterMerge(state, sent);
            const { pendingAdds, pendingRemovals } = pending;
            const local = new Map(state.stations.map((s) => [s.id, s]));
            const fromAccount = entries
              .filter((e) => !pendingRemovals.includes(e.id))
              .map((e): FavouriteStation => {
                const known = local.get(e.id);
                if (known) return { ...known, rotulo: known.rotulo || e.rotulo, direccion: known.direccion || e.direccion };
                const addedAt = Date.parse(e.desde);
                return { id: e.id, rotulo: e.rotulo, direccion: e.direccion, addedAt: Number.isFinite(addedAt) ? addedAt : Date.now(), seenPrices: {} };
              });
            const accountIds = new Set(entries.map((e) => e.id));
            const stillPending = state.stations.filter((s) => pendingAdds.includes(s.id) && !accountIds.has(s.id));
            const stations = [...fromAccount, ...stillPending].sort((a, b) => a.addedAt - b.addedAt).slice(0, MAX_FAVOURITES);
            return { stations, ...pending };
          }),
        clear: () => set({ ...EMPTY }),
      }),
      {
        name: STORAGE_KEYS.favourites,
        version: FAVOURITES_VERSION,
        storage: createJSONStorage<PersistedFavourites>(() => idbStateStorage),
        partialize: (state) => ({ stations: state.stations, ...pendingOf(state) }),
        migrate: (persisted) => readPersisted(persisted),
        merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
      },
    ),
  );
}

export const useFavouritesStore = createFavouritesStore();
