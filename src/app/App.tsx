// The app: the kiosk board stands alone (no shell); every other route lives in the shell once the
// persisted stores have hydrated. Both speak the driver's language (LocaleGate). The offline services
// (service worker, snapshot, outbox) serve both.
import { I18nProvider } from "@lingui/react";
import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { AppRoutes } from "./AppRoutes.tsx";
import { HydrationGate } from "./HydrationGate.tsx";
import { Shell } from "./Shell.tsx";
import { useOfflineServices } from "../offline/use-offline-services.ts";
import { i18n } from "../i18n/i18n.ts";
import { LocaleGate } from "../i18n/LocaleGate.tsx";
import { BootShell } from "./BootShell.tsx";

const KioskBoardPage = lazy(async () => ({
  default: (await import("../features/kiosk/KioskBoardPage.tsx")).KioskBoardPage,
}));

export function App() {
  useOfflineServices();
  return (
    <I18nProvider i18n={i18n}>
      <Switch>
        <Route path="/kiosko/:id">
          <LocaleGate fallback={null}>
            <Suspense fallback={null}>
              <KioskBoardPage />
            </Suspense>
          </LocaleGate>
        </Route>
        <Route>
          <HydrationGate>
            <LocaleGate fallback={<BootShell />}>
              <Shell>
                <AppRoutes />
              </Shell>
            </LocaleGate>
          </HydrationGate>
        </Route>
      </Switch>
    </I18nProvider>
  );
}
