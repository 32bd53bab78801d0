// The footer (SPEC §2): ten preset diesel searches at 5 km, links to tips, shop and contact, and the
// debug line with the GPS status and speed and the app version.
import { Link } from "wouter";
import { useGeolocationStore } from "../stores/geolocation-store.ts";
import { formatDecimal } from "../domain/locale-number.ts";
import { APP_VERSION } from "./app-version.ts";
import { PRESET_DISTANCE_KM, PRESET_SEARCHES, presetSearchPath } from "../features/search/search-path.ts";


function DebugLine() {
  const active = useGeolocationStore((state) => state.active);
  const speed = useGeolocationStore((state) => state.speed);
  return (
    <p className="debug-line">
      <span>
        GPS: <span className={active ? "gps-dot gps-on" : "gps-dot gps-off"} aria-hidden="true" />
        <span>{active ? "activo" : "inactivo"}</span>
      </span>
      <span>Velocidad GPS: {formatDecimal(speed, 0, 1)} km/h</span>
      <span>Versión {APP_VERSION}</span>
    </p>
  );
}

export function Footer() {
  return (
    <footer className="app-footer">
      <section aria-labelledby="presets-title">
        <h2 id="presets-title" className="footer-title">
          Diésel más barato a {PRESET_DISTANCE_KM} km en
        </h2>
        <ul className="preset-list">
          {PRESET_SEARCHES.map((preset) => (
            <li key={preset.city}>
              <Link href={presetSearchPath(preset)}>{preset.city}</Link>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label="Enlaces del pie" className="footer-links">
        <Link href="/consejos-ahorrar-combustible">Consejos para ahorrar combustible</Link>
        <Link href="/tienda">Tienda</Link>
        <Link href="/contacto">Contacto</Link>
        <Link href="/privacidad">Privacidad</Link>
      </nav>
      <DebugLine />
    </footer>
  );
}
