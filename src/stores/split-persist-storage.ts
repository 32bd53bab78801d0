// A zustand PersistStorage that keeps each persisted field under its own key (SPEC §9 names one key per
// value: gasolinaeco_jwt, gasolinaeco_km…) instead of one blob, plus the store's version under `name`.
// Values are JSON; null or undefined removes the key.
import type { PersistStorage, StateStorage, StorageValue } from "zustand/middleware";
import { idbStateStorage } from "./idb-state-storage.ts";
import type { StorageKey } from "./storage-keys.ts";

export type FieldKeys<S> = { readonly [K in keyof S]-?: StorageKey };

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createSplitStorage<S extends object>(
  fieldKeys: FieldKeys<S>,
  storage: StateStorage<Promise<void>> = idbStateStorage,
): PersistStorage<S, Promise<void>> {
  const fields = Object.entries(fieldKeys) as [keyof S & string, StorageKey][];
  return {
    async getItem(name) {
      const [versionText, ...texts] = await Promise.all([
        storage.getItem(name),
        ...fields.map(([, key]) => storage.getItem(key)),
      ]);
      if (versionText == null && texts.every((text) => text == null)) return null;
      const state = Object.fromEntries(fields.map(([field], i) => [field, parseJson(texts[i] ?? null)]));
      // Values written without a version (an older build) come back as version 0 for migrate().
      const version = Number(versionText ?? 0);
      return { state: state as S, version: Number.isFinite(version) ? version : 0 } satisfies StorageValue<S>;
    },
    async setItem(name, { state, version }) {
      await Promise.all([
        storage.setItem(name, String(version ?? 0)),
        ...fields.map(([field, key]) => {
          const value = state[field];
          return value == null ? storage.removeItem(key) : storage.setItem(key, JSON.stringify(value));
        }),
      ]);
    },
    async removeItem(name) {
      await Promise.all([storage.removeItem(name), ...fields.map(([, key]) => storage.removeItem(key))]);
    },
  };
}
