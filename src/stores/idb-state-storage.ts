// The one zustand StateStorage of the app: strings in an IndexedDB object store through idb-keyval.
// Failures (private mode, no IndexedDB) are logged and read as "nothing stored", so hydration always ends.
import type { StateStorage } from "zustand/middleware";
import { createStore, del, get, set, type UseStore } from "idb-keyval";

let database: UseStore | undefined;
const pendingWrites = new Set<Promise<void>>();

/** The app's one IndexedDB object store (database "gasolinaeco", store "local-data"). */
export function localData(): UseStore {
  database ??= createStore("gasolinaeco", "local-data");
  return database;
}

function track(write: Promise<void>): Promise<void> {
  const settled = write.catch((error: unknown) => console.error("[storage] no se pudo guardar:", error));
  pendingWrites.add(settled);
  void settled.finally(() => pendingWrites.delete(settled));
  return settled;
}

export const idbStateStorage: StateStorage<Promise<void>> = {
  async getItem(name) {
    try {
      const value = await get<unknown>(name, localData());
      return typeof value === "string" ? value : null;
    } catch (error) {
      console.error("[storage] no se pudo leer:", error);
      return null;
    }
  },
  setItem: (name, value) => track(set(name, value, localData())),
  removeItem: (name) => track(del(name, localData())),
};

/** Resolves once every write started so far has reached IndexedDB (tests, and before a reload). */
export async function flushStorage(): Promise<void> {
  while (pendingWrites.size > 0) await Promise.all([...pendingWrites]);
}
