// The persisted stores load from IndexedDB asynchronously, so the first render is not hydrated yet
// (zustand docs): screens that read them wait for waitForHydration() (the hydration gate does).
import { useConsentStore } from "./consent-store.ts";
import { useFavouritesStore } from "./favourites-store.ts";
import { useFilterStore } from "./filter-store.ts";
import { useSessionStore } from "./session-store.ts";
import { useSavingStore } from "./saving-store.ts";
import { useDiscountsStore } from "./discounts-store.ts";
import { useLocaleStore } from "./locale-store.ts";

interface Hydratable {
  persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

const PERSISTED_STORES: readonly Hydratable[] = [useSessionStore, useFilterStore, useConsentStore, useFavouritesStore, useSavingStore, useDiscountsStore, useLocaleStore];

export const allHydrated = () => PERSISTED_STORES.every((store) => store.persist.hasHydrated());

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
