// Reads the app's IndexedDB local data (src/stores/idb-state-storage.ts: database "gasolinaeco", object
// store "local-data", one value per STORAGE_KEYS entry) from inside the page.
import type { Page } from "playwright-core";

export const LOCAL_DATA_DB = "gasolinaeco";
export const LOCAL_DATA_STORE = "local-data";

/** The stored value under `key`, or undefined when there is none. */
export function readLocalData(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    async ({ db, store, key }) => {
      // Opening a database that does not exist would create it empty and break the app's own open.
      if (!(await indexedDB.databases()).some((info) => info.name === db)) return undefined;
      return new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(store)) {
            database.close();
            resolve(undefined);
            return;
          }
          const read = database.transaction(store, "readonly").objectStore(store).get(key);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            database.close();
            resolve(read.result);
          };
        };
      });
    },
    { db: LOCAL_DATA_DB, store: LOCAL_DATA_STORE, key },
  );
}

/** Polls until `predicate` holds for the stored value (writes reach IndexedDB asynchronously). */
export async function waitForLocalData(page: Page, key: string, predicate: (value: unknown) => boolean, timeoutMs = 5_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await readLocalData(page, key);
    if (predicate(value)) return value;
    if (Date.now() > deadline) throw new Error(`local data ${key} is ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
