// Records the app keeps on the device beside the persisted stores (the national snapshot, the outbox,
// the kiosk board): read and written in the app's one IndexedDB object store. The only place outside
// idb-state-storage.ts that speaks idb-keyval, so the storage layer stays in src/stores.
import { get, set, setMany, update } from "idb-keyval";
import { localData } from "./idb-state-storage.ts";
import type { StorageKey } from "./storage-keys.ts";

export function readRecord<T>(key: StorageKey): Promise<T | undefined> {
  return get<T>(key, localData());
}

export function writeRecord<T>(key: StorageKey, value: T): Promise<void> {
  return set(key, value, localData());
}

/** Several records in one IndexedDB transaction: all of them are written or none. */
export function writeRecords(entries: [StorageKey, unknown][]): Promise<void> {
  return setMany(entries, localData());
}

/** Reads and writes one record in one transaction (no lost update between two tabs). */
export function updateRecord<T>(key: StorageKey, change: (old: T | undefined) => T): Promise<void> {
  return update<T>(key, change, localData());
}
