// The footer (SPEC §2): ten preset diesel searches at 5 km, links to tips, shop and contact, and the
// debug line with the GPS status and speed and the app version.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { useGeolocationStore } from "../stores/geolocation-store.ts";
import { formatDecimal } from "../i18n/formatters.ts";
import { APP_VERSION } from "./app-version.ts";
import { PRESET_DISTANCE_KM, PRESET_SEARCHES, presetSearchPath } from "../features/search/search-path.ts";


function DebugLine() {
  const { t } = useLingui();
  const active = useGeolocationStore((state) => state.active);
  const speed = formatDecimal(useGeolocationStore((state) => state.speed), 0, 1);
  const version = APP_VERSION;
  return (
    <p className="debug-line">
      <span>
        <Trans>GPS:</Trans> <span className={active ? "gps-dot gps-on" : "gps-dot gps-off"} aria-hidden="true" />
        <span>{active ? t`activo` : t`inactivo`}</span>
      </span>
      <span>
        <Trans>Velocidad GPS: {speed} km/h</Trans>
      </span>
      <span>
        <Trans>Versión {version}</Trans>
      </span>
    </p>
  );
}

export function Footer() {
  const { t } = useLingui();
  const distance = PRESET_DISTANCE_KM;
  return (
    <footer className="app-footer">
      <section aria-labelledby="presets-title">
        <h2 id="presets-title" className="footer-title">
          <Trans>Diésel más barato a {distance} km en</Trans>
        </h2>
        <ul className="preset-list">
          {PRESET_SEARCHES.map((preset) => (
            <li key={preset.city}>
              <Link href={presetSearchPath(preset)}>{t(preset.name)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label={t`Enlaces del pie`} className="footer-links">
        <Link href="/consejos-ahorrar-combustible">
          <Trans>Consejos para ahorrar combustible</Trans>
        </Link>
        <Link href="/tienda">
          <Trans>Tienda</Trans>
        </Link>
        <Link href="/contacto">
          <Trans>Contacto</Trans>
        </Link>
        <Link href="/privacidad">
          <Trans>Privacidad</Trans>
        </Link>
      </nav>
      <DebugLine />
    </footer>
  );
}
