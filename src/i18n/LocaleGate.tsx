// Renders its children in the driver's language: the one chosen on /config, else the phone's. A phone
// set to Catalan never sees a Spanish screen first: until that catalog has arrived (one small chunk),
// the fallback (the boot shell) stays. A language chosen later swaps under the screen on screen, which
// re-renders under the new language as a whole (numbers included).
import { Fragment, useEffect, useState, type ReactNode } from "react";
import { effectiveLocale, useLocaleStore } from "../stores/locale-store.ts";
import { waitForStore } from "../stores/hydration.ts";
import { activateLocale, activeLocale } from "./i18n.ts";

export function LocaleGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const chosen = useLocaleStore((state) => state.chosen);
  const [hydrated, setHydrated] = useState(() => useLocaleStore.persist.hasHydrated());
  const wanted = effectiveLocale(chosen);
  const [active, setActive] = useState<string | null>(() => (hydrated && activeLocale() === wanted ? wanted : null));

  useEffect(() => {
    if (hydrated) return;
    let mounted = true;
    void waitForStore(useLocaleStore).then(() => mounted && setHydrated(true));
    return () => {
      mounted = false;
    };
  }, [hydrated]);

  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    activateLocale(wanted)
      .catch((error: unknown) => console.warn(`[idioma] no se pudo cargar ${wanted}:`, error))
      .finally(() => {
        if (current) setActive(activeLocale());
      });
    return () => {
      current = false;
    };
  }, [hydrated, wanted]);

  return active ? <Fragment key={active}>{children}</Fragment> : fallback;
}
