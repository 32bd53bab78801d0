// The app: the kiosk board stands alone (no shell); every other route lives in the shell once the
// persisted stores have hydrated.
import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { AppRoutes } from "./features/shell/AppRoutes.tsx";
import { HydrationGate } from "./features/shell/HydrationGate.tsx";
import { Shell } from "./features/shell/Shell.tsx";

const KioskPlaceholder = lazy(async () => ({
  default: (await import("./features/kiosk/KioskPlaceholder.tsx")).KioskPlaceholder,
}));

export function App() {
  return (
    <Switch>
      <Route path="/kiosko/:id">
        <Suspense fallback={null}>
          <KioskPlaceholder />
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
