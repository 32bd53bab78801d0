// Renders its children once the persisted stores have loaded from IndexedDB (a few ms), so no screen
// ever shows a logged-out header or a default distance for a moment (zustand docs: await hydration).
import type { ReactNode } from "react";
import { useStoresHydrated } from "../../stores/hydration.ts";

export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useStoresHydrated();
  return hydrated ? children : <div className="boot" aria-busy="true" />;
}
