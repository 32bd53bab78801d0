// datos (SPEC §2): the menu to the two average-price reports.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import "./reports.css";

export function DataMenuPage() {
  const { t } = useLingui();
  const title = t`Datos`;
  usePageTitle(screenTitle(title));
  return (
    <section className="page-narrow">
      <h1>{title}</h1>
      <p className="muted">
        <Trans>Precios medios de hoy, con los datos oficiales del Ministerio.</Trans>
      </p>
      <ul className="data-menu">
        <li className="card">
          <Link href="/informe-preciomedio-provincia">
            <Trans>Precio medio por provincia</Trans>
          </Link>
          <p>
            <Trans>Diesel, gasolina 95, gasolina 98 y GLP en cada provincia.</Trans>
          </p>
        </li>
        <li className="card">
          <Link href="/informe-preciomedio-bandera">
            <Trans>Precio medio por bandera</Trans>
          </Link>
          <p>
            <Trans>Los mismos precios medios para cada marca de gasolineras.</Trans>
          </p>
        </li>
      </ul>
    </section>
  );
}
