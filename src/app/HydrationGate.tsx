// Renders its children once the persisted stores have loaded from IndexedDB (a few ms), so no screen
// ever shows a logged-out header or a default distance for a moment (zustand docs: await hydration).
// Until then the boot shell, the same markup index.html paints before any script. The whole app's
// first render follows as a transition: React renders it in slices, between which a phone stays
// responsive, while the boot shell stays on screen (one long task of the shell and the screen otherwise).
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { allHydrated, waitForHydration } from "../stores/hydration.ts";
import { BootShell } from "./BootShell.tsx";

export function HydrationGate({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(allHydrated);
  useEffect(() => {
    if (hydrated) return;
    let mounted = true;
    void waitForHydration().then(() => {
      if (mounted) startTransition(() => setHydrated(true));
    });
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  return hydrated ? children : <BootShell />;
}
