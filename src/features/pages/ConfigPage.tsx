// config (SPEC §1 'Configuración sistema'): the API host and the server's configuration object as JSON;
// the driver's litres per fill and consumption, and the way to their discounts ("Mis descuentos").
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link } from "wouter";
import { API_HOST } from "../../api/api-host.ts";
import { usePublicConfigStore } from "../../stores/public-config-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import { FeedHealth } from "./FeedHealth.tsx";
import { FuelUseSettings } from "./FuelUseSettings.tsx";
import { LanguageSetting } from "./LanguageSetting.tsx";
import "./pages.css";

export function ConfigPage() {
  const { t } = useLingui();
  const title = t`Configuración sistema`;
  usePageTitle(screenTitle(title));
  const { config, status, load } = usePublicConfigStore();
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="card page-wide" aria-labelledby="config-title">
      <h1 id="config-title">{title}</h1>
      <LanguageSetting />
      <dl className="config-list">
        <dt>
          <Trans>Host de la API</Trans>
        </dt>
        <dd>
          <code>{API_HOST}</code>
        </dd>
      </dl>
      <h2>
        <Trans>Datos del Ministerio</Trans>
      </h2>
      <FeedHealth />
      <FuelUseSettings />
      <h2>
        <Trans>Mis descuentos</Trans>
      </h2>
      <p>
        <Trans>
          Los descuentos que tienes en cada marca dan «Tu precio» en los resultados: <Link href="/descuentos">gestiona tus descuentos</Link>.
        </Trans>
      </p>
      <h2>
        <Trans>Configuración del servidor</Trans>
      </h2>
      {config ? (
        <pre className="config-json" tabIndex={0} aria-label={t`Configuración del servidor en JSON`}>
          {JSON.stringify(config, null, 2)}
        </pre>
      ) : (
        <p className="muted">{status === "failed" ? t`No disponible.` : t`Cargando…`}</p>
      )}
    </section>
  );
}
