// The persisted stores load from IndexedDB asynchronously, so the first render is not hydrated yet
// (zustand docs): screens that read them wait for waitForHydration() or useStoresHydrated().
import { useSyncExternalStore } from "react";
import { useConsentStore } from "./consent-store.ts";
import { useFilterStore } from "./filter-store.ts";
import { useSessionStore } from "./session-store.ts";

interface Hydratable {
  persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

const PERSISTED_STORES: readonly Hydratable[] = [useSessionStore, useFilterStore, useConsentStore];

const allHydrated = () => PERSISTED_STORES.every((store) => store.persist.hasHydrated());

function subscribe(onChange: () => void): () => void {
  const unsubscribers = PERSISTED_STORES.map((store) => store.persist.onFinishHydration(onChange));
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}

export function waitForStore(store: Hydratable): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.persist.onFinishHydration(() => {
      unsubscribe();
      resolve();
    });
  });
}

export async function waitForHydration(): Promise<void> {
  await Promise.all(PERSISTED_STORES.map(waitForStore));
}

export function useStoresHydrated(): boolean {
  return useSyncExternalStore(subscribe, allHydrated, allHydrated);
}
