// The app: the kiosk board stands alone (no shell); every other route lives in the shell once the
// persisted stores have hydrated. The offline services (service worker, snapshot, outbox) serve both.
import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { AppRoutes } from "./AppRoutes.tsx";
import { HydrationGate } from "./HydrationGate.tsx";
import { Shell } from "./Shell.tsx";
import { useOfflineServices } from "../offline/use-offline-services.ts";

const KioskBoardPage = lazy(async () => ({
  default: (await import("../features/kiosk/KioskBoardPage.tsx")).KioskBoardPage,
}));

export function App() {
  useOfflineServices();
  return (
    <Switch>
      <Route path="/kiosko/:id">
        <Suspense fallback={null}>
          <KioskBoardPage />
        </Suspense>
      </Route>
      <Route>
        <HydrationGate>
          <Shell>
            <AppRoutes />
          </Shell>
        </HydrationGate>
      </Route>
    </Switch>
  );
}
