// config (SPEC §1 'Configuración sistema'): the API host and the server's configuration object as JSON;
// the driver's litres per fill and consumption, and the way to their discounts ("Mis descuentos").
import { useEffect } from "react";
import { Link } from "wouter";
import { API_HOST } from "../../api/api-host.ts";
import { usePublicConfigStore } from "../../stores/public-config-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { FeedHealth } from "./FeedHealth.tsx";
import { FuelUseSettings } from "./FuelUseSettings.tsx";
import "./pages.css";

export function ConfigPage() {
  usePageTitle(screenTitle("Configuración sistema"));
  const { config, status, load } = usePublicConfigStore();
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="card page-wide" aria-labelledby="config-title">
      <h1 id="config-title">Configuración sistema</h1>
      <dl className="config-list">
        <dt>Host de la API</dt>
        <dd>
          <code>{API_HOST}</code>
        </dd>
      </dl>
      <h2>Datos del Ministerio</h2>
      <FeedHealth />
      <FuelUseSettings />
      <h2>Mis descuentos</h2>
      <p>
        Los descuentos que tienes en cada marca dan «Tu precio» en los resultados: <Link href="/descuentos">gestiona tus descuentos</Link>.
      </p>
      <h2>Configuración del servidor</h2>
      {config ? (
        <pre className="config-json" tabIndex={0} aria-label="Configuración del servidor en JSON">
          {JSON.stringify(config, null, 2)}
        </pre>
      ) : (
        <p className="muted">{status === "failed" ? "No disponible." : "Cargando…"}</p>
      )}
    </section>
  );
}
