// The layout shell of SPEC §2 around every screen but the kiosk: header with filter, side navigation,
// the screen, footer, loader, snack bar and cookie banner. Starts the GPS watch.
import { Trans } from "@lingui/react/macro";
import { useCallback, useState, type ReactNode } from "react";
import { useConsentStore } from "../stores/consent-store.ts";
import { OfflineBanner } from "../offline/OfflineBanner.tsx";
import { StaleFeedBanner } from "../offline/StaleFeedBanner.tsx";
import { UpdatePrompt } from "../offline/UpdatePrompt.tsx";
import { CookieBanner } from "./CookieBanner.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { SnackBar } from "./SnackBar.tsx";
import { useDevicePosition } from "./geolocation-service.ts";
import { useUserDataOnStart } from "./use-user-data-on-start.ts";
import { useFavouritesSync } from "../features/favourites/use-favourites-sync.ts";
import { useDiscountsSync } from "../features/discounts/use-discounts-sync.ts";
// shell.css is loaded by the entry (src/main.tsx): the boot shell painted before the app needs it.

export function Shell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const cookieBannerShown = !useConsentStore((state) => state.accepted);
  useDevicePosition();
  useUserDataOnStart();
  useFavouritesSync();
  useDiscountsSync();

  return (
    <div className={cookieBannerShown ? "app has-cookie-banner" : "app"}>
      <a className="skip-link" href="#contenido">
        <Trans>Saltar al contenido</Trans>
      </a>
      <OfflineBanner />
      <Header menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <Sidebar open={menuOpen} onClose={closeMenu} />
      <main id="contenido" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LoadingOverlay />
      <SnackBar />
      <div className="app-foot">
        <StaleFeedBanner />
        <CookieBanner />
      </div>
      <UpdatePrompt />
    </div>
  );
}
