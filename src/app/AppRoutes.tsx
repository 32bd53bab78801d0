// The routes of SPEC §2 inside the shell. Home is in the first bundle; every other screen is loaded
// when first opened. The empty path and unknown paths show Home.
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { WelcomePage } from "../features/pages/WelcomePage.tsx";

function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const ConfigPage = lazyScreen(() => import("../features/pages/ConfigPage.tsx"), "ConfigPage");
const PrivacyPage = lazyScreen(() => import("../features/pages/PrivacyPage.tsx"), "PrivacyPage");
const ShopPage = lazyScreen(() => import("../features/pages/ShopPage.tsx"), "ShopPage");
const ContactPage = lazyScreen(() => import("../features/pages/ContactPage.tsx"), "ContactPage");
const TipsPage = lazyScreen(() => import("../features/pages/TipsPage.tsx"), "TipsPage");
const ErrorPage = lazyScreen(() => import("../features/pages/ErrorPage.tsx"), "ErrorPage");
const LoginPage = lazyScreen(() => import("../features/account/LoginPage.tsx"), "LoginPage");
const LogoutPage = lazyScreen(() => import("../features/account/LogoutPage.tsx"), "LogoutPage");
const RegisterPage = lazyScreen(() => import("../features/account/RegisterPage.tsx"), "RegisterPage");
const RegisterDonePage = lazyScreen(() => import("../features/account/RegisterDonePage.tsx"), "RegisterDonePage");
const ProfilePage = lazyScreen(() => import("../features/account/ProfilePage.tsx"), "ProfilePage");
const ValidateEmailPage = lazyScreen(() => import("../features/account/ValidateEmailPage.tsx"), "ValidateEmailPage");
const DataMenuPage = lazyScreen(() => import("../features/reports/DataMenuPage.tsx"), "DataMenuPage");
const ProvinceReportPage = lazyScreen(() => import("../features/reports/ProvinceReportPage.tsx"), "ProvinceReportPage");
const BrandReportPage = lazyScreen(() => import("../features/reports/BrandReportPage.tsx"), "BrandReportPage");
const loadSearchPage = () => import("../features/search/SearchPage.tsx");
const loadStationPage = () => import("../features/station/StationPage.tsx");
const loadRouteResultsPage = () => import("../features/route/RouteResultsPage.tsx");
const SearchPage = lazyScreen(loadSearchPage, "SearchPage");
const StationPage = lazyScreen(loadStationPage, "StationPage");
const AlertsPage = lazyScreen(() => import("../features/alerts/AlertsPage.tsx"), "AlertsPage");
const NewRoutePage = lazyScreen(() => import("../features/route/NewRoutePage.tsx"), "NewRoutePage");
const RouteResultsPage = lazyScreen(loadRouteResultsPage, "RouteResultsPage");
const FavouritesPage = lazyScreen(() => import("../features/favourites/FavouritesPage.tsx"), "FavouritesPage");
const DiscountsPage = lazyScreen(() => import("../features/discounts/DiscountsPage.tsx"), "DiscountsPage");
const loadMapPage = () => import("../features/map/MapPage.tsx");
const MapPage = lazyScreen(loadMapPage, "MapPage");

/** The screens a shared or bookmarked link most often opens on, by path. */
const OPENED_BY_LINK: readonly [RegExp, () => Promise<unknown>][] = [
  [/^\/search\//, loadSearchPage],
  [/^\/station\//, loadStationPage],
  [/^\/ruta\//, loadRouteResultsPage],
  [/^\/mapa(\/|$)/, loadMapPage],
];

/**
 * Starts fetching the screen of the URL the page opened on at once, beside the stores' hydration,
 * instead of when the app first renders it: on a slow network that is a round trip sooner.
 */
export function preloadScreenOf(pathname: string): void {
  void OPENED_BY_LINK.find(([path]) => path.test(pathname))?.[1]();
}

function ScreenLoading() {
  return (
    <p className="screen-loading" aria-busy="true">
      <Trans>Cargando…</Trans>
    </p>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Switch>
        <Route path="/welcome" component={WelcomePage} />
        <Route path="/config" component={ConfigPage} />
        <Route path="/privacidad" component={PrivacyPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/logout" component={LogoutPage} />
        <Route path="/registro" component={RegisterPage} />
        <Route path="/registro-ok" component={RegisterDonePage} />
        <Route path="/tienda" component={ShopPage} />
        <Route path="/contacto" component={ContactPage} />
        <Route path="/consejos-ahorrar-combustible" component={TipsPage} />
        <Route path="/station/:id" component={StationPage} />
        <Route path="/search/:prod/:range/:long/:lat" component={SearchPage} />
        <Route path="/error/:msg" component={ErrorPage} />
        <Route path="/usuario" component={ProfilePage} />
        <Route path="/validaremail/:id" component={ValidateEmailPage} />
        <Route path="/datos" component={DataMenuPage} />
        <Route path="/informe-preciomedio-provincia" component={ProvinceReportPage} />
        <Route path="/informe-preciomedio-bandera" component={BrandReportPage} />
        <Route path="/nueva-ruta" component={NewRoutePage} />
        <Route path="/alertas" component={AlertsPage} />
        <Route path="/ruta/:prod/:lon1/:lat1/:lon2/:lat2" component={RouteResultsPage} />
        <Route path="/favoritas" component={FavouritesPage} />
        <Route path="/descuentos" component={DiscountsPage} />
        <Route path="/mapa" component={MapPage} />
        <Route path="/mapa/:producto/:lon/:lat/:zoom" component={MapPage} />
        <Route component={WelcomePage} />
      </Switch>
    </Suspense>
  );
}
